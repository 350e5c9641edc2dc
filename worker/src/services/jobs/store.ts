// Job rows: start (one active job per kind), read, list, cancel, and the API shape.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobKind } from '#domain/enums.ts';
import { ACTIVE_JOB_STATUSES, type Job, type JobListQuery, type JobUnit } from '#contract/jobs.ts';
import { jobs, type JobRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { iso } from '../listings/serialize.ts';

/** What `processed` counts: OpenStreetMap imports walk Overpass's elements, everything else walks listings. */
export const jobUnit = (row: Pick<JobRow, 'kind' | 'source'>): JobUnit =>
  row.kind === 'import' && row.source === 'osm' ? 'elements' : 'listings';

export function toJob(row: JobRow): Job {
  const { cursor: _cursor, ...rest } = row;
  return {
    ...rest,
    unit: jobUnit(row),
    nextRunAt: iso(row.nextRunAt),
    notBefore: iso(row.notBefore),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const getJob = (db: Db, id: number) => db.select().from(jobs).where(eq(jobs.id, id)).get();

/** The queued or running job of a kind, if any. */
export const activeJob = (db: Db, kind: JobKind) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, [...ACTIVE_JOB_STATUSES])))
    .orderBy(jobs.id)
    .get();

export type StartResult = { ok: true; job: JobRow; resumed?: boolean } | { ok: false; active: JobRow };

/**
 * Queues a job unless one of the same kind is queued or running; the check and the insert
 * are one statement, so two simultaneous starts cannot both win. `total` may be SQL (the
 * geocoder counts the listings it will visit in the same statement).
 */
export async function startJob(
  db: Db,
  o: { kind: JobKind; source: string | null; startedBy: string | null; total?: number | SQL },
): Promise<StartResult> {
  const created = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO jobs (kind, source, status, started_by, total)
    SELECT ${o.kind}, ${o.source}, 'queued', ${o.startedBy}, ${o.total ?? 0}
    WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${o.kind} AND status IN ('queued', 'running'))
    RETURNING id`);
  if (created) return { ok: true, job: (await getJob(db, created.id))! };
  const active = await activeJob(db, o.kind);
  // The active job finished between the two statements: try once more.
  return active ? { ok: false, active } : startJob(db, o);
}

/**
 * Queues the source's latest import again if it failed, with its cursor (for OpenStreetMap,
 * the staged answer and how far it was written), so it carries on instead of starting over.
 * Nothing happens while an import is queued or running. Returns the requeued job, if any.
 */
export async function resumeFailedImport(db: Db, source: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, nextRunAt: null, notBefore: null, lastError: null, finishedAt: null })
    .where(
      and(
        eq(jobs.id, sql`(SELECT max(id) FROM jobs WHERE kind = 'import' AND source = ${source})`),
        eq(jobs.status, 'failed'),
        sql`NOT EXISTS (SELECT 1 FROM jobs WHERE kind = 'import' AND status IN ('queued', 'running'))`,
      ),
    )
    .returning();
  return row;
}

export function listJobs(db: Db, q: JobListQuery & { limit: number }) {
  const filters = [q.kind ? eq(jobs.kind, q.kind) : undefined, q.status ? eq(jobs.status, q.status) : undefined];
  return db
    .select()
    .from(jobs)
    .where(and(...filters))
    .orderBy(desc(jobs.id))
    .limit(q.limit)
    .all();
}

/**
 * Cancels a queued or running job. A batch already writing finishes (its statements check
 * the status and write nothing once cancelled); no further batch starts. Returns the row
 * after the attempt, or undefined for an unknown id.
 */
export async function cancelJob(db: Db, id: number): Promise<{ cancelled: boolean; job: JobRow } | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: new Date(), nextRunAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, [...ACTIVE_JOB_STATUSES])))
    .returning();
  if (row) return { cancelled: true, job: row };
  const job = await getJob(db, id);
  return job ? { cancelled: false, job } : undefined;
}
