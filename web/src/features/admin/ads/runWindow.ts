import type { Ad } from '#contract/ads.ts';
import type { Locale } from '#domain/languages.ts';

/**
 * An ad's run, as the days the admin chose: a window is stored from midnight UTC of its first
 * day to the end of its last (schema/contract/ads.ts), so its days are the UTC dates, as the form shows
 * them. A date in the browser's zone would show the day before west of Greenwich.
 */
export function runWindow(a: Pick<Ad, 'startDate' | 'endDate'>, locale: Locale = 'en'): string | null {
  if (!a.startDate && !a.endDate) return null;
  const long = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (iso: string | null) => (iso ? long.format(new Date(`${windowDay(iso)}T12:00:00Z`)) : '…');
  // The two ends with a dash, in the page's language's order (the dash is not a word to translate).
  return `${day(a.startDate)} – ${day(a.endDate)}`;
}

/** The day (yyyy-MM-dd) a stored window's start or end falls on, as the form's date inputs take it. */
export const windowDay = (iso: string) => iso.slice(0, 10);
