// The text pages' data: one SWR key per API answer, fetched with the app's
// API client (swrConfig's fetcher). Texts are cached by the Worker; SWR keeps them for the visit.
import useSWR from 'swr';
import type { ParashasResponse, PsalmResponse, ReadingResponse, SiddurResponse, SiddurSection } from '../../../../schema/texts.ts';

export const useSiddur = (section: SiddurSection) => useSWR<SiddurResponse>(`/api/texts/siddur/${section}`);

/**
 * `date`: the visitor's local date, so "this week" follows their calendar, not the server's. Until
 * the answer for it arrives, `prerendered` shows: the list the page was prerendered with (its
 * route's loader, web/src/routes/parsha.tsx).
 */
export const useParashas = (date: string, prerendered?: ParashasResponse) =>
  useSWR<ParashasResponse>(`/api/texts/parashas?date=${date}`, { fallbackData: prerendered });

export const useReading = (parsha: string | null) =>
  useSWR<ReadingResponse>(parsha ? `/api/texts/reading?parsha=${encodeURIComponent(parsha)}` : null);

export const usePsalm = (n: number) => useSWR<PsalmResponse>(`/api/texts/tehillim/${n}`);

/** Today in the visitor's time zone, as yyyy-MM-dd. */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
