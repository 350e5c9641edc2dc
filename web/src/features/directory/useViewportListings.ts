import useSWR from 'swr';
import { VIEWPORT_LIMIT } from '../../../../schema/listing-limits.ts';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import type { Bounds } from './mapView.ts';

/** Viewport answers are cached for 30 s. */
export const VIEWPORT_CACHE_MS = 30_000;

/** Listings inside the map's box, once the user has moved the map (the viewport call). */
export function useViewportListings(bounds: Bounds | null) {
  const params =
    bounds &&
    new URLSearchParams({
      north: String(bounds.north),
      south: String(bounds.south),
      east: String(bounds.east),
      west: String(bounds.west),
      limit: String(VIEWPORT_LIMIT),
    });
  return useSWR<Synagogue[]>(params ? `/api/synagogues/viewport?${params}` : null, {
    dedupingInterval: VIEWPORT_CACHE_MS,
    revalidateIfStale: true,
    keepPreviousData: true,
    onError: (error) => console.error('Failed to load synagogues in view', error),
  });
}
