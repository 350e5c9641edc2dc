// OpenStreetMap import through the Overpass API (OVERPASS_URL), politely (docs/architecture.md: Jobs
// and the cron). A run asks Overpass once for every synagogue in the world, stages the
// answer in R2 (IMPORTS), and writes it in batches from there over the following ticks;
// then it deactivates the listings whose element was missing from this run and the run
// before. One request at a time: a 429 waits for the slot /api/status announces, overload
// backs off; neither fails the job. Data © OpenStreetMap contributors, under the ODbL.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { jobs, type JobRow } from '#db/tables.ts';
import type { Budget } from '../jobs/budget.ts';
import { planUpsert, uniqueBySourceId } from '../jobs/imported-listings.ts';
import type { JobCursor, JobRunner, RunnerDeps, Step } from '../jobs/runner-contract.ts';
import { nearestPlaces } from './nearest-place.ts';
import { finishOsmListing, mapOsmElement, osmSourceId, type OsmDraft, type OverpassElement } from './osm-mapping.ts';
import type { OsmTimes } from './osm-times.ts';
import { announcedWait, queryOverpass, type OverpassRequest } from './overpass-client.ts';

/** Seconds Overpass may spend on the query; our own wait is a little longer. */
export const OVERPASS_TIMEOUT_S = 300;
export const FETCH_TIMEOUT_MS = (OVERPASS_TIMEOUT_S + 30) * 1000;

/**
 * Every synagogue in OpenStreetMap: places of worship tagged religion=jewish, and those
 * tagged building=synagogue that carry no religion tag at all (a synagogue building with
 * another religion is a church or mosque now).
 */
export const OVERPASS_QUERY =
  `[out:json][timeout:${OVERPASS_TIMEOUT_S}];\n` +
  '(\n' +
  '  nwr["amenity"="place_of_worship"]["religion"="jewish"];\n' +
  '  nwr["amenity"="place_of_worship"]["building"="synagogue"][!"religion"];\n' +
  ');\n' +
  'out center tags;';

/** Back-off while Overpass is overloaded: 1, 2, 4 … minutes, at most an hour. */
export const busyWaitMs = (consecutive: number) => Math.min(60, 2 ** (consecutive - 1)) * 60_000;
/** When /api/status cannot be read after a 429. */
const DEFAULT_SLOT_WAIT_MS = 60_000;
/** Rows read per step of the deactivation pass. */
const SWEEP_ROWS = 1000;

export const stagedKey = (jobId: number) => `osm/import-${jobId}.json`;

/**
 * Where an OpenStreetMap run stands. `fetch`: the query is still to be answered (`busy`
 * counts consecutive overloaded answers). `process`: the answer is staged at `staged`
 * (`count` elements) and written up to `offset`. `sweep`: deactivating listings missing from
 * this run and the previous complete one (`previous`, job `previousJob`), by listing id after `after`.
 */
