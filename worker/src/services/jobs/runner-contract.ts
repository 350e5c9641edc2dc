// The contract between the jobs engine and a kind of work (an import source, geocoding).
import type { SQL } from 'drizzle-orm';
import type { JobRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import type { Env } from '../../env.ts';
import type { Budget } from './budget.ts';

export type JobCursor = Record<string, unknown>;

/** One batch: the rows to write and where the job stands after them. */
export interface Step {
  /** Statements writing the batch's rows. The engine runs them in one D1 batch after the job row's update. */
  writes: SQL[];
  cursor: JobCursor;
  /** Absolute progress after this batch. */
  processed: number;
  /** Set when the runner learns the job's size. */
  total?: number;
  /** Increments; SQL ones are evaluated in the batch, before the writes. */
  inserted?: number | SQL;
  updated?: number | SQL;
  skipped?: number;
  failed?: number;
  /** Listings written (or looked at, for a pass that writes none). */
  rows: number;
  /** The most rows any one statement of `writes` carries. */
  rowsPerStatement: number;
  done: boolean;
  /**
   * The upstream asked us to wait (a rate limit's announced slot, a back-off while it is
   * busy): the job is skipped until then, without counting a failure. `notice` says why.
   */
  notBefore?: Date;
  notice?: string;
}

export interface JobRunner {
  /** The most queries one step issues, reads and writes together (the engine adds one for the job row). */
  readonly queriesPerStep: number;
  /**
   * Prepares the next batch of `job` (reading what it needs), or null when the budget cannot
   * pay for it in this invocation. Throws when the batch fails (it will be retried).
   */
  step(job: JobRow, budget: Budget): Promise<Step | null>;
}

export interface RunnerDeps {
  db: Db;
  env: Env;
}

/** A cursor field as a number, or the default. */
export const cursorNumber = (cursor: JobCursor | null, key: string, fallback = 0): number => {
  const v = cursor?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};
