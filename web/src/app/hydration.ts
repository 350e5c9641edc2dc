import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from '../../../schema/prerendered-pages.ts';

// Public pages are prerendered to HTML at build time (web/src/prerender) and hydrated in the
// browser. The root element names the path it was rendered for; any other path (a listing, the
// admin, an unknown address served the neutral shell) is rendered afresh instead.

/** True when `root` holds the prerendered HTML of `pathname`, so React may hydrate it. */
export function isPrerenderedFor(root: HTMLElement, pathname: string): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname;
}

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

/** Resolves once the router has loaded the lazy modules of the current route. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