export interface OsmCursor {
  phase: 'fetch' | 'process' | 'sweep';
  busy: number;
  staged: string | null;
  count: number;
  offset: number;
  previous: string | null;
  previousJob: number | null;
  after: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function readOsmCursor(cursor: JobCursor | null): OsmCursor {
  const phase = cursor?.phase === 'process' || cursor?.phase === 'sweep' ? cursor.phase : 'fetch';
  return {
    phase,
    busy: num(cursor?.busy),
    staged: str(cursor?.staged),
    count: num(cursor?.count),
    offset: num(cursor?.offset),
    previous: str(cursor?.previous),
    previousJob: typeof cursor?.previousJob === 'number' ? cursor.previousJob : null,
    after: num(cursor?.after),
  };
}

const elementOrder = (a: OverpassElement, b: OverpassElement) => a.type.localeCompare(b.type) || a.id - b.id;

/** Each element once (an answer can repeat one), in a stable order, so that `offset` means the same thing on every read. */
export function uniqueElements(elements: OverpassElement[]): OverpassElement[] {
  const byId = new Map(elements.map((el) => [osmSourceId(el), el]));
  return [...byId.values()].sort(elementOrder);
}

/** The OpenStreetMap import as a job runner; it keeps staged answers for the rest of the invocation. */
export function overpassRunner({ db, env }: RunnerDeps): JobRunner {
  const staged = new Map<string, OverpassElement[]>();
  const request: OverpassRequest = {
    url: env.OVERPASS_URL,
    userAgent: `ShulFinder/1.0 (+${env.PUBLIC_ORIGIN})`,
    timeoutMs: FETCH_TIMEOUT_MS,
  };

  /** A staged answer, or null when it is gone from R2. */
  async function read(key: string): Promise<OverpassElement[] | null> {
    const cached = staged.get(key);
    if (cached) return cached;
    const object = await env.IMPORTS.get(key);
    if (!object) return null;
    const elements = (await object.json()) as OverpassElement[];
    staged.set(key, elements);
    return elements;
  }

  const base = (c: OsmCursor) => ({
    cursor: { ...c },
    processed: c.offset,
    total: c.count,
    writes: [],
    rows: 0,
    rowsPerStatement: 0,
    done: false,
  });

  async function fetchStep(job: JobRow, c: OsmCursor, budget: Budget): Promise<Step | null> {
    if (!budget.takeFetch()) return null;
    const answer = await queryOverpass(request, OVERPASS_QUERY);
    if (answer.kind === 'error') throw new Error(answer.message);
    if (answer.kind === 'rate-limited') {
      const wait = budget.takeFetch() ? await announcedWait(request) : null;
      const notBefore = new Date(budget.now + (wait ?? DEFAULT_SLOT_WAIT_MS));
      return {
        ...base(c),
        notBefore,
        notice: `${answer.message} Waiting for the slot /api/status announced (${notBefore.toISOString()}).`,
      };
    }
    if (answer.kind === 'busy') {
      const busy = c.busy + 1;
      const notBefore = new Date(budget.now + busyWaitMs(busy));
      return { ...base({ ...c, busy }), notBefore, notice: `${answer.message} Asking again after ${notBefore.toISOString()}.` };
    }
    const elements = uniqueElements(answer.elements);
    const key = stagedKey(job.id);
    await env.IMPORTS.put(key, JSON.stringify(elements), { httpMetadata: { contentType: 'application/json' } });
    staged.set(key, elements);
    return base({ ...c, phase: 'process', busy: 0, staged: key, count: elements.length, offset: 0 });
  }

  /** The previous complete run's staged answer, if it is still there. */
  async function previousRun(job: JobRow, budget: Budget): Promise<{ previous: string | null; previousJob: number | null }> {
    budget.useQueries();
    const prior = await db
      .select({ id: jobs.id, cursor: jobs.cursor })
      .from(jobs)
      .where(and(eq(jobs.kind, 'import'), eq(jobs.source, 'osm'), eq(jobs.status, 'succeeded'), lt(jobs.id, job.id)))
      .orderBy(desc(jobs.id))
      .get();
    const key = prior ? readOsmCursor(prior.cursor).staged : null;
    return key ? { previous: key, previousJob: prior!.id } : { previous: null, previousJob: null };
  }

  async function processStep(job: JobRow, c: OsmCursor, budget: Budget): Promise<Step> {
    const elements = await read(c.staged!);
    // The staged answer is gone (deleted by hand): ask Overpass again.
    if (!elements) return base({ ...c, phase: 'fetch', staged: null, count: 0, offset: 0 });
    const slice = elements.slice(c.offset, c.offset + budget.limits.batchRows);
    // Loaded on the first batch, not when the Worker starts: the opening_hours evaluator behind it
    // is most of the bundle's module evaluation, which no request needs (docs/architecture.md: Jobs and the cron).
    const { osmTimesOf, planOsmTimes, storedTimes } = await import('./osm-times.ts');
    const drafts: OsmDraft[] = [];
    const times = new Map<string, OsmTimes>();
    let skipped = 0;
    let failed = 0;
    for (const el of slice) {
      const result = mapOsmElement(el);
      if (result.ok) {
        const { listing } = result.draft;
        drafts.push(result.draft);
        times.set(listing.sourceId, osmTimesOf(listing.sourceId, el.tags ?? {}, listing));
      } else if (result.failed) failed += 1;
      else skipped += 1;
    }
    const lacking = drafts.filter((d) => !d.countryCode || !d.listing.city);
    const places = lacking.length
      ? await nearestPlaces(
          db,
          lacking.map((d) => ({ lat: d.listing.latitude, lng: d.listing.longitude })),
        )
      : [];
    if (lacking.length) budget.useQueries();
    const nearestOf = new Map(lacking.map((d, i) => [d, places[i]]));
    const listings = uniqueBySourceId(drafts.map((d) => finishOsmListing(d, nearestOf.get(d))));

    const offset = c.offset + slice.length;
    let next: OsmCursor = { ...c, offset };
    if (offset >= elements.length) next = { ...next, phase: 'sweep', after: 0, ...(await previousRun(job, budget)) };
    const step: Step = { ...base(next), skipped, failed };
    if (!listings.length) return step;
    const plan = planUpsert(job.id, 'osm', listings);
    budget.useQueries();
    const timesPlan = planOsmTimes(job.id, [...times.values()], await storedTimes(db, [...times.keys()]));
    return {
      ...step,
      writes: [...plan.changes, plan.statement, ...timesPlan.writes],
      inserted: plan.inserted,
      updated: plan.updated,
      rows: plan.rows,
      rowsPerStatement: plan.rows,
    };
  }

  /** Deletes staged answers other than this run's and the previous run's. */
  async function pruneStaged(keep: (string | null)[]) {
    const listed = await env.IMPORTS.list({ prefix: 'osm/' });
    const stale = listed.objects.map((o) => o.key).filter((k) => !keep.includes(k));
    if (stale.length) await env.IMPORTS.delete(stale);
  }

  async function sweepStep(job: JobRow, c: OsmCursor, budget: Budget): Promise<Step> {
    const current = c.staged ? await read(c.staged) : null;
    const previous = c.previous ? await read(c.previous) : null;
    const finish = async (): Promise<Step> => {
      await pruneStaged([c.staged, c.previous]);
      return { ...base(c), writes: [pruneChanges()], done: true };
    };
    // Only a listing missing from two complete runs is deactivated: without the earlier run's
    // answer, none is.
    if (!current || !previous) return finish();
    // Nor when this answer holds fewer than half as many elements as there are active listings
    // from OpenStreetMap: a truncated world is likelier than half the synagogues closing.
    budget.useQueries(2);
    const active = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM synagogues WHERE source = 'osm' AND is_active = 1`);
    if (current.length < (active?.n ?? 0) / 2) return finish();
    const rows = await db.all<{ id: number; source_id: string }>(sql`
      SELECT id, source_id FROM synagogues
      WHERE source = 'osm' AND is_active = 1 AND id > ${c.after} AND json_array_length(edited_fields) = 0
      ORDER BY id LIMIT ${SWEEP_ROWS}`);
    const seen = new Set([...current, ...previous].map(osmSourceId));
    const missing = rows.filter((r) => !seen.has(r.source_id));
    const next: OsmCursor = { ...c, after: rows.at(-1)?.id ?? c.after };
    if (rows.length === SWEEP_ROWS) {
      return {
        ...base(next),
        writes: missing.length ? deactivate(job.id, c.previousJob, missing) : [],
        rows: missing.length,
        rowsPerStatement: missing.length,
      };
    }
    const done = await finish();
    const writes = missing.length ? [...deactivate(job.id, c.previousJob, missing), ...done.writes] : done.writes;
    return { ...done, cursor: { ...next }, writes, rows: missing.length, rowsPerStatement: missing.length };
  }

  return {
    // A write batch: three reads (nearest places, stored times, the previous run) and up to ten
    // statements (two import_changes, the upsert, seven for the times, osm-times.ts).
    queriesPerStep: 13,
    async step(job: JobRow, budget: Budget): Promise<Step | null> {
      const c = readOsmCursor(job.cursor);
      if (c.phase === 'fetch') return fetchStep(job, c, budget);
      if (c.phase === 'process') return processStep(job, c, budget);
      return sweepStep(job, c, budget);
    },
  };
}

const running = (jobId: number) => sql`EXISTS (SELECT 1 FROM jobs WHERE jobs.id = ${jobId} AND jobs.status IN ('running', 'succeeded'))`;

/** Deactivates listings whose element two complete runs in a row did not return, and records them for the jobs panel. */
function deactivate(jobId: number, previousJob: number | null, rows: { id: number; source_id: string }[]) {
  const ids = JSON.stringify(rows.map((r) => r.id));
  const reason = `No longer in OpenStreetMap: missing from two complete imports in a row (jobs ${previousJob ?? '?'} and ${jobId}).`;
  return [
    sql`INSERT INTO import_changes (job_id, source, source_id, change)
      SELECT ${jobId}, 'osm', s.source_id, 'deactivated' FROM synagogues s
      WHERE s.id IN (SELECT value FROM json_each(${ids})) AND ${running(jobId)}`,
    sql`UPDATE synagogues SET is_active = 0, inactive_reason = ${reason}, updated_at = cast(unixepoch('subsec') * 1000 as integer)
      WHERE id IN (SELECT value FROM json_each(${ids})) AND ${running(jobId)}`,
  ];
}

/** Keeps the change lists of the last three OpenStreetMap runs. */
const pruneChanges = () => sql`DELETE FROM import_changes WHERE source = 'osm' AND job_id NOT IN (
  SELECT id FROM jobs WHERE kind = 'import' AND source = 'osm' ORDER BY id DESC LIMIT 3)`;
