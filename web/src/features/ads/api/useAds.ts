import useSWR from 'swr';
import { answer, client } from '#web-lib/client.ts';

const ads = client.api.ads;

/** GET /api/ads: the current ads (admins get every ad, with `isActive`). A failure shows no ads. */
export function useAds() {
  const { data } = useSWR(ads.$path(), () => answer(ads.$get()), {
    onError: (error) => console.error('Failed to fetch ads', error),
  });
  return data;
}
