// Date and time helpers of the calendar page. Times show in the place's own time zone
// ('h:mm a'), never the browser's.
import type { CalendarItem } from '#contract/calendar.ts';

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's own time zone, for 'Near Me'. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'h:mm a' in the place's time zone: '2026-11-06T16:28:00-05:00' → '4:28 PM'. */
export function formatTime(iso: string, tzid: string): string {
  let format = timeFormats.get(tzid);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: tzid, hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormats.set(tzid, format);
  }
  return format.format(new Date(iso));
}

/** A timed item carries a time with an offset; the rest only a day. */
export const isTimed = (item: CalendarItem) => item.date.length > 10;

/** The civil day an item belongs to (its local date, whatever its offset). */
export const itemDay = (item: CalendarItem) => item.date.slice(0, 10);

/** yyyy-MM-dd as a Date at UTC midnight, for formatting with timeZone 'UTC'. */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'MMMM yyyy': 'November 2026'. */
export const monthHeading = ({ year, month }: YearMonth) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utcDate(`${year}-${pad(month)}-01`));

/** 'Friday, November 6, 2026'. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    utcDate(date),
  );

/** 'Friday, November 6'. */
export const listDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(utcDate(date));

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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

/** Titles mentioning the parasha get a scroll icon, every other event a wine cup. */
export const isTorahReading = (title: string) => /parashat|parsha/i.test(title);
