import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job, JobConflict } from '#contract/jobs.ts';
import { signedIn } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';

let admin: string;
let adminId: string;
let member: string;
beforeAll(async () => {
  const a = await signedIn('admin', 'Admin');
  admin = a.cookie;
  adminId = a.user.id;
  member = (await signedIn('member')).cookie;
});
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM jobs').run();
});

const post = (path: string, cookie?: string, json?: unknown) => api(path, { method: 'POST', cookie, json });

describe('job routes', () => {
  it('are for admins only: 401 signed out, 403 for members', async () => {
    const calls: [string, string][] = [
      ['POST', '/api/scrape-godaven'],
      ['POST', '/api/geocode-synagogues-basic'],
      ['GET', '/api/jobs'],
      ['GET', '/api/jobs/1'],
      ['POST', '/api/jobs/1/cancel'],
    ];
    for (const [method, path] of calls) {
      expect((await api(path, { method })).status, `${method} ${path}`).toBe(401);
      expect((await api(path, { method, cookie: member })).status, `${method} ${path}`).toBe(403);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM jobs').first('n')).toBe(0);
  });

  it('starts an import (202 with the queued job), and answers a second start with 409 and the running job', async () => {
    const res = await post('/api/scrape-godaven', admin);
    expect(res.status).toBe(202);
    const { job, resumed } = (await res.json()) as { job: Job; resumed: boolean };
    expect(resumed).toBe(false);
    expect(job).toMatchObject({
      kind: 'import',
      source: 'osm',
      status: 'queued',
      unit: 'elements',
      total: 0,
      notBefore: null,
      processed: 0,
      inserted: 0,
      startedBy: adminId,
      startedAt: null,
      lastError: null,
    });
    expect(job).not.toHaveProperty('cursor');

    const again = await post('/api/scrape-godaven', admin, { source: 'osm' });
    expect(again.status).toBe(409);
    const body = (await again.json()) as JobConflict;
    expect(body.message).toBe(`An import is already queued (job ${job.id})`);
    expect(body.job.id).toBe(job.id);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM jobs').first('n')).toBe(1);
  });

  it('checks the source: unknown names and an unconfigured partner feed are 400s naming the field', async () => {
    const bad = await post('/api/scrape-godaven', admin, { source: 'godaven' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.source).toBe('source must be one of osm, partner');

    const partner = await post('/api/scrape-godaven', admin, { source: 'partner' });
    expect(partner.status).toBe(400);
    const body = (await partner.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toContain('PARTNER_FEED_URL');
    expect(body.errors.source).toContain('PARTNER_FEED_URL');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM jobs').first('n')).toBe(0);
  });

  it('lists jobs newest first, filtered by kind and status, and shows one job', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO jobs (kind, source, status) VALUES ('import', 'osm', 'succeeded')"),
      env.DB.prepare("INSERT INTO jobs (kind, source, status, last_error) VALUES ('import', 'osm', 'failed', 'Overpass answered 429')"),
      env.DB.prepare("INSERT INTO jobs (kind, source, status, total, processed) VALUES ('geocode', 'places', 'running', 10, 4)"),
    ]);
    const all = (await (await api('/api/jobs', { cookie: admin })).json()) as Job[];
    expect(all.map((j) => [j.kind, j.status])).toEqual([
      ['geocode', 'running'],
      ['import', 'failed'],
      ['import', 'succeeded'],
    ]);
    expect(all[0]).toMatchObject({ unit: 'listings', total: 10, processed: 4 });
    expect(all[1]!.lastError).toBe('Overpass answered 429');

    const imports = (await (await api('/api/jobs?kind=import&status=failed', { cookie: admin })).json()) as Job[];
    expect(imports.map((j) => j.id)).toEqual([all[1]!.id]);
    expect(((await (await api('/api/jobs?limit=1', { cookie: admin })).json()) as Job[]).map((j) => j.id)).toEqual([all[0]!.id]);

    const one = await api(`/api/jobs/${all[2]!.id}`, { cookie: admin });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(all[2]);
    expect((await api('/api/jobs/999999', { cookie: admin })).status).toBe(404);
    expect((await api('/api/jobs/abc', { cookie: admin })).status).toBe(404);
  });

  it('lists what an import run changed (empty before it runs), and 404s an unknown job', async () => {
    const { job } = (await (await post('/api/scrape-godaven', admin)).json()) as { job: Job };
    const res = await api(`/api/jobs/${job.id}/changes`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      counts: { added: 0, changed: 0, deactivated: 0 },
      items: { added: [], changed: [], deactivated: [] },
    });
    expect((await api('/api/jobs/999999/changes', { cookie: admin })).status).toBe(404);
    expect((await api(`/api/jobs/${job.id}/changes`, { cookie: member })).status).toBe(403);
  });

  it('rejects bad list queries with 400s naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=x', 'limit'],
      ['kind=scrape', 'kind'],
      ['status=done', 'status'],
    ] as const) {
      const res = await api(`/api/jobs?${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
  });

  it('cancels a queued or running job once; a finished or unknown one cannot be', async () => {
    const { job } = (await (await post('/api/scrape-godaven', admin)).json()) as { job: Job };
    const res = await post(`/api/jobs/${job.id}/cancel`, admin);
    expect(res.status).toBe(200);
    const cancelled = (await res.json()) as Job;
    expect(cancelled).toMatchObject({ id: job.id, status: 'cancelled' });
    expect(cancelled.finishedAt).not.toBeNull();

    const twice = await post(`/api/jobs/${job.id}/cancel`, admin);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: `Job ${job.id} has already been cancelled` });
    expect((await post('/api/jobs/999999/cancel', admin)).status).toBe(404);

    // With it cancelled, a new import may start.
    expect((await post('/api/scrape-godaven', admin)).status).toBe(202);
  });
});
