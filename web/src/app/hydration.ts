import { useSyncExternalStore } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';

// Public pages are prerendered to HTML at build time (react-router.config.ts) and hydrated in the
// browser at the visited address, query included. The HTML was rendered for the bare path, so
// the first render in the browser must not depend on the visit either.

const noSubscription = () => () => {};

/**
 * False while rendering at build time and during hydration, true afterwards. Whatever depends on
 * the visit (today's date, the address's query, the device) renders only once this is true, so
 * that hydration meets exactly the HTML the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const NO_PARAMS = new URLSearchParams();

/**
 * The address's query, empty while the page hydrates: a prerendered page's HTML was rendered
 * without one, and hydration must meet that HTML. The query applies from the render right after.
 * The query is compared as text, so a visit without one (the usual case) renders the page once,
 * not a second time right after hydration as a change from `false` to `true` would: React renders
 * again, synchronously, only a component whose store answers differently from the build.
 */
export function useHydratedSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const query = useSyncExternalStore(
    noSubscription,
    () => params.toString(),
    () => '',
  );
  return [query ? params : NO_PARAMS, setParams];
}
