// An OpenStreetMap import run end to end as production runs it: started by an admin, then
// advanced by cron ticks a minute apart until it ends.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Job } from '#contract/jobs.ts';
import { overpassHandler } from '../../test-fixtures/overpass.ts';
import worker from '../src/index.ts';
import { api } from './helpers.ts';
import { network } from './network.ts';

let clock = Date.now();

/** Imports `elements` (as Overpass would answer them) through the job and its cron ticks; the job as it ended. */
export async function runImportJob(elements: unknown[], admin: string): Promise<Job> {
  network.use(overpassHandler(elements));
  const res = await api('/api/scrape-godaven', { method: 'POST', cookie: admin });
  expect(res.status).toBe(202);
  const { job: started } = (await res.json()) as { job: Job };
  let job = started;
  for (let i = 0; i < 20 && (job.status === 'queued' || job.status === 'running'); i++) {
    clock += 60_000;
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: clock, cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    job = (await (await api(`/api/jobs/${started.id}`, { cookie: admin })).json()) as Job;
  }
  return job;
}
