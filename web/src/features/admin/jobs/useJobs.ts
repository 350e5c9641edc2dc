// The admin's job list: the recent import and geocoding jobs, polled only while one is queued
// or running. Cached like the dashboard's other lists, so the dashboard's refresh('jobs') after
// starting a job refetches it.
import type { Job } from '#contract/jobs.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { cancelJob } from '../api/admin.ts';
import { isActive, jobTitle } from './jobText.ts';

/** How many recent jobs the panel shows. */
export const RECENT_JOBS = 5;
/** Poll interval while a job runs (the cron advances jobs once a minute; geocoding in a request is faster). */
export const JOBS_POLL_MS = 5000;

export function useJobs() {
  const t = useT();
  const { data, error, isLoading, mutate } = useAdminData(adminReads.jobs(RECENT_JOBS), {
    refreshInterval: (jobs) => (jobs?.some(isActive) ? JOBS_POLL_MS : 0),
  });

  const cancel = async (job: Job) => {
    const outcome = await adminAction(() => cancelJob(job.id), {
      success: [t('admin.jobs.cancelled'), t('admin.jobs.cancelledText', { title: jobTitle(t, job) })],
      failure: withMessage(t('admin.jobs.cancelFailed'), t('admin.common.tryAgain')),
      refresh: [],
    });
    await mutate();
    return outcome.ok;
  };

  return { jobs: data, error, isLoading, retry: () => void mutate(), cancel };
}
