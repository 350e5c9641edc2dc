// The search screen's address: `?q=`, `?near=me` and `?page=`, so that
// back/forward and reload restore the same results.
import type { MapPoint } from './format.ts';

export const SEARCH_PATH = '/search';

export interface SearchState {
  q: string;
  nearMe: boolean;
  page: number;
}

export function readSearchParams(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    nearMe: params.get('near') === 'me',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** '/search', '/search?q=Boston', '/search?near=me&page=2'. */
export function searchPath({ q = '', nearMe = false, page = 1 }: Partial<SearchState>): string {
  const params = new URLSearchParams();
  if (nearMe) params.set('near', 'me');
  else if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** Navigation state carrying the coordinates already read for 'Near Me'. */
export interface NearMeState {
  coords?: MapPoint;
}
