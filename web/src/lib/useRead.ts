import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiRead } from './client.ts';

/** SWR over a typed GET (lib/client.ts `read`); `null` reads nothing yet. */
export function useRead<T>(call: ApiRead<T> | null, config?: SWRConfiguration<T, Error>) {
  return useSWR<T, Error>(call?.key ?? null, () => call!.fetch(), config);
}
