// Tehillim bookmarks: for this browser session only — kept in sessionStorage, so they
// survive moving between pages and reloads, and are gone when the tab closes.
//
// The list is an external store read through useSyncExternalStore: the prerendered page was built
// with no bookmarks, so hydration must see none, and the stored ones show right after.
import { useCallback, useSyncExternalStore } from 'react';
import { PSALM_MAX, PSALM_MIN } from '#domain/texts.ts';

const KEY = 'tehillim-bookmarks';
const NONE: number[] = [];

function load(): number[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is number => Number.isInteger(n) && n >= PSALM_MIN && n <= PSALM_MAX) : [];
  } catch {
    return [];
  }
}

/** The session's list, read from storage once; kept here too, so it lasts when storage refuses writes. */
let current: number[] | undefined;
const listeners = new Set<() => void>();
const read = () => (current ??= load());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function toggle(n: number) {
  const list = read();
  current = list.includes(n) ? list.filter((b) => b !== n) : [...list, n].sort((a, b) => a - b);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage can be unavailable (private mode quotas): the list still lasts for this page.
  }
  listeners.forEach((listener) => listener());
}

export function useBookmarks() {
  const bookmarks = useSyncExternalStore(subscribe, read, () => NONE);
  const isBookmarked = useCallback((n: number) => bookmarks.includes(n), [bookmarks]);
  return { bookmarks, toggle, isBookmarked };
}
