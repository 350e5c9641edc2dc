import useSWR from 'swr';
import { answer, client } from '#web-lib/client.ts';

const sponsors = client.api.sponsors;

/** GET /api/sponsors: the active sponsors (admins get every sponsor, with `isActive`). A failure shows none. */
export function useSponsors() {
  const { data } = useSWR(sponsors.$path(), () => answer(sponsors.$get()), {
    onError: (error) => console.error('Failed to fetch sponsors', error),
  });
  return data;
}
