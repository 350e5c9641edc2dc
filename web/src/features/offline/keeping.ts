// What the device keeps, kept in step with the network and the account, outside any page: loaded
// only on a device that keeps something (DeviceNotices) or for a signed-in user (UserMenu), and
// when signing out (useSignOut). It imports the stores when it needs them, so that the frame's
// code that loads it carries no list of their files.
const savedShuls = () => import('./savedShuls.ts');

const SYNCED_PREFIX = 'shul-finder:saved-synced:';

/** Signed out: the next sign-in syncs again, whoever it is. */
function forgetSyncs(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(SYNCED_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing was noted.
  }
}

/** Signing out: the account's saved shuls leave this device; those saved here without an account stay. */
export async function signedOut(): Promise<void> {
  forgetSyncs();
  await (await savedShuls()).forgetAccount();
}

/**
 * Signed in: this device's saved shuls and the account's list are synced, once a browser session
 * (and again after a sign-out and a sign-in).
 */
export async function syncOnce(userId: string): Promise<void> {
  const key = `${SYNCED_PREFIX}${userId}`;
  if (sessionStorage.getItem(key)) return;
  await (await savedShuls()).syncWithAccount();
  sessionStorage.setItem(key, '1');
}

/**
 * At start, when the browser is idle, on a device that keeps something, while online: the
 * account's saved shuls leave the device if no one is signed in any more (the session ended
 * elsewhere, or expired), and the saved shuls whose copy is six hours old are refreshed.
 */
export async function keepInStep(): Promise<void> {
  if (!navigator.onLine) return;
  const store = await savedShuls();
  if ((await store.savedShuls()).some((r) => r.account)) {
    const { answer, client } = await import('#web-lib/client.ts');
    if ((await answer(client.api.user.$get()).catch(() => undefined)) === null) await signedOut();
  }
  await store.refreshSavedShuls();
}
