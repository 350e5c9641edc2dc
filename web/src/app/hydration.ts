import { useSyncExternalStore } from 'react';
import { useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';
import { spaFallbackPath } from '#domain/static-page.ts';
import { localeFromPath } from '#domain/language-paths.ts';

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

/** Whether this document is the SPA fallback (React Router's context says so in the page). */
function isSpaFallbackDocument(): boolean {
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext;
  return context?.isSpaMode === true;
}

/**
 * The address's path, except while the page hydrates, when it is the path the HTML was rendered
 * at: the page's own for a prerendered page, the language's SPA fallback's
 * (#domain/static-page.ts) for any other. What marks the current page (the header's links) reads
 * this, so that hydration meets the HTML and the mark moves to the right link right after.
 */
export function useHydratedPathname(): string {
  const { pathname } = useLocation();
  return useSyncExternalStore(
    noSubscription,
    () => pathname,
    () => (typeof window !== 'undefined' && isSpaFallbackDocument() ? spaFallbackPath(localeFromPath(pathname)) : pathname),
  );
}
