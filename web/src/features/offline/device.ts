// The small, always-loaded side of what the device keeps (docs/architecture.md: Offline and
// installing): whether anything is kept at all (a flag read without opening IndexedDB, so that a
// visitor who never saved anything never loads the store), what counts as "no network", and the
// loaders of the stores themselves, each its own chunk.
import { KEPT_FLAG, keepsAnything } from '../../app/serviceWorker.ts';

export { keepsAnything };

/** Notes that the device keeps something, so that later visits look for it. */
export function markKept(): void {
  try {
    localStorage.setItem(KEPT_FLAG, '1');
  } catch {
    // Storage refused (a private window): the device store still works for this visit.
  }
}

/**
 * A failure the device's copy may stand in for: no answer at all (offline, a captive portal, a
 * timeout), or the server's own failure. A 4xx is an answer (a listing that is gone is gone). Read
 * by the error's `status` (lib/api.ts HttpError) rather than its class: this module then needs no
 * import of its own on the pages that load it.
 */
export function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status >= 500;
}

/** Whether the browser says it has no network (Chromium's answer is reliable for "off"; "on" is only a hint). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export const loadShulStore = () => import('./savedShuls.ts');
export const loadPlaceStore = () => import('./places.ts');
export const loadTextStore = () => import('./texts.ts');
export const loadAnswerStore = () => import('./answers.ts');
export const loadSavedView = () => import('./savedView.ts');
