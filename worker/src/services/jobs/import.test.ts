// The jobs engine end to end: OpenStreetMap imports started through the API, advanced by the
// cron handler (scheduled()), answered by the recorded Overpass handler and Overpass's own
// failure answers (test-fixtures/overpass-failures.ts).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportChanges, Job } from '#contract/jobs.ts';
import { REMARKS, RATE_LIMITED_BODY, TOO_BUSY_BODY, overpassJsonText, statusBusy } from '#test-fixtures/overpass-failures.ts';
import {
  OVERPASS_ELEMENTS,
  OVERPASS_INTERPRETER,
  OVERPASS_STATUS,
  overpassHandler,
  overpassHandlers,
  requestQuery,
  type OverpassFixtureElement,
} from '#test-fixtures/overpass.ts';
import { adminCookie } from '#worker-test/auth.ts';
import { api } from '#worker-test/helpers.ts';
import { network } from '#worker-test/network.ts';
import { createDb } from '../../db.ts';
import worker from '../../index.ts';
import { busyWaitMs, stagedKey } from '../importers/overpass.ts';
import { CRON_LIMITS, type Limits } from './budget.ts';
import { LEASE_MS, MAX_RETRIES, advanceJobs, backoffMs, type RunnerFactory, type TickReport } from './engine.ts';
import { runnersFor } from './runner-registry.ts';
import { cancelJob } from './store.ts';

const MINUTE = 60_000;
let admin: string;
let clock = Date.now();

beforeAll(async () => {
  admin = await adminCookie();
  // Places that complete elements without addr:city / addr:country.
  await env.DB.prepare(
    `INSERT INTO places (kind, name, admin1, country, latitude, longitude, tzid, population, geonameid) VALUES
     ('city', 'New York City', 'NY', 'US', 40.71427, -74.00597, 'America/New_York', 8175133, 5128581),
     ('city', 'Brooklyn', 'NY', 'US', 40.6501, -73.94958, 'America/New_York', 2300664, 5110302),
     ('city', 'City of London', 'ENG', 'GB', 51.51279, -0.09184, 'Europe/London', 8071, 2643741),
     ('city', 'London', 'ENG', 'GB', 51.50853, -0.12574, 'Europe/London', 8961989, 2643743),
     ('city', 'Jerusalem', '06', 'IL', 31.76904, 35.21633, 'Asia/Jerusalem', 801000, 281184),
     ('city', 'Toronto', 'ON', 'CA', 43.70011, -79.4163, 'America/Toronto', 2600000, 6167865)`,
  ).run();
});

/** Forgets every listing, job and staged answer: each test starts with no earlier run. */
async function clearAll() {
  await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
  const staged = await env.IMPORTS.list();
  if (staged.objects.length) await env.IMPORTS.delete(staged.objects.map((o) => o.key));
}

