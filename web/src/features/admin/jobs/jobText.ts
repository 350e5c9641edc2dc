// Words for the jobs panel: what a job is, how far it got, what it did, in the page's language.
import type { Job } from '#contract/jobs.ts';
import type { Formatters } from '../../../i18n/format.ts';
import type { Translate } from '../../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../../i18n/ids.ts';
import type { AdminDates } from '../dates.ts';

/** 'Import from OpenStreetMap', 'Geocoding (basic city lookup)'. */
export function jobTitle(t: Translate, job: Pick<Job, 'kind' | 'source'>): string {
  if (job.kind === 'geocode') return t('admin.jobs.title.geocode');
  return t('admin.jobs.title.import', { source: job.source ?? 'unknown' });
}

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
export function progressText(t: Translate, format: Formatters, job: Pick<Job, 'processed' | 'total' | 'unit'>): string {
  return job.total > 0
    ? t('admin.jobs.progressOf', { unit: job.unit, processed: format.integer(job.processed), total: job.total })
    : t('admin.jobs.progress', { unit: job.unit, count: job.processed });
}

/** The counts that matter for the kind of job, as label/value pairs. */
export function jobCounts(job: Job): [MessageId, number][] {
  if (job.kind === 'geocode') {
    return [
      ['admin.jobs.count.located', job.updated],
      ['admin.jobs.count.notFound', job.failed],
    ];
  }
  return [
    ['admin.jobs.count.added', job.inserted],
    ['admin.jobs.count.updated', job.updated],
    ['admin.jobs.count.skipped', job.skipped],
    ['admin.jobs.count.failed', job.failed],
  ];
}

export const isActive = (job: Pick<Job, 'status'>) => job.status === 'queued' || job.status === 'running';

/** A failed batch waiting for its retry: 'Retry 2 at 3:05 PM'. */
export function retryText(t: Translate, dates: AdminDates, job: Pick<Job, 'attempts' | 'nextRunAt' | 'status'>): string | null {
  if (job.status !== 'running' || job.attempts === 0 || !job.nextRunAt) return null;
  return t('admin.jobs.retry', { attempt: job.attempts, time: dates.time(job.nextRunAt) });
}

/** The source asked the job to wait (Overpass's announced slot, or a back-off while it is busy): 'Waiting for the source until 3:05 PM'. */
export function waitingText(t: Translate, dates: AdminDates, job: Pick<Job, 'notBefore' | 'status'>): string | null {
  if (job.status !== 'running' || !job.notBefore) return null;
  return t('admin.jobs.waiting', { time: dates.time(job.notBefore) });
}
