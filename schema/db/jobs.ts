// Import and geocoding jobs, and what each import run changed.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, updatedAt } from './columns.ts';
import { IMPORT_CHANGES, JOB_KINDS, JOB_STATUSES, LISTING_SOURCES } from '#domain/enums.ts';
import { users } from './accounts.ts';

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: JOB_KINDS }).notNull(),
    source: text(),
    status: text({ enum: JOB_STATUSES }).notNull().default('queued'),
    /** Where the next batch starts; meaning is the job kind's own. */
    cursor: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    inserted: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Consecutive failed attempts of the current batch (retried with backoff). */
    attempts: integer().notNull().default(0),
    /** When the next batch may run (a retry after a failure waits here). */
    nextRunAt: timestamp(),
    /** The upstream asked us to wait (Overpass's announced slot, or a back-off while it is busy): ticks skip the job until then. */
    notBefore: timestamp(),
    lastError: text(),
    startedBy: text().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp(),
    finishedAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_kind_status_idx').on(t.kind, t.status)],
);

/**
 * What each import run added, changed and deactivated (by the source's id), for the admin's
 * jobs panel. Kept for the last few runs of each source.
 */
export const importChanges = sqliteTable(
  'import_changes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: text({ enum: LISTING_SOURCES }).notNull(),
    sourceId: text().notNull(),
    change: text({ enum: IMPORT_CHANGES }).notNull(),
  },
  (t) => [index('import_changes_job_change_idx').on(t.jobId, t.change)],
);

export type JobRow = typeof jobs.$inferSelect;
export type ImportChangeRow = typeof importChanges.$inferSelect;
