// The service worker (sw.js, written by the build: scripts/vite/service-worker.ts) is registered
// once the page is interactive and the browser is idle, so it never competes with start-up.

/** Where the build writes the service worker; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Set once this device keeps anything for use offline (web/src/features/offline): a flag read without opening IndexedDB. */
export const KEPT_FLAG = 'shul-finder:kept';

/** Whether this device has kept anything for offline use (a saved shul, a place, a text, a plan). */
export function keepsAnything(): boolean {
  try {
    return localStorage.getItem(KEPT_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Whether this browser can run the app offline at all. */
export const canWorkOffline = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * On a device that keeps something for use offline: the saved shuls refreshed, and the account's
 * gone if no one is signed in any more (features/offline/keeping.ts, loaded only then).
 */
function keepInStep(): void {
  if (keepsAnything()) void import('../features/offline/keeping.ts').then((keeping) => keeping.keepInStep()).catch(() => undefined);
}

/** Whether a new deployment's service worker has taken over this page, and who is waiting to hear it. */
const takeover = { happened: false, listeners: new Set<() => void>() };

/**
 * From start-up, on a page a service worker already controls: notes the moment a newer one takes
 * over (it does at once: scripts/vite/service-worker.ts). The notice that tells the visitor loads
 * only once the browser is idle, and a takeover can come before that. A first install, with no
 * worker before it, is no update.
 */
export function watchForTakeover(workers: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'> = navigator.serviceWorker): void {
  if (!workers.controller) return;
  workers.addEventListener(
    'controllerchange',
    () => {
      takeover.happened = true;
      for (const listener of takeover.listeners) listener();
    },
    { once: true },
  );
}

/** Whether a new version's service worker has taken over this page since it started. */
export const newVersionTookOver = (): boolean => takeover.happened;

/** Calls `listener` when a new version's service worker takes over this page; returns the unsubscribe. */
export function onNewVersion(listener: () => void): () => void {
  takeover.listeners.add(listener);
  return () => takeover.listeners.delete(listener);
}

/**
 * Registers the service worker after the load event, when the main thread is idle; then, and
 * whenever the browser comes back online, keeps what the device keeps in step.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!canWorkOffline() || import.meta.env.DEV) return;
  watchForTakeover();
  const register = () => {
    // A failure (no sw.js in a development build, a private window that refuses it) leaves the
    // site as it is online: nothing to tell the visitor.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
    keepInStep();
    addEventListener('online', keepInStep);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** When the copy of this page the service worker answered with was saved (its Date header). */
export async function savedCopyDate(url: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const saved = await caches.match(url, { ignoreSearch: true });
  const date = saved?.headers.get('Date');
  return date ? new Date(date) : null;
}
