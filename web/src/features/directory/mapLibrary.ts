// Loading maplibre (design.md §4: never on `/`; on the search page, not before it is wanted).
import { useEffect } from 'react';

export const loadMapLibrary = () => import('./maplibre.ts');

/** Events that show a visitor is using the page: any of them is time to fetch maplibre. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * While the preview stands in for the map, maplibre is fetched and evaluated on the visitor's
 * first input anywhere on the page, so that reaching for the map later starts it without a
 * download, and a visitor who only reads the results never pays for it.
 */
export function usePreloadOnFirstInput(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const preload = () => {
      remove();
      // A failure shows when the map starts (and falls back to the list then).
      loadMapLibrary().catch(() => {});
    };
    const remove = () => FIRST_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, preload, true));
    FIRST_INPUT_EVENTS.forEach((type) => window.addEventListener(type, preload, { capture: true, passive: true }));
    return remove;
  }, [enabled]);
}
