import type { Ad } from '#contract/ads.ts';
import { formatLongDate } from '#web-lib/format.ts';

/**
 * An ad's run, as the days the admin chose: a window is stored from midnight UTC of its first
 * day to the end of its last (schema/contract/ads.ts), so its days are the UTC dates, as the form shows
 * them. A date in the browser's zone would show the day before west of Greenwich.
 */
export function runWindow(a: Pick<Ad, 'startDate' | 'endDate'>): string | null {
  if (!a.startDate && !a.endDate) return null;
  const day = (iso: string | null) => (iso ? formatLongDate(windowDay(iso)) : '…');
  return `${day(a.startDate)} – ${day(a.endDate)}`;
}

/** The day (yyyy-MM-dd) a stored window's start or end falls on, as the form's date inputs take it. */
export const windowDay = (iso: string) => iso.slice(0, 10);