beforeEach(async () => {
  await clearAll();
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
    `SELECT source, source_id, name, hebrew_name, names, address, city, state, zip_code, country, latitude, longitude, phone, website, nusach,
            has_wheelchair_access, opening_hours, minyan_times, geocode_precision, is_active, inactive_reason
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
    await clearAll();
  }
  return recorded;
}

const counts = (j: Job) => ({
  total: j.total,
  processed: j.processed,
  inserted: j.inserted,
  updated: j.updated,
  skipped: j.skipped,
  failed: j.failed,
});
const overpassCalls = () => network.requests.filter((r) => r.url === OVERPASS_INTERPRETER);

describe('OpenStreetMap import job', { timeout: 60_000 }, () => {
  it('asks Overpass once for the world, stages the answer in R2 and writes it in batches', async () => {
    const started = await startImport();
    expect(started).toMatchObject({
      kind: 'import',
      source: 'osm',
      status: 'queued',
      unit: 'elements',
      total: 0,
      processed: 0,
      notBefore: null,
    });

    const { job } = await runToEnd(started.id);
    expect(job).toMatchObject({ status: 'succeeded', lastError: null, attempts: 0, notBefore: null });
    expect(job.finishedAt).not.toBeNull();
    // 14 elements: one has no name, one is a former synagogue (a memorial).
    expect(counts(job)).toEqual({ total: 14, processed: 14, inserted: 12, updated: 0, skipped: 2, failed: 0 });

    // One request per run, for every synagogue in the world (building=synagogue without a religion too).
    expect(overpassCalls()).toHaveLength(1);
    const query = await requestQuery(overpassCalls()[0]!);
    expect(query).toContain('nwr["amenity"="place_of_worship"]["religion"="jewish"];');
    expect(query).toContain('nwr["amenity"="place_of_worship"]["building"="synagogue"][!"religion"];');
    expect(query).toContain('out center tags;');
    expect(query).not.toMatch(/\(-?\d/);
    const staged = await env.IMPORTS.get(stagedKey(started.id));
    expect(((await staged!.json()) as unknown[]).length).toBe(14);

    const rows = await snapshot();
    expect(rows).toHaveLength(12);
    recorded = { rows, counts: counts(job) };
    const bySource = Object.fromEntries(rows.map((r) => [r.source_id, r]));
    expect(bySource['node/358396681']).toMatchObject({
      source: 'osm',
      name: 'Congregation Shearith Israel',
      hebrew_name: null,
      address: '8 West 70th Street',
      city: 'New York',
      state: 'NY',
      zip_code: '10023',
      country: 'USA',
      latitude: 40.775,
      longitude: -73.9781,
      nusach: 'mizrachi',
      has_wheelchair_access: 1,
      minyan_times: 'Mo-Fr 07:15; Sa 09:00',
      geocode_precision: 'exact',
      is_active: 1,
    });
    expect(bySource['node/2679436201']).toMatchObject({ nusach: 'arizal', opening_hours: '"Mo-Su 06:00-23:00"' });
    expect(bySource['way/248962127']).toMatchObject({ website: 'https://parkeastsynagogue.org', nusach: null, country: 'USA' });
    expect(bySource['way/118474651']).toMatchObject({ city: 'Montréal', state: 'QC', country: 'Canada', nusach: 'mizrachi' });
    // Completed from the nearest place: country (and province) where the tags had none.
    expect(bySource['way/24386154']).toMatchObject({ city: 'Toronto', country: 'Canada', state: 'ON' });
    expect(bySource['way/4253178']).toMatchObject({ city: 'City of London', country: 'United Kingdom', address: '4 Heneage Lane' });
    expect(bySource['way/25801924']).toMatchObject({
      name: 'בית הכנסת הגדול',
      hebrew_name: 'בית הכנסת הגדול',
      names: '{"en":"Jerusalem Great Synagogue"}',
      city: 'Jerusalem',
      country: 'Israel',
      address: 'המלך ג׳ורג׳ 56',
    });
    expect(bySource['way/30232402']).toMatchObject({ address: 'Oranienburger Straße 28-30', country: 'Germany' });
    expect(bySource['node/2302744178']).toMatchObject({ nusach: 'temani' });
    expect(bySource['node/5188347912']).toBeUndefined();
    expect(bySource['way/43715539']).toBeUndefined();

    // The listings are searchable like any other (the FTS index follows the upsert), by their Hebrew name too.
    const fts = (q: string) =>
      env.DB.prepare('SELECT count(*) AS n FROM synagogues_fts WHERE synagogues_fts MATCH ?').bind(q).first<{ n: number }>();
    expect((await fts('Bevis'))?.n).toBe(1);
    expect((await fts('hebrew_name : "הגדול"'))?.n).toBe(1);
    expect((await fts('names_text : "jerusalem great"'))?.n).toBe(1);

    // The jobs panel's lists: everything was added.
    const changes = await (await api(`/api/jobs/${started.id}/changes`, { cookie: admin })).json<ImportChanges>();
    expect(changes.counts).toEqual({ added: 12, changed: 0, deactivated: 0 });
    expect(changes.items.added.map((i) => i.name)).toContain('Bevis Marks Synagogue');
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
    const row = await env.DB.prepare(
      "SELECT name, phone, zip_code, has_wheelchair_access FROM synagogues WHERE source_id = 'node/358396681'",
    ).first();
    // The admin's name and phone stay; the fields the admin did not touch follow OpenStreetMap.
    expect(row).toEqual({
      name: 'Shearith Israel (The Spanish & Portuguese Synagogue)',
      phone: '+1 212-555-0100',
      zip_code: '10024',
      has_wheelchair_access: 0,
    });

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
      await clearAll();
      const job = await startImport();
      // The isolate dies at the second batch that writes listings: before D1 commits it, or
      // right after. Every later D1 call of that invocation fails too, so the job is left
      // running and claimed, as a real crash leaves it.
      const db = createDb(crashingD1(2, when));
      const crash = async () => {
        for (let i = 0; i < 20; i++) {
          clock += MINUTE;
          await advanceJobs(db, runnersFor({ db, env }), { ...CRON_LIMITS, batchRows: 5 }, clock);
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
    const res = await api(`/api/jobs/${job.id}/cancel`, { method: 'POST', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: job.id, status: 'cancelled' });
    await tick();
    await tick();
    expect(overpassCalls()).toHaveLength(0);
    expect(await snapshot()).toEqual([]);
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

  it('a query error fails the request; after five retries with backoff the job fails with the last error', async () => {
    let calls = 0;
    network.use(
      http.post(OVERPASS_INTERPRETER, () => {
        calls += 1;
        return HttpResponse.text(overpassJsonText([OVERPASS_ELEMENTS[0]], REMARKS.failed));
      }),
    );
    const job = await startImport();
    await tick();
    let current = await jobById(job.id);
    // The remark's request failed: its element is discarded, not written.
    expect(current).toMatchObject({
      status: 'running',
      attempts: 1,
      lastError: expect.stringContaining('Query failed with the exception'),
    });
    expect(Date.parse(current.nextRunAt!)).toBe(clock + backoffMs(1));
    expect(await snapshot()).toEqual([]);
    for (let attempt = 2; attempt <= MAX_RETRIES + 1; attempt++) {
      clock = Date.parse(current.nextRunAt!) - MINUTE;
      await tick();
      current = await jobById(job.id);
    }
    expect(current).toMatchObject({ status: 'failed', attempts: MAX_RETRIES + 1, nextRunAt: null });
    expect(calls).toBe(MAX_RETRIES + 1);

    // 'Start Import' resumes the failed import (same job, same cursor) instead of starting over.
    network.use(...overpassHandlers);
    const res = await api('/api/scrape-godaven', { method: 'POST', cookie: admin });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ resumed: true, job: { id: job.id, status: 'queued', attempts: 0, lastError: null } });
    const { job: done } = await runToEnd(job.id);
    expect(done).toMatchObject({ status: 'succeeded', inserted: 12 });
    // A finished import is not resumed: the next start is a new job.
    const next = await startImport();
    expect(next.id).toBeGreaterThan(job.id);
  });

  it('429 twice, then a "Query failed" remark, then good data: every element once, no job failure, one request at a time', async () => {
    const answers = [
      () => new HttpResponse(RATE_LIMITED_BODY, { status: 429, headers: { 'content-type': 'text/html; charset=utf-8' } }),
      () => new HttpResponse(RATE_LIMITED_BODY, { status: 429, headers: { 'content-type': 'text/html; charset=utf-8' } }),
      () => HttpResponse.text(overpassJsonText(OVERPASS_ELEMENTS.slice(0, 3), REMARKS.failed)),
      () => HttpResponse.text(overpassJsonText([...OVERPASS_ELEMENTS, OVERPASS_ELEMENTS[0]])),
    ];
    let inFlight = 0;
    let maxInFlight = 0;
    network.use(
      http.post(OVERPASS_INTERPRETER, async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((done) => setTimeout(done, 5));
        inFlight -= 1;
        return answers.shift()!();
      }),
      http.get(OVERPASS_STATUS, () => HttpResponse.text(statusBusy(150))),
    );
    const job = await startImport();

    // The first 429: the wait /api/status announces (150 s, the earlier of its two slots) goes into the job row.
    await tick();
    let current = await jobById(job.id);
    expect(current).toMatchObject({ status: 'running', attempts: 0, lastError: expect.stringContaining('rate_limited') });
    expect(Date.parse(current.notBefore!)).toBe(clock + 150_000);
    // The next tick is before the slot: it sends nothing.
    await tick();
    expect(overpassCalls()).toHaveLength(1);
    // At the slot: the second 429, then (at its slot) the remark: a failed request, retried later.
    clock = Date.parse(current.notBefore!) - MINUTE;
    await tick();
    current = await jobById(job.id);
    expect(overpassCalls()).toHaveLength(2);
    expect(current).toMatchObject({ status: 'running', attempts: 0 });
    clock = Date.parse(current.notBefore!) - MINUTE;
    await tick();
    current = await jobById(job.id);
    expect(current).toMatchObject({ status: 'running', attempts: 1, notBefore: null, lastError: expect.stringContaining('Query failed') });
    expect(await snapshot()).toEqual([]);
    clock += backoffMs(1);
    const { job: done } = await runToEnd(job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 0, lastError: null, inserted: 12, failed: 0 });
    expect(overpassCalls()).toHaveLength(4);
    expect(network.requests.filter((r) => r.url === OVERPASS_STATUS)).toHaveLength(2);
    expect(maxInFlight).toBe(1);
    // The duplicated element is imported once.
    const ids = (await snapshot()).map((r) => r.source_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(12);
  });

  it('504 and stopped queries back off (1, 2, 4 minutes) without failing or splitting the query', async () => {
    const answers = [
      () => new HttpResponse(TOO_BUSY_BODY, { status: 504, headers: { 'content-type': 'text/html; charset=utf-8' } }),
      () => HttpResponse.text(overpassJsonText([], REMARKS.timedOut)),
      () => HttpResponse.text(overpassJsonText(OVERPASS_ELEMENTS.slice(0, 2), REMARKS.outOfMemory)),
      () => HttpResponse.text(overpassJsonText(OVERPASS_ELEMENTS)),
    ];
    network.use(http.post(OVERPASS_INTERPRETER, () => answers.shift()!()));
    const job = await startImport();
    for (const [i, text] of [
      [1, 'too busy'],
      [2, 'timed out'],
      [3, 'out of memory'],
    ] as const) {
      await tick();
      const current = await jobById(job.id);
      expect(current).toMatchObject({ status: 'running', attempts: 0, lastError: expect.stringContaining(text) });
      expect(Date.parse(current.notBefore!)).toBe(clock + busyWaitMs(i));
      clock = Date.parse(current.notBefore!) - MINUTE;
    }
    expect(busyWaitMs(3)).toBe(4 * MINUTE);
    expect(await snapshot()).toEqual([]);
    const { job: done } = await runToEnd(job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 0, inserted: 12 });
    // Every request was the same worldwide query: nothing was split.
    const queries = await Promise.all(overpassCalls().map((r) => requestQuery(r)));
    expect(new Set(queries).size).toBe(1);
    expect(queries).toHaveLength(4);
  });

  it('an answer cut off mid-JSON fails the request and writes nothing', async () => {
    const full = overpassJsonText(OVERPASS_ELEMENTS);
    let calls = 0;
    network.use(
      http.post(OVERPASS_INTERPRETER, () =>
        ++calls === 1 ? HttpResponse.text(full.slice(0, Math.floor(full.length / 2))) : HttpResponse.text(full),
      ),
    );
    const job = await startImport();
    await tick();
    expect(await jobById(job.id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('not complete JSON') });
    expect(await snapshot()).toEqual([]);
    clock += backoffMs(1);
    expect((await runToEnd(job.id)).job).toMatchObject({ status: 'succeeded', inserted: 12 });
  });

  it('counts an element without coordinates as failed and imports the rest', async () => {
    const positionless: OverpassFixtureElement = {
      type: 'way',
      id: 99,
      tags: { amenity: 'place_of_worship', religion: 'jewish', name: 'Nowhere Shul' },
    };
    network.use(overpassHandler([...OVERPASS_ELEMENTS, positionless]));
    const { job } = await runToEnd((await startImport()).id);
    expect(counts(job)).toMatchObject({ total: 15, inserted: 12, skipped: 2, failed: 1 });
  });

  it('deactivates a listing missing from two complete runs in a row, unless an admin edited it, and brings it back', async () => {
    const gone = 'node/1585938744'; // Hurva Synagogue
    const edited = 'node/2302744178';
    const without = OVERPASS_ELEMENTS.filter((el) => !['node/1585938744', 'node/2302744178'].includes(`${el.type}/${el.id}`));
    await runToEnd((await startImport()).id);
    await env.DB.prepare(`UPDATE synagogues SET phone = '+972 2-555-0100', edited_fields = '["phone"]' WHERE source_id = ?`)
      .bind(edited)
      .run();
    const status = async (id: string) =>
      env.DB.prepare('SELECT is_active, inactive_reason FROM synagogues WHERE source_id = ?').bind(id).first();

    network.use(overpassHandler(without));
    // The first run without them: one miss is not enough.
    const second = await runToEnd((await startImport()).id);
    expect(await status(gone)).toEqual({ is_active: 1, inactive_reason: null });
    // The second run in a row without them: deactivated, with the reason; the edited one stays.
    const third = await runToEnd((await startImport()).id);
    expect(await status(gone)).toEqual({
      is_active: 0,
      inactive_reason: expect.stringContaining(`jobs ${second.job.id} and ${third.job.id}`),
    });
    expect(await status(edited)).toEqual({ is_active: 1, inactive_reason: null });
    const changes = await (await api(`/api/jobs/${third.job.id}/changes`, { cookie: admin })).json<ImportChanges>();
    expect(changes.counts).toEqual({ added: 0, changed: 0, deactivated: 1 });
    expect(changes.items.deactivated).toEqual([
      {
        synagogueId: expect.any(Number),
        name: 'Hurva Synagogue',
        city: 'Jerusalem',
        country: 'Israel',
        reason: expect.stringContaining('No longer in OpenStreetMap'),
      },
    ]);
    // Removed listings leave the public directory.
    expect((await api(`/api/synagogues/${changes.items.deactivated[0]!.synagogueId}`)).status).toBe(404);
    // Only this run's and the previous run's answers stay staged.
    expect((await env.IMPORTS.list()).objects.map((o) => o.key).sort()).toEqual([stagedKey(second.job.id), stagedKey(third.job.id)].sort());

    // OpenStreetMap has it again: the listing comes back, and the run says it changed.
    network.use(...overpassHandlers);
    const fourth = await runToEnd((await startImport()).id);
    expect(fourth.job).toMatchObject({ inserted: 0, updated: 1 });
    expect(await status(gone)).toEqual({ is_active: 1, inactive_reason: null });
    const back = await (await api(`/api/jobs/${fourth.job.id}/changes`, { cookie: admin })).json<ImportChanges>();
    expect(back.counts).toEqual({ added: 0, changed: 1, deactivated: 0 });
  });

  it('deactivates nothing while the answers hold fewer than half as many elements as there are listings', async () => {
    await runToEnd((await startImport()).id);
    network.use(overpassHandler(OVERPASS_ELEMENTS.slice(0, 3)));
    await runToEnd((await startImport()).id);
    await runToEnd((await startImport()).id);
    const inactive = await env.DB.prepare('SELECT count(*) AS n FROM synagogues WHERE is_active = 0').first<{ n: number }>();
    expect(inactive?.n).toBe(0);
  });

  it('starts the nightly import only from IMPORT_SOURCES', async () => {
    const nightly = async (sources: string) => {
      const ctx = createExecutionContext();
      clock += MINUTE;
      await worker.scheduled(
        createScheduledController({ scheduledTime: clock, cron: '0 3 * * *' }),
        { ...env, IMPORT_SOURCES: sources },
        ctx,
      );
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
