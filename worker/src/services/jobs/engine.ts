// The jobs engine (docs/architecture.md: Jobs and the cron): each invocation advances every queued or running job
// by bounded batches within a budget. A batch's rows and the job's cursor and counts are
// written in one D1 batch (a transaction), so a crash between batches loses nothing and
// repeats nothing. A failed batch is retried with backoff, then the job fails.
import { and, eq, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { ACTIVE_JOB_STATUSES } from '#contract/jobs.ts';
import { jobs, type JobRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { Budget, type Limits } from './budget.ts';
import type { JobRunner, Step } from './runner-contract.ts';

/** Retries of a failed batch before the job fails. */
export const MAX_RETRIES = 5;
/** Wait before retry n (1-based): 1, 2, 4, 8, 16 minutes. */
export const backoffMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);
/**
 * How long a claimed job stays with the invocation that claimed it: the time budget, one
 * slow upstream request (Overpass may take its full query timeout, importers/overpass.ts),
 * and a margin, so that no second request to the source starts while one is in flight. A
 * crashed invocation's claim lapses after this.
 */
export const LEASE_MS = 6 * 60_000;

export interface TickReport {
  jobId: number;
  kind: string;
  source: string | null;
  batches: number;
  rows: number;
  /** The most rows any one statement carried. */
  peakRowsPerStatement: number;
  /** D1 queries and upstream fetches the invocation had used when this job's turn ended. */
  queries: number;
  fetches: number;
  status: JobRow['status'];
  error?: string;
}

export type RunnerFactory = (job: JobRow) => JobRunner;

const reportOf = (job: JobRow, budget: Budget, more: Partial<TickReport> = {}): TickReport => ({
  jobId: job.id,
  kind: job.kind,
  source: job.source,
  batches: 0,
  rows: 0,
  peakRowsPerStatement: 0,
  queries: budget.queries,
  fetches: budget.fetches,
  status: job.status,
  ...more,
});

/**
 * Jobs that want a batch now: queued or running, not waiting for a retry or held by another
 * invocation, and not asked by their source to wait (`notBefore`).
 */
const due = (now: number) =>
  and(
    inArray(jobs.status, [...ACTIVE_JOB_STATUSES]),
    or(isNull(jobs.nextRunAt), lte(jobs.nextRunAt, new Date(now))),
    or(isNull(jobs.notBefore), lte(jobs.notBefore, new Date(now))),
  );

/** Takes the job for this invocation (queued → running), or undefined if another invocation holds it. */
async function claim(db: Db, id: number, now: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'running', startedAt: sql`coalesce(${jobs.startedAt}, ${now})`, nextRunAt: new Date(now + LEASE_MS) })
    .where(and(eq(jobs.id, id), due(now)))
    .returning();
  return row;
}

// Batches go to D1 directly: drizzle's batch() cannot carry raw SQL with parameters.
const dialect = new SQLiteAsyncDialect({ casing: 'snake_case' });
const statement = (d1: D1Database, q: { sql: string; params: unknown[] }) => d1.prepare(q.sql).bind(...q.params);
const rawStatement = (d1: D1Database, q: SQL) => statement(d1, dialect.sqlToQuery(q));

/**
 * Writes one batch in one D1 batch (a transaction): the job row first (its SQL counts read
 * the state before the rows; it matches only while the job runs), then the rows (guarded by
 * the job's status). Returns the job as it now stands, or undefined if it was cancelled.
 */
