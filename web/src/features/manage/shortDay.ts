import type { Locale } from '#domain/languages.ts';

/**
 * A calendar day, short: '3 Nov 2026' in English (day, short month, year, as the API's English
 * lines write it), '3 בנוב׳ 2026' in Hebrew. `day` is an ISO instant or a 'yyyy-MM-dd' date, read
 * in UTC so a date is the same day in every time zone.
 */
export function shortDay(day: string, locale: Locale): string {
  const instant = day.length === 10 ? `${day}T12:00:00Z` : day;
  const intl = locale === 'en' ? 'en-GB' : locale;
  return new Intl.DateTimeFormat(intl, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}
