import useSWR from 'swr';
import type { PublicStats } from '../../../../schema/synagogues.ts';

/** Directory figures counted by the server, never hard-coded. */
export function usePublicStats() {
  const { data, error } = useSWR<PublicStats>('/api/stats/public');
  return { stats: data, error: error as Error | undefined };
}
