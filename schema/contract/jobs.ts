// Import and geocoding jobs (docs/api.md: Import and geocoding jobs): the API's job shape, derived
// from the `jobs` table with drizzle-zod, and the query/input schemas of /api/jobs,
// /api/scrape-godaven and /api/geocode-synagogues-basic.
import { createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { JOB_KINDS, JOB_STATUSES, type ImportChange, type JobStatus } from '#domain/enums.ts';
import { jobs } from '#db/jobs.ts';
import { synagogueRow } from './synagogues.ts';

/** Import sources an import job can run (IMPORT_SOURCES lists a subset, comma-separated). */
export const IMPORT_SOURCES = ['osm', 'partner'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** A job still to do or doing: only one per kind at a time. */
export const ACTIVE_JOB_STATUSES = ['queued', 'running'] as const satisfies readonly JobStatus[];
export const isActiveJob = (job: { status: JobStatus }) => (ACTIVE_JOB_STATUSES as readonly JobStatus[]).includes(job.status);

/**
 * What `processed` and `total` count: an OpenStreetMap import walks the elements of
 * Overpass's answer; a partner feed import and a geocoding pass walk listings.
 */
export const JOB_UNITS = ['elements', 'listings'] as const;
export type JobUnit = (typeof JOB_UNITS)[number];

/** A job as the API answers it: the row without its cursor (which stays on the server), times as ISO strings. */
export const jobRow = createSelectSchema(jobs, {
  nextRunAt: z.string().nullable(),
  notBefore: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
  .omit({ cursor: true })
  .extend({ unit: z.enum(JOB_UNITS) });
export type Job = z.output<typeof jobRow>;

/** 409 body when a job of the same kind is already queued or running. */
export interface JobConflict {
  message: string;
  job: Job;
}

/** POST /api/scrape-godaven → 202; `resumed` when it resumed the source's unfinished (failed) import. */
export interface StartImportResponse {
  job: Job;
  resumed: boolean;
}

/** One listing an import run added, changed or deactivated. */
export const importChangeItem = synagogueRow.pick({ name: true, city: true, country: true }).extend({
  synagogueId: synagogueRow.shape.id,
  /** Why it was deactivated. */
  reason: synagogueRow.shape.inactiveReason,
});
export type ImportChangeItem = z.output<typeof importChangeItem>;

/** GET /api/jobs/:id/changes: what an import run did, counted, with the first listings of each kind. */
export interface ImportChanges {
  counts: Record<ImportChange, number>;
  items: Record<ImportChange, ImportChangeItem[]>;
}

export const IMPORT_CHANGES_SHOWN = 50;

/** POST /api/geocode-synagogues-basic: counts so far, and the job that carries on if not finished. */
export interface GeocodeResponse {
  succeeded: number;
  failed: number;
  remaining: number;
  job: Job;
}

export const JOB_LIST_DEFAULT = 20;
export const JOB_LIST_MAX = 100;

/** GET /api/jobs. */
export const jobListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(JOB_LIST_MAX, { error: `limit must be at most ${JOB_LIST_MAX}` })
    .optional()
    .default(JOB_LIST_DEFAULT),
  kind: z.enum(JOB_KINDS, { error: `kind must be one of ${JOB_KINDS.join(', ')}` }).optional(),
  status: z.enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}` }).optional(),
});
export type JobListQuery = z.input<typeof jobListQuery>;

/** POST /api/scrape-godaven: the dashboard's button sends no body; a source may be named. */
export const startImportInput = z.object({
  source: z.enum(IMPORT_SOURCES, { error: `source must be one of ${IMPORT_SOURCES.join(', ')}` }).optional(),
});
export type StartImportInput = z.input<typeof startImportInput>;
