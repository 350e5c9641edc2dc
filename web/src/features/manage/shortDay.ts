import { formatDay } from '#domain/freshness.ts';
import type { Locale } from '#domain/languages.ts';

/**
 * A calendar day, short: '3 Nov 2026' in English (the API's own English lines: formatDay, whose
 * months are always three letters), '3 בנוב׳ 2026' in Hebrew. `day` is an ISO instant or a
 * 'yyyy-MM-dd' date, read in UTC so a date is the same day in every time zone.
 */
export function shortDay(day: string, locale: Locale): string {
  const instant = day.length === 10 ? `${day}T12:00:00Z` : day;
  if (locale === 'en') return formatDay(instant);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}
