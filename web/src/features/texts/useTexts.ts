// The text pages' data: one SWR key per API answer, fetched through the typed client
// (./api/texts.ts). Texts are cached by the Worker; SWR keeps them for the visit.
import { useEffect } from 'react';
import type { ParashasResponse, SiddurSection } from '#contract/texts.ts';
import { useRead } from '../../lib/useRead.ts';
import { browserOffline, loadTextStore } from '../offline/device.ts';
import { parashas, psalm, reading, siddurSection } from './api/texts.ts';

export const useSiddur = (section: SiddurSection) => useRead(siddurSection(section));

/**
 * `date`: the visitor's local date, so "this week" follows their calendar, not the server's. Until
 * the answer for it arrives, `prerendered` shows: the list the page was prerendered with (its
 * route's loader, web/src/routes/parsha.tsx).
 */
export function useParashas(date: string, prerendered?: ParashasResponse) {
  const answer = useRead(parashas(date), { fallbackData: prerendered });
  useKeepWeeklyReadings(date, answer.data !== undefined && answer.data !== prerendered);
  return answer;
}

/**
 * Once the week's portions are known online, this week's and next week's readings are kept on the
 * device in the background (offline/texts.ts), so that they read without a connection.
 */
function useKeepWeeklyReadings(date: string, known: boolean): void {
  useEffect(() => {
    if (!known || browserOffline() || typeof indexedDB === 'undefined') return;
    const keep = () =>
      void loadTextStore()
        .then((store) => store.keepWeeklyReadings(date))
        .catch(() => undefined);
    const handle = 'requestIdleCallback' in window ? requestIdleCallback(keep, { timeout: 15_000 }) : setTimeout(keep, 3000);
    return () =>
      'requestIdleCallback' in window ? cancelIdleCallback(handle as number) : clearTimeout(handle as ReturnType<typeof setTimeout>);
  }, [date, known]);
}

export const useReading = (parsha: string | null) => useRead(parsha ? reading(parsha) : null);

export const usePsalm = (n: number) => useRead(psalm(n));

/** Today in the visitor's time zone, as yyyy-MM-dd. */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
