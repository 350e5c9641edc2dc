// The jobs engine end to end: imports started through the API, advanced by the cron handler
// (scheduled()), answered by the recorded Overpass handler.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../../schema/jobs.ts';
import {
  OVERPASS_ELEMENTS,
  OVERPASS_INTERPRETER,
  TIMED_OUT_BBOX,
  overpassBody,
  overpassHandler,
  overpassHandlers,
  queryBbox,
  requestQuery,
} from '../../../../test-fixtures/overpass.ts';
import { adminCookie } from '../../../test/auth.ts';
import { api } from '../../../test/helpers.ts';
import { network } from '../../../test/network.ts';
import { createDb } from '../../db.ts';
import worker from '../../index.ts';
import { WORLD_TILES } from '../importers/tiles.ts';
import { CRON_LIMITS, type Limits } from './budget.ts';
import { LEASE_MS, MAX_RETRIES, advanceJobs, backoffMs, type RunnerFactory, type TickReport } from './engine.ts';
import { runnersFor } from './runners.ts';
import { cancelJob } from './store.ts';

const MINUTE = 60_000;
let admin: string;
let clock = Date.now();

beforeAll(async () => {
  admin = await adminCookie();
  // Places that complete elements without addr:city / addr:country.
  await env.DB.prepare(
    `INSERT INTO places (kind, name, ascii_name, admin1, country, latitude, longitude, tzid, population, geonameid) VALUES
     ('city', 'New York City', 'New York City', 'NY', 'US', 40.71427, -74.00597, 'America/New_York', 8175133, 5128581),
     ('city', 'Brooklyn', 'Brooklyn', 'NY', 'US', 40.6501, -73.94958, 'America/New_York', 2300664, 5110302),
     ('city', 'City of London', 'City of London', 'ENG', 'GB', 51.51279, -0.09184, 'Europe/London', 8071, 2643741),
     ('city', 'London', 'London', 'ENG', 'GB', 51.50853, -0.12574, 'Europe/London', 8961989, 2643743),
     ('city', 'Jerusalem', 'Jerusalem', '06', 'IL', 31.76904, 35.21633, 'Asia/Jerusalem', 801000, 281184),
     ('city', 'Toronto', 'Toronto', 'ON', 'CA', 43.70011, -79.4163, 'America/Toronto', 2600000, 6167865)`,
  ).run();
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
  network.use(...overpassHandlers);
});

