// Words for the jobs panel: what a job is, how far it got, what it did.
import type { Job } from '#contract/jobs.ts';
import { formatInteger } from '#web-lib/format.ts';

const SOURCE_NAMES: Record<string, string> = { osm: 'OpenStreetMap', partner: 'Partner directory' };

export function jobTitle(job: Pick<Job, 'kind' | 'source'>): string {
  if (job.kind === 'geocode') return 'Geocoding (basic city lookup)';
  return `Import from ${SOURCE_NAMES[job.source ?? ''] ?? job.source ?? 'unknown source'}`;
}

export const STATUS_LABELS: Record<Job['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<Job['status'], string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** Percent done, or null while the size is not known yet. */
export function progressPercent(job: Pick<Job, 'processed' | 'total' | 'status'>): number | null {
  if (job.status === 'succeeded') return 100;
  if (job.total <= 0) return null;
  return Math.min(100, Math.round((job.processed / job.total) * 100));
}

/** '120 of 2,950 elements', or '40 listings' while the total is unknown. */
export function progressText(job: Pick<Job, 'processed' | 'total' | 'unit'>): string {
  return job.total > 0
    ? `${formatInteger(job.processed)} of ${formatInteger(job.total)} ${job.unit}`
    : `${formatInteger(job.processed)} ${job.unit}`;
}

/** The counts that matter for the kind of job, as label/value pairs. */
export function jobCounts(job: Job): [string, number][] {
  if (job.kind === 'geocode') {
    return [
      ['Located', job.updated],
      ['Not found', job.failed],
    ];
  }
  return [
    ['Added', job.inserted],
    ['Updated', job.updated],
    ['Skipped', job.skipped],
    ['Failed', job.failed],
  ];
}

export const isActive = (job: Pick<Job, 'status'>) => job.status === 'queued' || job.status === 'running';

/** A failed batch waiting for its retry: 'Retry 2 at 3:05 PM'. */
export function retryText(job: Pick<Job, 'attempts' | 'nextRunAt' | 'status'>): string | null {
  if (job.status !== 'running' || job.attempts === 0 || !job.nextRunAt) return null;
  const at = new Date(job.nextRunAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `Retry ${job.attempts} at ${at}`;
}

/** The source asked the job to wait (Overpass's announced slot, or a back-off while it is busy): 'Waiting until 3:05 PM'. */
export function waitingText(job: Pick<Job, 'notBefore' | 'status'>): string | null {
  if (job.status !== 'running' || !job.notBefore) return null;
  const at = new Date(job.notBefore).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `Waiting for the source until ${at}`;
}

export const formatWhen = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : null;
