// The dashboard's data: the admin reads (api/admin.ts), cached by SWR under keys of their own
// (['admin', resource, path]) so that an admin's view (inactive sponsors and ads included) never
// leaks into the public pages' caches of the same paths.
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { client } from '../../lib/client.ts';
import { handleUnauthorized } from '../../lib/unauthorized.ts';
import type { AdminRead, Resource } from './api/admin.ts';

export { adminReads, type Resource } from './api/admin.ts';

type AdminKey = readonly ['admin', Resource, string];

/** An admin read; a 401 sends the user to sign in. */
export function useAdminData<T>(call: AdminRead<T> | null, options: SWRConfiguration<T, Error> = {}) {
  return useSWR<T, Error, AdminKey | null>(call && (['admin', call.resource, call.key] as const), () => call!.fetch(), {
    onError: (error) => handleUnauthorized(error),
    ...options,
  });
}

/** The public caches each resource's changes make stale: their SWR keys start with these paths. */
const PUBLIC_PATHS: Partial<Record<Resource, string>> = {
  synagogues: client.api.synagogues.$path(),
  sponsors: client.api.sponsors.$path(),
  ads: client.api.ads.$path(),
};

/** Public figures that every directory change can move. */
const PUBLIC_FIGURES = [client.api.stats.public.$path(), client.api.cities.suggest.$path()];

/**
 * After a successful change (docs/product-rules.md: Toasts, "the relevant lists and figures are refreshed"): the
 * dashboard's lists and stats refetch in place, and the public caches of the same resources are
 * dropped so the home page and search load them afresh.
 */
export async function refresh(...resources: Resource[]) {
  const publicPaths = [...resources.flatMap((r) => PUBLIC_PATHS[r] ?? []), ...PUBLIC_FIGURES];
  await Promise.all([
    mutate((key) => Array.isArray(key) && key[0] === 'admin' && (resources.includes(key[1] as Resource) || key[1] === 'stats')),
    mutate((key) => typeof key === 'string' && publicPaths.some((p) => key.startsWith(p)), undefined, { revalidate: false }),
  ]);
}
