// The text pages' data: one SWR key per API answer, fetched through the typed client
// (./api/texts.ts). Texts are cached by the Worker; SWR keeps them for the visit.
import { prerenderedData } from '../../app/prerenderedData.ts';
import type { ParashasResponse, SiddurSection } from '../../../../schema/texts.ts';
import { useRead } from '../../lib/useRead.ts';
import { parashas, psalm, reading, siddurSection } from './api/texts.ts';

export const useSiddur = (section: SiddurSection) => useRead(siddurSection(section));

/** The name of the parashas answer a prerendered /parsha page carries (web/src/app/prerenderedData.ts). */
export const PARASHAS_DATA = 'parashas';

/**
 * `date`: the visitor's local date, so "this week" follows their calendar, not the server's. Until
 * the answer for it arrives, the list the page was prerendered with shows.
 */
export const useParashas = (date: string) =>
  useRead(parashas(date), { fallbackData: prerenderedData<ParashasResponse>(PARASHAS_DATA) });

export const useReading = (parsha: string | null) =>
  useRead(parsha ? reading(parsha) : null);

export const usePsalm = (n: number) => useRead(psalm(n));

/** Today in the visitor's time zone, as yyyy-MM-dd. */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
