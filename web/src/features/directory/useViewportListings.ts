import { useRead } from '../../lib/useRead.ts';
import { viewportListings } from './api/listings.ts';
import type { Bounds } from './mapView.ts';

/** Viewport answers are cached for 30 s. */
export const VIEWPORT_CACHE_MS = 30_000;

/** Listings inside the map's box, once the user has moved the map (the viewport call). */
export function useViewportListings(bounds: Bounds | null) {
  return useRead(bounds && viewportListings(bounds), {
    dedupingInterval: VIEWPORT_CACHE_MS,
    revalidateIfStale: true,
    keepPreviousData: true,
    onError: (error) => console.error('Failed to load synagogues in view', error),
  });
}
