// The directory's reads: a page of listings and their count (by text or near a position), the
// listings in the map's view, city suggestions, and the listings near a named place.
import { VIEWPORT_LIMIT } from '#domain/listing-limits.ts';
import { client, read } from '#web-lib/client.ts';
import type { Bounds } from '../mapView.ts';

const api = client.api;

/** The list and count calls' shared filter: search text, or a near-me position. */
export type ListingFilter = { search: string } | { lat: string; lng: string } | Record<string, never>;

export const listingPage = (filter: ListingFilter, limit: number, offset: number) =>
  read(api.synagogues, { query: { ...filter, limit: String(limit), offset: String(offset) } });
export const listingCount = (filter: ListingFilter) => read(api.synagogues.count, { query: filter });
export const viewportListings = ({ north, south, east, west }: Bounds) =>
  read(api.synagogues.viewport, {
    query: { north: String(north), south: String(south), east: String(east), west: String(west), limit: String(VIEWPORT_LIMIT) },
  });
export const citySuggestions = (q: string) => read(api.cities.suggest, { query: { q } });
export const nearPlace = (q: string) => read(api.places.search, { query: { q } });
