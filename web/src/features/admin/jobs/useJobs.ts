// The admin's job list: the recent import and geocoding jobs, polled only while one is queued
// or running. Cached like the dashboard's other lists, so the dashboard's refresh('jobs') after
// starting a job refetches it.
import type { Job } from '#contract/jobs.ts';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { cancelJob } from '../api/admin.ts';
import { isActive, jobTitle } from './jobText.ts';

/** How many recent jobs the panel shows. */
export const RECENT_JOBS = 5;
/** Poll interval while a job runs (the cron advances jobs once a minute; geocoding in a request is faster). */
export const JOBS_POLL_MS = 5000;

export function useJobs() {
  const { data, error, isLoading, mutate } = useAdminData(adminReads.jobs(RECENT_JOBS), {
    refreshInterval: (jobs) => (jobs?.some(isActive) ? JOBS_POLL_MS : 0),
  });

  const cancel = async (job: Job) => {
    const outcome = await adminAction(() => cancelJob(job.id), {
      success: ['Job cancelled', `${jobTitle(job)} stops after the batch in progress.`],
      failure: withMessage('Could not cancel the job'),
      refresh: [],
    });
    await mutate();
    return outcome.ok;
  };

  return { jobs: data, error, isLoading, retry: () => void mutate(), cancel };
}
