// The calendar's answers for a place (GET /api/hebrew-calendar, /api/zmanim, /api/hebrew-date),
// pure: no D1, no request. The Worker's routes answer with them once the place is found, and the
// browser computes the same answers with them when there is no network (web/src/features/offline/
// calendar/compute.ts), so the device and the API give the same figures.
import type { HebrewCalendarResponse, HebrewDateResponse, ZmanimResponse } from '#contract/calendar.ts';
import type { Locale as Language } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import { calendarRules, gridDays, hebrewDate, monthItems } from './hebrew-calendar.ts';
import { zmanimIso } from './zmanim.ts';

/** Overrides of the place's customs a request may give. */
export interface CalendarOverrides {
  il?: boolean | undefined;
  candleMins?: number | undefined;
}

/** A Gregorian month at a place: its items and the 42 days of its grid. */
export function monthAnswer(
  place: Place,
  q: CalendarOverrides & { year: number; month: number; lang?: Language | undefined },
): HebrewCalendarResponse {
  const rules = calendarRules(place, q);
  return {
    location: { ...place, ...rules },
    items: monthItems(place, q.year, q.month, rules, q.lang),
    days: gridDays(q.year, q.month, q.lang),
  };
}

/** A day's zmanim at a place. */
export function zmanimAnswer(place: Place, q: CalendarOverrides & { date: string }): ZmanimResponse {
  return { date: q.date, location: { ...place, il: calendarRules(place, q).il }, zmanim: zmanimIso(q.date, place) };
}

/** A civil day's Hebrew date. */
export const hebrewDateAnswer = (date: string, lang?: Language): HebrewDateResponse => hebrewDate(date, lang);
