// The admin's job list: the recent import and geocoding jobs, polled only while one is queued
// or running. Cached under ['admin', url] like the dashboard's other lists, so the dashboard's
// refresh('/api/jobs') after starting a job refetches it.
import useSWR from 'swr';
import type { Job } from '../../../../../schema/jobs.ts';
import { api } from '../../../lib/api.ts';
import { handleUnauthorized } from '../../../lib/unauthorized.ts';
import { adminAction, withMessage } from '../adminAction.ts';
import { isActive, jobTitle } from './jobText.ts';

/** How many recent jobs the panel shows. */
export const RECENT_JOBS = 5;
export const JOBS_URL = `/api/jobs?limit=${RECENT_JOBS}`;
/** Poll interval while a job runs (the cron advances jobs once a minute; geocoding in a request is faster). */
export const JOBS_POLL_MS = 5000;

type Key = readonly ['admin', string];

export function useJobs() {
  const { data, error, isLoading, mutate } = useSWR<Job[], Error, Key>(['admin', JOBS_URL], ([, url]) => api.get<Job[]>(url), {
    refreshInterval: (jobs) => (jobs?.some(isActive) ? JOBS_POLL_MS : 0),
    onError: (e) => handleUnauthorized(e),
  });

  const cancel = async (job: Job) => {
    const outcome = await adminAction(() => api.post<Job>(`/api/jobs/${job.id}/cancel`), {
      success: ['Job cancelled', `${jobTitle(job)} stops after the batch in progress.`],
      failure: withMessage('Could not cancel the job'),
      refresh: [],
    });
    await mutate();
    return outcome.ok;
  };

  return { jobs: data, error, isLoading, retry: () => void mutate(), cancel };
}
