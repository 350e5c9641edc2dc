// Tehillim bookmarks (spec §4): for this browser session only — kept in sessionStorage, so they
// survive moving between pages and reloads, and are gone when the tab closes.
import { useCallback, useState } from 'react';
import { PSALM_MAX, PSALM_MIN } from '../../../../schema/texts.ts';

const KEY = 'tehillim-bookmarks';

function load(): number[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is number => Number.isInteger(n) && n >= PSALM_MIN && n <= PSALM_MAX) : [];
  } catch {
    return [];
  }
}

export function useBookmarks() {
  const [bookmarks, setBookmarks] = useState<number[]>(load);
  const toggle = useCallback((n: number) => {
    setBookmarks((current) => {
      const next = current.includes(n) ? current.filter((b) => b !== n) : [...current, n].sort((a, b) => a - b);
      try {
        sessionStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage can be unavailable (private mode quotas): the list still lasts for this page.
      }
      return next;
    });
  }, []);
  return { bookmarks, toggle, isBookmarked: (n: number) => bookmarks.includes(n) };
}