/** One cron tick through the Worker's scheduled handler, a minute after the last. */
async function tick(cron = '* * * * *') {
  clock += MINUTE;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: clock, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function startImport(): Promise<Job> {
  const res = await api('/api/scrape-godaven', { method: 'POST', cookie: admin });
  expect(res.status).toBe(202);
  return ((await res.json()) as { job: Job }).job;
}

async function jobById(id: number): Promise<Job> {
  const res = await api(`/api/jobs/${id}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.json();
}

/** Ticks until the job leaves queued/running; returns it and how many ticks it took. */
async function runToEnd(id: number, maxTicks = 60): Promise<{ job: Job; ticks: number }> {
  for (let ticks = 1; ticks <= maxTicks; ticks++) {
    await tick();
    const job = await jobById(id);
    if (job.status !== 'queued' && job.status !== 'running') return { job, ticks };
  }
  throw new Error(`job ${id} did not finish in ${maxTicks} ticks`);
}

/** Every imported listing's imported fields, in sourceId order. */
async function snapshot() {
  const { results } = await env.DB.prepare(
    `SELECT source, source_id, name, address, city, state, zip_code, country, latitude, longitude, phone, website, nusach,
            has_wheelchair_access, opening_hours, minyan_times, geocode_precision, is_active
     FROM synagogues ORDER BY source, source_id`,
  ).all();
  return results;
}

/** The rows and counts of an uninterrupted import of the fixture: what every other run must match. */
let recorded: { rows: Awaited<ReturnType<typeof snapshot>>; counts: ReturnType<typeof counts> } | undefined;
async function baseline() {
  if (!recorded) {
    const { job } = await runToEnd((await startImport()).id);
    recorded = { rows: await snapshot(), counts: counts(job) };
    await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
  }
  return recorded;
}

const counts = (j: Job) => ({ total: j.total, processed: j.processed, inserted: j.inserted, updated: j.updated, skipped: j.skipped, failed: j.failed });
const overpassCalls = () => network.requests.filter((r) => r.url === OVERPASS_INTERPRETER);

// Each test runs whole imports (295 tiles) through the cron handler.
describe('OpenStreetMap import job', { timeout: 60_000 }, () => {
  it('runs to completion over several cron ticks, splitting the tile that timed out', async () => {
    const started = await startImport();
    expect(started).toMatchObject({ kind: 'import', source: 'osm', status: 'queued', unit: 'tiles', total: WORLD_TILES.length, processed: 0 });

    await tick();
    const midway = await jobById(started.id);
    expect(midway.status).toBe('running');
    expect(midway.processed).toBeGreaterThan(0);
    expect(midway.processed).toBeLessThan(WORLD_TILES.length);

    const { job, ticks } = await runToEnd(started.id);
    expect(ticks).toBeGreaterThan(1);
    expect(job).toMatchObject({ status: 'succeeded', processed: WORLD_TILES.length, lastError: null, attempts: 0 });
    expect(job.finishedAt).not.toBeNull();
    // 14 elements: one has no name, one is a former synagogue.
    expect(counts(job)).toEqual({ total: WORLD_TILES.length, processed: WORLD_TILES.length, inserted: 12, updated: 0, skipped: 2, failed: 0 });

    // One request per populated tile, plus the four quadrants of the tile that timed out.
    const bboxes = await Promise.all(overpassCalls().map(async (r) => queryBbox(await requestQuery(r))!.bbox));
    expect(bboxes).toHaveLength(WORLD_TILES.length + 4);
    expect(bboxes.filter((b) => b === TIMED_OUT_BBOX)).toHaveLength(1);
    expect(bboxes.slice(bboxes.indexOf(TIMED_OUT_BBOX) + 1, bboxes.indexOf(TIMED_OUT_BBOX) + 5)).toEqual([
      '45,-80,50,-75',
      '45,-75,50,-70',
      '40,-80,45,-75',
      '40,-75,45,-70',
    ]);
    const query = await requestQuery(overpassCalls()[0]!);
    expect(query).toContain('nwr["amenity"="place_of_worship"]["religion"="jewish"]');
    expect(query).toContain('out center tags;');

    const rows = await snapshot();
    expect(rows).toHaveLength(12);
    recorded = { rows, counts: counts(job) };
    const bySource = Object.fromEntries(rows.map((r) => [r.source_id, r]));
    expect(bySource['node/358396681']).toMatchObject({
      source: 'osm',
      name: 'Congregation Shearith Israel',
      address: '8 West 70th Street',
      city: 'New York',
      state: 'NY',
      zip_code: '10023',
      country: 'USA',
      latitude: 40.775,
      longitude: -73.9781,
      nusach: 'sefard',
      has_wheelchair_access: 1,
      minyan_times: 'Mo-Fr 07:15; Sa 09:00',
      geocode_precision: 'exact',
      is_active: 1,
    });
    expect(bySource['node/2679436201']).toMatchObject({ nusach: 'arizal', opening_hours: '"Mo-Su 06:00-23:00"' });
    expect(bySource['way/248962127']).toMatchObject({ website: 'https://parkeastsynagogue.org', nusach: null, country: 'USA' });
    expect(bySource['way/118474651']).toMatchObject({ city: 'Montréal', state: 'QC', country: 'Canada' });
    // Completed from the nearest place: country (and province) where the tags had none.
    expect(bySource['way/24386154']).toMatchObject({ city: 'Toronto', country: 'Canada', state: 'ON' });
    expect(bySource['way/4253178']).toMatchObject({ city: 'City of London', country: 'United Kingdom', address: '4 Heneage Lane' });
    expect(bySource['way/25801924']).toMatchObject({ name: 'Jerusalem Great Synagogue', city: 'Jerusalem', country: 'Israel', address: 'המלך ג׳ורג׳ 56' });
    expect(bySource['way/30232402']).toMatchObject({ address: 'Oranienburger Straße 28-30', country: 'Germany' });
    expect(bySource['node/2302744178']).toMatchObject({ nusach: 'temani' });
    expect(bySource['node/5188347912']).toBeUndefined();
    expect(bySource['way/43715539']).toBeUndefined();

    // The listings are searchable like any other (the FTS index follows the upsert).
    const fts = await env.DB.prepare("SELECT count(*) AS n FROM synagogues_fts WHERE synagogues_fts MATCH 'Bevis'").first<{ n: number }>();
    expect(fts?.n).toBe(1);
  });

  it('re-running updates what changed and nothing else, never duplicates, and keeps what an admin edited', async () => {
    const { rows: expected } = await baseline();
    await runToEnd((await startImport()).id);
    await env.DB.prepare(
      `UPDATE synagogues SET name = 'Shearith Israel (The Spanish & Portuguese Synagogue)', phone = '+1 212-555-0100',
       edited_fields = '["name","phone"]' WHERE source_id = 'node/358396681'`,
    ).run();
    const changed = OVERPASS_ELEMENTS.map((el) =>
      el.id === 358396681 ? { ...el, tags: { ...el.tags, phone: '+1 212-555-0199', 'addr:postcode': '10024', wheelchair: 'no' } } : el,
    );
    network.use(overpassHandler(changed));
    const second = await runToEnd((await startImport()).id);
    expect(second.job).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1, skipped: 2 });
    const row = await env.DB.prepare("SELECT name, phone, zip_code, has_wheelchair_access FROM synagogues WHERE source_id = 'node/358396681'").first();
    // The admin's name and phone stay; the fields the admin did not touch follow OpenStreetMap.
    expect(row).toEqual({ name: 'Shearith Israel (The Spanish & Portuguese Synagogue)', phone: '+1 212-555-0100', zip_code: '10024', has_wheelchair_access: 0 });

    // Unchanged data: 0 inserts, 0 updates (the admin's values are not changes to undo).
    const before = await snapshot();
    const third = await runToEnd((await startImport()).id);
    expect(third.job).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0, skipped: 2 });
    expect(await snapshot()).toEqual(before);
    expect(before).toHaveLength(expected.length);
  });

  it('writes each batch with its cursor: a crash mid-run, then resuming, gives the same rows as a run without one', async () => {
    const clean = await baseline();
    for (const when of ['before', 'after'] as const) {
      await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
      const job = await startImport();
      // The isolate dies at the second batch that writes listings: before D1 commits it, or
      // right after. Every later D1 call of that invocation fails too, so the job is left
      // running and claimed, as a real crash leaves it.
      const db = createDb(crashingD1(2, when));
      const crash = async () => {
        for (let i = 0; i < 20; i++) {
          clock += MINUTE;
          await advanceJobs(db, runnersFor({ db, env }), CRON_LIMITS, clock);
        }
      };
      await expect(crash()).rejects.toThrow('isolate died');
      const stuck = await jobById(job.id);
      expect(stuck.status).toBe('running');
      expect((await snapshot()).length).toBeLessThan(clean.rows.length);

      // The next ticks wait for the claim to lapse, then carry on from the saved cursor.
      clock += LEASE_MS;
      const resumed = await runToEnd(job.id);
      expect(await snapshot(), `crash ${when} commit`).toEqual(clean.rows);
      expect(counts(resumed.job)).toEqual(clean.counts);
    }
  });

  it('never writes more rows per statement than a batch holds, also when a tile spans several batches', async () => {
    const clean = await baseline();
    const job = await startImport();
    const db = createDb(env.DB);
    const limits: Limits = { ...CRON_LIMITS, batchRows: 2 };
    let peak = 0;
    for (let i = 0; i < 30; i++) {
      clock += MINUTE;
      const [report] = await advanceJobs(db, runnersFor({ db, env }), limits, clock);
      peak = Math.max(peak, report?.peakRowsPerStatement ?? 0);
      if (!report || report.status !== 'running') break;
    }
    expect(peak).toBe(2);
    const done = await jobById(job.id);
    expect(done.status).toBe('succeeded');
    expect(counts(done)).toEqual(clean.counts);
    expect(await snapshot()).toEqual(clean.rows);
  });

  it('stops when cancelled, and a batch caught by the cancel writes nothing', async () => {
    const job = await startImport();
    await tick();
    const before = await snapshot();
    const calls = overpassCalls().length;

    const res = await api(`/api/jobs/${job.id}/cancel`, { method: 'POST', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: job.id, status: 'cancelled' });
    await tick();
    await tick();
    expect(overpassCalls()).toHaveLength(calls);
    expect(await snapshot()).toEqual(before);
    expect((await jobById(job.id)).status).toBe('cancelled');

    // Cancelled between reading a batch and writing it: the guarded upsert writes nothing.
    await env.DB.prepare('DELETE FROM synagogues').run();
    const second = await startImport();
    const db = createDb(env.DB);
    const runners = runnersFor({ db, env });
    const cancelling: RunnerFactory = (row) => {
      const runner = runners(row);
      return {
        queriesPerStep: runner.queriesPerStep,
        async step(current, budget) {
          const step = await runner.step(current, budget);
          if (step?.writes.length) await cancelJob(db, current.id);
          return step;
        },
      };
    };
    let report: TickReport | undefined;
    for (let i = 0; i < 20 && report?.status !== 'cancelled'; i++) {
      clock += MINUTE;
      [report] = await advanceJobs(db, cancelling, CRON_LIMITS, clock);
    }
    expect(report).toMatchObject({ jobId: second.id, status: 'cancelled' });
    expect(await snapshot()).toEqual([]);
  });

  it('retries a failed batch with backoff, then fails the job with the last error', async () => {
    let calls = 0;
    network.use(
      http.post(OVERPASS_INTERPRETER, () => {
        calls += 1;
        return HttpResponse.text('rate_limited', { status: 429 });
      }),
    );
    const job = await startImport();
    await tick();
    let current = await jobById(job.id);
    expect(current).toMatchObject({ status: 'running', attempts: 1, lastError: expect.stringContaining('429') });
    expect(Date.parse(current.nextRunAt!)).toBe(clock + backoffMs(1));

    // Waiting out each backoff; a tick before it is due does nothing.
    const before = calls;
    await tick();
    if (backoffMs(1) > MINUTE) expect(calls).toBe(before);
    for (let attempt = 2; attempt <= MAX_RETRIES + 1; attempt++) {
      clock = Date.parse(current.nextRunAt!) - MINUTE;
      await tick();
      current = await jobById(job.id);
    }
    expect(current).toMatchObject({ status: 'failed', attempts: MAX_RETRIES + 1, nextRunAt: null });
    expect(current.lastError).toContain('Overpass answered 429');
    expect(calls).toBe(MAX_RETRIES + 1);
  });

  it('recovers when the upstream comes back: the retry continues from the cursor', async () => {
    let failures = 2;
    network.use(
      http.post(OVERPASS_INTERPRETER, async ({ request }) => {
        const bbox = queryBbox(await requestQuery(request));
        // The third populated tile fails twice.
        if (bbox?.bbox === WORLD_TILES[2]!.join(',') && failures > 0) {
          failures -= 1;
          return HttpResponse.text('', { status: 504 });
        }
        return HttpResponse.json(overpassBody([]));
      }),
    );
    const job = await startImport();
    await tick();
    expect(await jobById(job.id)).toMatchObject({ processed: 2, attempts: 1 });
    clock += backoffMs(1);
    await tick();
    expect(await jobById(job.id)).toMatchObject({ processed: 2, attempts: 2 });
    clock += backoffMs(2);
    const { job: done } = await runToEnd(job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 0, lastError: null, processed: WORLD_TILES.length });
  });

  it('starts the nightly import only from IMPORT_SOURCES', async () => {
    const nightly = async (sources: string) => {
      const ctx = createExecutionContext();
      clock += MINUTE;
      await worker.scheduled(createScheduledController({ scheduledTime: clock, cron: '0 3 * * *' }), { ...env, IMPORT_SOURCES: sources }, ctx);
      await waitOnExecutionContext(ctx);
      return env.DB.prepare('SELECT kind, source, status, started_by FROM jobs ORDER BY id').all();
    };
    expect((await nightly('')).results).toEqual([]);
    expect((await nightly('osm')).results).toEqual([{ kind: 'import', source: 'osm', status: 'queued', started_by: null }]);
    // One import at a time: a second night while it runs starts nothing.
    expect((await nightly('osm')).results).toHaveLength(1);
  });
});

/**
 * env.DB, except that the isolate "dies" at the `n`th D1 batch that writes listings: before
 * the batch commits, or just after. From then on every D1 call fails.
 */
function crashingD1(n: number, when: 'before' | 'after'): D1Database {
  let writing = 0;
  let dead = false;
  const die = () => {
    throw new Error('isolate died');
  };
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (dead) die();
          if (statements.length > 1 && ++writing === n) {
            dead = true;
            if (when === 'after') await target.batch(statements);
            die();
          }
          return target.batch(statements);
        };
      }
      if (prop === 'prepare') {
        return (query: string) => {
          if (dead) die();
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
