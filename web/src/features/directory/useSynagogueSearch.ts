import { useDeferredValue, useMemo } from 'react';
import { SEARCH_PAGE_SIZE } from '#domain/listing-limits.ts';
import { useRead } from '../../lib/useRead.ts';
import { listingCount, listingPage, type ListingFilter } from './api/listings.ts';
import type { MapPoint } from './format.ts';

export interface SearchQuery {
  /** Trimmed search text; '' lists every synagogue. Ignored when `near` is set. */
  text: string;
  /** Near-me search: distance order from here. */
  near?: MapPoint | null;
  page: number;
}

/** The list and count calls' shared filter: search text, or the near-me position. */
function filterParams({ text, near }: SearchQuery): ListingFilter {
  if (near) return { lat: near.lat.toFixed(5), lng: near.lng.toFixed(5) };
  return text ? { search: text } : {};
}

/** One page of results (page size 20, offset (page-1)*20: docs/product-rules.md: Limits and constants) and the total count. */
export function useSynagogueSearch(query: SearchQuery | null) {
  const filter = query ? filterParams(query) : null;
  const offset = ((query?.page ?? 1) - 1) * SEARCH_PAGE_SIZE;

  // The previous page stays on screen (and the map stays up) while the next one loads.
  const list = useRead(filter && listingPage(filter, SEARCH_PAGE_SIZE, offset), { keepPreviousData: true });
  const count = useRead(filter && listingCount(filter));
  const total = count.data?.count;
  const capped = count.data?.capped ?? false;
  const result = useMemo(
    () => ({
      results: list.data,
      /** `results` belong to the previous query while the new one loads. */
      stale: list.isLoading,
      listError: list.error,
      count: total,
      /** More than `count` match (a capped count): more pages than `pageCount` too. */
      capped,
      countError: count.error,
      pageCount: total === undefined ? undefined : Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    }),
    [list.data, list.isLoading, list.error, total, capped, count.error],
  );
  // A page of results is 20 cards and a map: rendered as one deferred (interruptible) update,
  // React builds it in slices instead of one long task. The list and count travel together, so
  // the count never runs ahead of the cards it counts.
  return useDeferredValue(result);
}
