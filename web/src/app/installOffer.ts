// When to offer installing the app: only when the browser itself would (its
// `beforeinstallprompt`), never on a first visit, and never again once dismissed.

const VISITS_KEY = 'sf-visits';
const DISMISSED_KEY = 'sf-install-dismissed';
const COUNTED_KEY = 'sf-visit-counted';

/** Counts this visit (once per browser session) and answers how many there have been. */
export function countVisit(local: Storage, session: Storage): number {
  const visits = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(COUNTED_KEY)) return visits;
  session.setItem(COUNTED_KEY, '1');
  local.setItem(VISITS_KEY, String(visits + 1));
  return visits + 1;
}

export const wasDismissed = (local: Storage) => local.getItem(DISMISSED_KEY) !== null;
export const rememberDismissal = (local: Storage) => local.setItem(DISMISSED_KEY, new Date().toISOString());

/** Whether to show the offer now. */
export const shouldOffer = (visits: number, dismissed: boolean) => visits >= 2 && !dismissed;

/** The browser's install prompt (Chromium's BeforeInstallPromptEvent, not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
