// The calendar page's reads, through SWR with the app's defaults.
import type { Place } from '#domain/places.ts';
import { useLocale } from '../../i18n/I18nProvider.tsx';
import { useRead } from '../../lib/useRead.ts';
import { useDebouncedValue } from '../directory/useDebouncedValue.ts';
import { hebrewDate, monthCalendar, placeSuggestions, zmanim } from './api/calendar.ts';
import type { YearMonth } from './dates.ts';
import type { CalendarLocationParams } from './location.ts';

/** The month at a place, in the page's language. */
export function useMonthCalendar(location: CalendarLocationParams | null, { year, month }: YearMonth) {
  const lang = useLocale();
  return useRead(location && monthCalendar(location, year, month, lang));
}

/** Today's zmanim; a failure is silent, the times then show '--'. */
export function useZmanim(location: CalendarLocationParams | null, date: string | null) {
  return useRead(location && date ? zmanim(location, date) : null);
}

/** A day's Hebrew date; a failure is silent. */
export function useHebrewDate(date: string | null) {
  const lang = useLocale();
  return useRead(date ? hebrewDate(date, lang) : null);
}

/** Suggestions from 2 characters (docs/product-rules.md: Validation and messages), cached for 5 minutes. */
export const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_CACHE_MS = 5 * 60_000;
const SUGGEST_DEBOUNCE_MS = 250;

/** Places for what is being typed in the location box; empty while the typing settles. */
export function usePlaceSuggestions(text: string): Place[] {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const { data } = useRead(settled.length >= SUGGEST_MIN_LENGTH ? placeSuggestions(settled) : null, {
    dedupingInterval: SUGGEST_CACHE_MS,
  });
  return settled === typed && typed.length >= SUGGEST_MIN_LENGTH ? (data ?? []) : [];
}
