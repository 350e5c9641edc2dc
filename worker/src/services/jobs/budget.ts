// What one invocation (a cron tick or a request) may spend on jobs: wall time to start new
// batches in, D1 queries and upstream fetches (well under the Workers limits of 1000 each),
// and rows per batch.

export interface Limits {
  /** New batches start only within this much wall time from the start. */
  budgetMs: number;
  /** D1 queries (each statement of a batch counts). */
  maxQueries: number;
  /** Outbound requests to a source. */
  maxFetches: number;
  /** Listings written per batch (and so per statement). */
  batchRows: number;
}

/** A cron tick: the cron fires every minute, so a tick stops starting batches well before the next. */
export const CRON_LIMITS: Limits = { budgetMs: 20_000, maxQueries: 900, maxFetches: 40, batchRows: 500 };

/** Work done inside an admin's request (the geocoding pass): a few seconds, no upstream calls. */
export const REQUEST_LIMITS: Limits = { budgetMs: 4_000, maxQueries: 40, maxFetches: 0, batchRows: 500 };

export class Budget {
  queries = 0;
  fetches = 0;
  private readonly startedAt = Date.now();

  /** `now`: the invocation's clock (a cron tick's scheduled time), for waits a runner schedules. */
  constructor(
    readonly limits: Limits,
    readonly now = Date.now(),
  ) {}

  /** Whether a batch of at most `queries` queries may start now. */
  canStart(queries: number): boolean {
    return Date.now() - this.startedAt < this.limits.budgetMs && this.queries + queries <= this.limits.maxQueries;
  }

  useQueries(n = 1) {
    this.queries += n;
  }

  /** Takes one upstream fetch from the budget; false when none is left. */
  takeFetch(): boolean {
    if (this.fetches >= this.limits.maxFetches) return false;
    this.fetches += 1;
    return true;
  }
}
