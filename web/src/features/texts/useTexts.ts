// The text pages' data: one SWR key per API answer, fetched through the typed client
// (./api/texts.ts). Texts are cached by the Worker; SWR keeps them for the visit.
import type { ParashasResponse, SiddurSection } from '#contract/texts.ts';
import { useRead } from '../../lib/useRead.ts';
import { parashas, psalm, reading, siddurSection } from './api/texts.ts';

export const useSiddur = (section: SiddurSection) => useRead(siddurSection(section));

/**
 * `date`: the visitor's local date, so "this week" follows their calendar, not the server's. Until
 * the answer for it arrives, `prerendered` shows: the list the page was prerendered with (its
 * route's loader, web/src/routes/parsha.tsx).
 */
export const useParashas = (date: string, prerendered?: ParashasResponse) => useRead(parashas(date), { fallbackData: prerendered });

export const useReading = (parsha: string | null) => useRead(parsha ? reading(parsha) : null);

export const usePsalm = (n: number) => useRead(psalm(n));

/** Today in the visitor's time zone, as yyyy-MM-dd. */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
