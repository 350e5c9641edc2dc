// The Shabbat and Yom Tov times feed (GET /api/hebrew-calendar.ics): candle lighting and
// havdalah for a place, from the calendar service's own month items so the feed and the
// Calendar page never disagree.
import type { LocationQuery } from '#contract/calendar.ts';
import { DEFAULT_LOCALE, type Locale as Language } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import { hebcalText } from '../calendar/hebcal-locales.ts';
import { monthItems, type CalendarRules } from '../calendar/hebrew-calendar.ts';
import { wallTime } from './clock.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';

/** A year ahead: every Shabbat and Yom Tov a subscriber will see before the app refreshes. */
export const CANDLE_FEED_MONTHS = 12;
const FEED_CATEGORIES = new Set(['candles', 'havdalah']);

/** The feed's name in a calendar app's list, before the place. */
const FEED_NAME: Record<Language, string> = {
  en: 'Shabbat times',
  he: 'זמני שבת',
  fr: 'Horaires de Chabbat',
  es: 'Horarios de Shabat',
  ru: 'Время Шаббата',
};

/** A short, stable name for where the feed is for, part of every UID. */
export function locationKey(q: LocationQuery): string {
  if (q.geonameid !== undefined) return `g${q.geonameid}`;
  if (q.zip !== undefined) return `z${q.zip}`;
  return `c${q.latitude!.toFixed(4)}_${q.longitude!.toFixed(4)}`;
}

/**
 * The feed in a language: event names (Hebcal's), the feed's name and its link to the Calendar page
 * in that language. UIDs do not depend on the language, so a subscriber who switches keeps one event a week.
 */
export function candleFeed(
  place: Place,
  rules: CalendarRules,
  key: string,
  now: Date,
  origin: string,
  lang: Language = DEFAULT_LOCALE,
): string {
  const today = wallTime(now, place.tzid).date;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const host = new URL(origin).hostname;
  // DTSTAMP: the day the feed was computed (the times themselves never change for a place).
  const stamp = new Date(`${today}T00:00:00Z`);
  const calendarPage = `${origin}${lang === DEFAULT_LOCALE ? '' : `/${lang}`}/calendar`;
  const events: IcsEvent[] = [];
  for (let i = 0; i < CANDLE_FEED_MONTHS; i++) {
    const m = ((month - 1 + i) % 12) + 1;
    const y = year + Math.floor((month - 1 + i) / 12);
    for (const item of monthItems(place, y, m, rules, lang)) {
      if (!FEED_CATEGORIES.has(item.category)) continue;
      const start = new Date(item.date);
      if (item.date.slice(0, 10) < today) continue;
      events.push({
        uid: `${item.category}-${item.date.slice(0, 10).replaceAll('-', '')}-${key}@${host}`,
        start,
        summary: item.title,
        description: item.hdate,
        location: place.label,
        url: calendarPage,
        categories: [hebcalText(item.category === 'candles' ? 'Candle lighting' : 'Havdalah', lang)],
        stamp,
      });
    }
  }
  return buildCalendar({ name: `${FEED_NAME[lang]} · ${place.label}`, tzid: place.tzid, events });
}
