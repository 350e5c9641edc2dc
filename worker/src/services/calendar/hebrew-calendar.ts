// The Hebrew calendar of a month for a place, and Hebrew dates, computed with @hebcal/core:
// no external call. Times use the place's own time zone, so the answer is the same whatever
// time zone the Worker runs in.
import { HDate, HebrewCalendar, Location, TimedEvent } from '@hebcal/core';
import type { CalendarDay, CalendarItem, HebrewDateResponse } from '#contract/calendar.ts';
import type { Locale as Language } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import { distanceKm } from '../geo/geo.ts';
import { HEBCAL_LOCALE, monthName, renderHebrewDate } from './hebcal-locales.ts';
import { purimDayTitle, purimDays, purimPlace } from './purim.ts';
import { civilDate, isoInZone } from './zmanim.ts';

/** Havdalah at nightfall, the sun 8.5° below the horizon (three small stars). */
const HAVDALAH_DEG = 8.5;
const DIASPORA_CANDLE_MINS = 18;
const ISRAEL_CANDLE_MINS = 20;

/**
 * Local customs that light earlier: Jerusalem 40 minutes, Haifa 30 (hebcal's table too).
 * Matched by distance from the city's centre, so that coordinates from 'Near Me' anywhere in
 * the city (whatever neighbourhood names them) follow the custom.
 */
const LOCAL_CANDLE_MINS = [
  { latitude: 31.76904, longitude: 35.21633, km: 8, minutes: 40 }, // Jerusalem (GeoNames 281184)
  { latitude: 32.81841, longitude: 34.9885, km: 6, minutes: 30 }, // Haifa (GeoNames 294801)
];

/** Eretz Yisrael keeps one day of Yom Tov, whichever state GeoNames files a place under. */
const ISRAEL_SCHEDULE_COUNTRIES = new Set(['IL', 'PS']);
const ISRAEL_TIME_ZONES = new Set(['Asia/Jerusalem', 'Asia/Tel_Aviv', 'Asia/Hebron', 'Asia/Gaza']);

export interface CalendarRules {
  il: boolean;
  candleMins: number;
}

/** Israel's schedule for places in Israel, diaspora elsewhere; either may be overridden. */
export function calendarRules(place: Place, overrides: { il?: boolean | undefined; candleMins?: number | undefined }): CalendarRules {
  const il = overrides.il ?? (place.country ? ISRAEL_SCHEDULE_COUNTRIES.has(place.country) : ISRAEL_TIME_ZONES.has(place.tzid));
  const local = LOCAL_CANDLE_MINS.find((c) => distanceKm(place.latitude, place.longitude, c.latitude, c.longitude) <= c.km)?.minutes;
  const fallback = il ? (local ?? ISRAEL_CANDLE_MINS) : DIASPORA_CANDLE_MINS;
  // @hebcal/core reads 18 minutes in Israel as "the default" and applies the local custom
  // instead, so report what it will actually use.
  const override = il && overrides.candleMins === DIASPORA_CANDLE_MINS ? undefined : overrides.candleMins;
  return { il, candleMins: override ?? fallback };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date holding a civil day in its local fields (as @hebcal/core returns them) → yyyy-MM-dd. */
export const dayString = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Calendar items for a Gregorian month: holidays, Rosh Chodesh, parashat, candles, havdalah, fasts,
 * Omer; titles and Hebrew dates in `lang`.
 */
export function monthItems(place: Place, year: number, month: number, rules: CalendarRules, lang: Language = 'en'): CalendarItem[] {
  // No country code: @hebcal/core would force Israel's schedule for 'IL' over an `il` override.
  const location = new Location(place.latitude, place.longitude, rules.il, place.tzid, place.name, undefined, place.geonameid);
  const events = HebrewCalendar.calendar({
    year,
    month,
    location,
    il: rules.il,
    candlelighting: true,
    candleLightingMins: rules.candleMins,
    havdalahDeg: HAVDALAH_DEG,
    sedrot: true,
    omer: true,
  });
  const items = events.map((ev) => {
    const hd = ev.getDate();
    const timed = ev instanceof TimedEvent;
    return {
      // Timed items carry the local time with the place's offset; the rest only the day.
      date: timed ? isoInZone(place.tzid, ev.eventTime) : dayString(hd.greg()),
      // 'Candle lighting' rather than 'Candle lighting: 4:28pm': the page formats the time.
      title: timed ? ev.renderBrief(HEBCAL_LOCALE[lang]) : ev.render(HEBCAL_LOCALE[lang]),
      category: ev.getCategories()[0] ?? 'holiday',
      hdate: renderHebrewDate(hd, lang),
    };
  });
  const purim = purimItems(place, year, month, lang);
  // Each day's Purim line follows that day's own items (a stable sort by day).
  return purim.length ? [...items, ...purim].sort((a, b) => a.date.slice(0, 10).localeCompare(b.date.slice(0, 10))) : items;
}

/**
 * In a walled city or a city of doubt, what each of its Purim days holds (calendar/purim.ts), so
 * the calendar agrees with today's prayers there; an ordinary place has @hebcal/core's 'Purim'.
 */
function purimItems(place: Place, year: number, month: number, lang: Language): CalendarItem[] {
  const kept = purimPlace(place);
  if (kept.city === 'open') return [];
  const hebrewYear = new HDate(new Date(year, month - 1, 15)).getFullYear();
  return purimDays(hebrewYear, kept)
    .filter(({ hd }) => hd.greg().getMonth() === month - 1 && hd.greg().getFullYear() === year)
    .map(({ hd, observances }) => ({
      date: dayString(hd.greg()),
      title: purimDayTitle(kept, observances, lang),
      category: 'holiday',
      hdate: renderHebrewDate(hd, lang),
    }));
}

/** A Hebrew date in its parts (the month's name in the language) and in Hebrew letters. */
export function hebrewDateParts(hd: HDate, lang: Language = 'en'): HebrewDateResponse {
  return { hd: hd.getDate(), hm: monthName(hd, lang), hy: hd.getFullYear(), he: hd.renderGematriya(true) };
}

/** The Hebrew date of a civil day (yyyy-MM-dd), e.g. 2026-11-21 → 11 Kislev 5787. */
export function hebrewDate(date: string, lang: Language = 'en'): HebrewDateResponse {
  return hebrewDateParts(new HDate(civilDate(date)), lang);
}

/** The 42 days of the month grid, from the Sunday on or before the 1st. */
export function gridDays(year: number, month: number, lang: Language = 'en'): CalendarDay[] {
  const first = new Date(year, month - 1, 1);
  const start = new Date(year, month - 1, 1 - first.getDay());
  return Array.from({ length: 42 }, (_, i) => {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + i);
    const hd = new HDate(day);
    return { date: dayString(day), ...hebrewDateParts(hd, lang), hdate: renderHebrewDate(hd, lang) };
  });
}
