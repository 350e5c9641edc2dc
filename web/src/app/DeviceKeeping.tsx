import { useEffect } from 'react';
import { useUser } from '../features/auth/useUser.ts';
import { keepsAnything, loadShulStore } from '../features/offline/device.ts';

const SYNCED_PREFIX = 'shul-finder:saved-synced:';
const syncedKey = (userId: string) => `${SYNCED_PREFIX}${userId}`;

/** Signed out: the next sign-in syncs again, whoever it is. */
function forgetSyncs(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(SYNCED_PREFIX)) sessionStorage.removeItem(key);
}

/** Runs `work` when the browser is idle, so that keeping things never competes with the page. */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(work, { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 2000);
  return () => clearTimeout(handle);
}

/**
 * What the device keeps, kept in step (web/src/features/offline): signed in, the saved shuls are
 * synced with the account once a browser session; signed out (or the session ended elsewhere),
 * the account's saved shuls leave the device; online, saved shuls older than six hours are
 * refreshed. Renders nothing; loaded after start-up with the device's notices.
 */
export function DeviceKeeping() {
  const { user, isLoading, error } = useUser();
  const userId = user?.id ?? null;
  const known = !isLoading && !error;

  useEffect(() => {
    if (!known || typeof indexedDB === 'undefined') return;
    if (userId) {
      if (sessionStorage.getItem(syncedKey(userId))) return;
      return whenIdle(() => {
        void loadShulStore()
          .then((store) => store.syncWithAccount())
          .then(() => sessionStorage.setItem(syncedKey(userId), '1'))
          .catch(() => undefined);
      });
    }
    forgetSyncs();
    if (keepsAnything())
      void loadShulStore()
        .then((store) => store.forgetAccount())
        .catch(() => undefined);
  }, [known, userId]);

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    const refresh = () => {
      if (navigator.onLine && keepsAnything())
        void loadShulStore()
          .then((store) => store.refreshSavedShuls())
          .catch(() => undefined);
    };
    const cancel = whenIdle(refresh);
    addEventListener('online', refresh);
    return () => {
      cancel();
      removeEventListener('online', refresh);
    };
  }, []);

  return null;
}
