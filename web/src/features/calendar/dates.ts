// Date and time helpers of the calendar page, in the page's language. Times show in the place's
// own time zone ('4:28 PM' in English, '16:28' in the other languages), never the browser's.
import type { CalendarItem } from '#contract/calendar.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { INTL_LOCALE, formatters } from '../../i18n/format.ts';
import { dateTimeFormat } from '../../i18n/dateTimeFormat.ts';

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's own time zone, for 'Near Me'. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A time in the place's time zone: '2026-11-06T16:28:00-05:00' → '4:28 PM' (en), '16:28' (he, fr, es, ru). */
export const formatTime = (iso: string, tzid: string, locale: Locale = DEFAULT_LOCALE) => formatters(locale).time(new Date(iso), tzid);

/** A timed item carries a time with an offset; the rest only a day. */
export const isTimed = (item: CalendarItem) => item.date.length > 10;

/** The civil day an item belongs to (its local date, whatever its offset). */
export const itemDay = (item: CalendarItem) => item.date.slice(0, 10);

/** yyyy-MM-dd as a Date at UTC midnight, for formatting with timeZone 'UTC'. */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', ...options });

/** The month and year: 'November 2026', 'novembre 2026', 'נובמבר 2026'. */
export const monthHeading = ({ year, month }: YearMonth, locale: Locale = DEFAULT_LOCALE) =>
  dateFormat(locale, { month: 'long', year: 'numeric' }).format(utcDate(`${year}-${pad(month)}-01`));

/** 'Friday, November 6, 2026', 'vendredi 6 novembre 2026'. */
export const longDate = (date: string, locale: Locale = DEFAULT_LOCALE) =>
  dateFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(utcDate(date));

/** 'Friday, November 6', 'vendredi 6 novembre'. */
export const listDate = (date: string, locale: Locale = DEFAULT_LOCALE) =>
  dateFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(utcDate(date));

/** A Sunday (1 November 2026), from which the grid's seven columns count. */
const SUNDAY = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** The short names of the days, Sunday to Saturday: 'Sun'…'Sat', 'dim.'…'sam.', 'יום א׳'…'שבת'. */
export const weekdayNames = (locale: Locale = DEFAULT_LOCALE) => {
  const format = dateFormat(locale, { weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(SUNDAY + i * DAY_MS)));
};

export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

export const inMonth = (date: string, { year, month }: YearMonth) => date.startsWith(`${year}-${pad(month)}-`);

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'yyyy-MM' ⇄ YearMonth, for the address bar. */
export const formatYearMonth = ({ year, month }: YearMonth) => `${year}-${pad(month)}`;
export function parseYearMonth(text: string | null): YearMonth | null {
  const m = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : null;
}

export const yearMonthOf = (date: string): YearMonth => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/**
 * Narrow screens: today first, then the upcoming days ascending, then the past
 * days descending (the most recent first).
 */
export function orderForList(dates: readonly string[], today: string): string[] {
  const upcoming = dates.filter((d) => d > today).sort();
  const past = dates
    .filter((d) => d < today)
    .sort()
    .reverse();
  return [...dates.filter((d) => d === today), ...upcoming, ...past];
}

/**
 * A day's items: candle lighting and havdalah apart (they get their own icons), then the other
 * events, most notable first; `all` keeps the API's order for the full list.
 */
export interface DayItems {
  candles?: CalendarItem;
  havdalah?: CalendarItem;
  events: CalendarItem[];
  all: CalendarItem[];
}

/** Which event a crowded grid cell shows first: holidays, then Rosh Chodesh, the parasha, the rest. */
const EVENT_RANK: Record<string, number> = { holiday: 0, roshchodesh: 1, parashat: 2 };
const rank = (item: CalendarItem) => EVENT_RANK[item.category] ?? 3;

export function itemsByDay(items: readonly CalendarItem[]): Map<string, DayItems> {
  const days = new Map<string, DayItems>();
  for (const item of items) {
    const day = itemDay(item);
    let entry = days.get(day);
    if (!entry) {
      entry = { events: [], all: [] };
      days.set(day, entry);
    }
    entry.all.push(item);
    if (item.category === 'candles' && !entry.candles) entry.candles = item;
    else if (item.category === 'havdalah' && !entry.havdalah) entry.havdalah = item;
    else entry.events.push(item);
  }
  // Stable: within a rank, the API's order stands.
  for (const entry of days.values()) entry.events.sort((a, b) => rank(a) - rank(b));
  return days;
}

/**
 * The parasha gets a scroll icon, every other event a wine cup: by category, since titles are in
 * the page's language, or by an English title mentioning it.
 */
export const isTorahReading = (item: Pick<CalendarItem, 'title' | 'category'>) =>
  item.category === 'parashat' || /parashat|parsha/i.test(item.title);

/**
 * A grid cell's Hebrew day and month in Hebrew letters ('י״א כסלו'): the full date without its
 * year, which @hebcal/core always writes as the last word ('י״א כסלו תשפ״ז').
 */
export const hebrewDayAndMonth = (he: string) => he.split(' ').slice(0, -1).join(' ');
