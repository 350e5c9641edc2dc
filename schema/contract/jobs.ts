// Import and geocoding jobs (issue 9, README: Import and geocoding jobs): the API's job shape and the
// query/input schemas of /api/jobs, /api/scrape-godaven and /api/geocode-synagogues-basic.
import { z } from './zod.ts';
import { JOB_KINDS, JOB_STATUSES, type ImportChange, type JobKind, type JobStatus } from '#domain/enums.ts';

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
export type JobUnit = 'elements' | 'listings';

/** A job as the API answers it (the cursor stays on the server). */
export interface Job {
  id: number;
  kind: JobKind;
  source: string | null;
  status: JobStatus;
  unit: JobUnit;
  total: number;
  processed: number;
  inserted: number;
  updated: number;
  skipped: number;
  failed: number;
  /** Consecutive failed tries of the current batch. */
  attempts: number;
  /** When the next batch may run (a retry after a failure waits here). */
  nextRunAt: string | null;
  /** The source asked us to wait until then (Overpass's announced slot, or a back-off while it is busy); `lastError` says why. */
  notBefore: string | null;
  lastError: string | null;
  startedBy: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

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
export interface ImportChangeItem {
  synagogueId: number;
  name: string;
  city: string;
  country: string;
  /** Why it was deactivated. */
  reason: string | null;
}

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
