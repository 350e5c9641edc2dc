// The dashboard's data: the admin calls, cached by SWR under keys of their own
// (['admin', url]) so that an admin's view (inactive sponsors and ads included) never leaks
// into the public pages' caches of the same URLs.
import useSWR, { mutate } from 'swr';
import { ADMIN_LIST_MAX } from '../../../../schema/synagogues.ts';
import { api } from '../../lib/api.ts';
import { handleUnauthorized } from '../../lib/unauthorized.ts';

export const ADMIN_URLS = {
  /** The admin list loads up to 5000 listings; inactive ones too, so they can be restored. */
  synagogues: (search = '') =>
    `/api/synagogues?limit=${ADMIN_LIST_MAX}&includeInactive=true${search ? `&search=${encodeURIComponent(search)}` : ''}`,
  sponsors: '/api/sponsors',
  ads: '/api/ads',
  inquiries: '/api/sponsor-submissions',
  requests: '/api/submissions',
  stats: '/api/admin/stats',
  managerRequests: (status: string) => `/api/manager-requests?status=${status}`,
  managers: (synagogueId: number) => `/api/synagogues/${synagogueId}/managers`,
  proposals: (status: string) => `/api/admin/proposals?status=${status}`,
  history: (synagogueId: number) => `/api/admin/synagogues/${synagogueId}/changes`,
} as const;

type AdminKey = readonly ['admin', string];

const fetchAdmin = <T>([, url]: AdminKey) => api.get<T>(url);

/** An admin GET; a 401 sends the user to sign in. */
export function useAdminData<T>(url: string | null, options: { keepPreviousData?: boolean } = {}) {
  return useSWR<T, Error, AdminKey | null>(url ? (['admin', url] as const) : null, fetchAdmin<T>, {
    onError: (error) => handleUnauthorized(error),
    ...options,
  });
}

/** The resources a change touches, named by their URL prefix. */
export type Resource =
  | '/api/synagogues'
  | '/api/sponsors'
  | '/api/ads'
  | '/api/sponsor-submissions'
  | '/api/submissions'
  | '/api/jobs'
  | '/api/manager-requests'
  | '/api/admin/proposals'
  | '/api/admin/synagogues';

/** Public figures that every directory change can move. */
const PUBLIC_FIGURES = ['/api/stats/public', '/api/cities/suggest'];

/**
 * After a successful change (docs/product-rules.md: Toasts, "the relevant lists and figures are refreshed"): the
 * dashboard's lists and stats refetch in place, and the public caches of the same resources are
 * dropped so the home page and search load them afresh.
 */
export async function refresh(...resources: Resource[]) {
  const touches = (url: string) => resources.some((r) => url.startsWith(r));
  await Promise.all([
    mutate((key) => Array.isArray(key) && key[0] === 'admin' && (touches(key[1]) || key[1] === ADMIN_URLS.stats)),
    mutate(
      (key) => typeof key === 'string' && (touches(key) || PUBLIC_FIGURES.some((p) => key.startsWith(p))),
      undefined,
      { revalidate: false },
    ),
  ]);
}
