// The calendar page's reads, through SWR with the app's defaults.
import useSWR from 'swr';
import type { HebrewCalendarResponse, HebrewDateResponse, ZmanimResponse } from '../../../../schema/calendar.ts';
import type { Place } from '../../../../schema/places.ts';
import { useDebouncedValue } from '../directory/useDebouncedValue.ts';
import type { YearMonth } from './dates.ts';
import { locationParams, query, type CalendarLocationParams } from './location.ts';

export function useMonthCalendar(location: CalendarLocationParams | null, { year, month }: YearMonth) {
  return useSWR<HebrewCalendarResponse>(location ? `/api/hebrew-calendar?${query({ ...locationParams(location), year, month })}` : null);
}

/** Today's zmanim; a failure is silent, the times then show '--'. */
export function useZmanim(location: CalendarLocationParams | null, date: string | null) {
  return useSWR<ZmanimResponse>(location && date ? `/api/zmanim?${query({ ...locationParams(location), date })}` : null);
}

/** A day's Hebrew date; a failure is silent. */
export function useHebrewDate(date: string | null) {
  return useSWR<HebrewDateResponse>(date ? `/api/hebrew-date?${query({ date })}` : null);
}

/** Suggestions from 2 characters (docs/product-rules.md: Validation and messages), cached for 5 minutes. */
export const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_CACHE_MS = 5 * 60_000;
const SUGGEST_DEBOUNCE_MS = 250;

/** Places for what is being typed in the location box; empty while the typing settles. */
export function usePlaceSuggestions(text: string): Place[] {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const { data } = useSWR<Place[]>(settled.length >= SUGGEST_MIN_LENGTH ? `/api/places/suggest?${query({ q: settled })}` : null, {
    dedupingInterval: SUGGEST_CACHE_MS,
  });
  return settled === typed && typed.length >= SUGGEST_MIN_LENGTH ? (data ?? []) : [];
}
