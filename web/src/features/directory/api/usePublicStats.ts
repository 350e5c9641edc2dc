import useSWR from 'swr';
import { answer, client } from '#web-lib/client.ts';

const stats = client.api.stats.public;

/** Directory figures counted by the server, never hard-coded. */
export function usePublicStats() {
  const { data, error } = useSWR(stats.$path(), () => answer(stats.$get()));
  return { stats: data, error: error as Error | undefined };
}