async function commit(db: Db, job: JobRow, step: Step, now: number): Promise<JobRow | undefined> {
  const add = (column: SQLWrapper, by: Step['inserted']) => sql`${column} + ${by ?? 0}`;
  const finished = step.done ? { status: 'succeeded' as const, finishedAt: new Date(now), nextRunAt: null } : {};
  const progress = {
    cursor: step.cursor,
    processed: step.processed,
    total: step.total ?? job.total,
    attempts: 0,
    lastError: step.notice ?? null,
    notBefore: step.notBefore ?? null,
  };
  const update = db
    .update(jobs)
    .set({
      ...progress,
      inserted: add(jobs.inserted, step.inserted),
      updated: add(jobs.updated, step.updated),
      skipped: add(jobs.skipped, step.skipped),
      failed: add(jobs.failed, step.failed),
      ...finished,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
  const d1 = db.$client;
  const [head] = await d1.batch([statement(d1, update.toSQL()), ...step.writes.map((w) => rawStatement(d1, w))]);
  if (!head?.meta.changes) return undefined;
  return { ...job, ...progress, ...finished };
}

/** Records a failed batch: a retry after backoff, or the job's failure after MAX_RETRIES retries. */
async function recordFailure(db: Db, job: JobRow, error: unknown, now: number): Promise<JobRow | undefined> {
  const attempts = job.attempts + 1;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const giveUp = attempts > MAX_RETRIES;
  const [row] = await db
    .update(jobs)
    .set({
      attempts,
      lastError: message,
      notBefore: null,
      ...(giveUp
        ? { status: 'failed' as const, finishedAt: new Date(now), nextRunAt: null }
        : { nextRunAt: new Date(now + backoffMs(attempts)) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
    .returning();
  return row;
}

/** Advances one claimed job until it is done, cancelled, fails a batch, or the budget runs out. */
async function advanceJob(db: Db, claimed: JobRow, runner: JobRunner, budget: Budget, now: number): Promise<TickReport> {
  const report = reportOf(claimed, budget);
  let job = claimed;
  try {
    // Room for the step, the job row's update, and the query that ends this turn (release or failure).
    while (job.status === 'running' && budget.canStart(runner.queriesPerStep + 2)) {
      const step = await runner.step(job, budget);
      if (!step) break;
      budget.useQueries(1 + step.writes.length);
      const next = await commit(db, job, step, now);
      report.batches += 1;
      report.peakRowsPerStatement = Math.max(report.peakRowsPerStatement, step.rowsPerStatement);
      report.rows += step.rows;
      if (!next) {
        // Cancelled meanwhile: the guarded writes wrote nothing.
        job = { ...job, status: 'cancelled' };
        break;
      }
      job = next;
      // The source asked us to wait: this job's turn ends here.
      if (step.notBefore) break;
    }
    if (job.status === 'running') {
      // Give the job back so the next invocation need not wait for the claim to lapse.
      budget.useQueries();
      await db
        .update(jobs)
        .set({ nextRunAt: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.nextRunAt, job.nextRunAt!)));
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
    budget.useQueries();
    job = (await recordFailure(db, job, error, now)) ?? job;
  }
  return { ...report, status: job.status, queries: budget.queries, fetches: budget.fetches };
}

/**
 * Claims job `id` and advances it within `budget`: undefined if it is not due or another
 * invocation holds it.
 */
export async function advanceOne(
  db: Db,
  id: number,
  runnerFor: RunnerFactory,
  budget: Budget,
  now: number,
): Promise<TickReport | undefined> {
  budget.useQueries();
  const job = await claim(db, id, now);
  if (!job) return undefined;
  let runner: JobRunner;
  try {
    runner = runnerFor(job);
  } catch (error) {
    // A job this deployment cannot run (e.g. a source that is not configured) fails at once.
    const failed = await recordFailure(db, { ...job, attempts: MAX_RETRIES }, error, now);
    return reportOf(failed ?? job, budget, { error: error instanceof Error ? error.message : String(error) });
  }
  return advanceJob(db, job, runner, budget, now);
}

/**
 * One cron tick: claims each due job in turn and advances it within the shared budget.
 * `now` is the tick's scheduled time (backoff and claims are measured against it).
 */
export async function advanceJobs(db: Db, runnerFor: RunnerFactory, limits: Limits, now: number): Promise<TickReport[]> {
  const budget = new Budget(limits, now);
  budget.useQueries();
  const candidates = await db.select({ id: jobs.id }).from(jobs).where(due(now)).orderBy(jobs.id).all();
  const reports: TickReport[] = [];
  for (const { id } of candidates) {
    if (!budget.canStart(2)) break;
    const report = await advanceOne(db, id, runnerFor, budget, now);
    if (report) reports.push(report);
  }
  return reports;
}
