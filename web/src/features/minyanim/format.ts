// Display helpers for minyan times and listing freshness. No zod and no Chakra: 'Minyan now'
// on the home page imports these.
import type { Locale } from '#domain/languages.ts';
import type { MinyanOccurrence, SynagogueDetail } from '#contract/minyanim.ts';
import { INTL_LOCALE } from '../../i18n/format.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';

/** A civil date ('2026-11-22') at noon UTC: formatted in UTC, no time zone shifts its day. */
const civil = (date: string) => new Date(`${date}T12:00:00Z`);

/** '2026-11-22' → 'Sunday, Nov 22', 'יום ראשון, 22 בנוב׳'. */
export function dayLabel(date: string, locale: Locale = 'en'): string {
  return civil(date).toLocaleDateString(INTL_LOCALE[locale], { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' });
}

/** '2026-11-22' → 'Sun, Nov 22', 'dim. 22 nov.', for narrow tables. */
export function shortDayLabel(date: string, locale: Locale = 'en'): string {
  return civil(date).toLocaleDateString(INTL_LOCALE[locale], { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
}

/** '2026-11-03' → 'November 3, 2026', '3 novembre 2026': a rule's date or validity. */
export function longDateLabel(date: string, locale: Locale = 'en'): string {
  return civil(date).toLocaleDateString(INTL_LOCALE[locale], { timeZone: 'UTC', dateStyle: 'long' });
}

/** Whether a listing shows any times to confirm: its rules, or the text published on OpenStreetMap. */
export const hasTimes = (listing: Pick<SynagogueDetail, 'minyanim' | 'osmServiceTimes'>): boolean =>
  listing.minyanim.length > 0 || Boolean(listing.osmServiceTimes);

/**
 * '3 Nov 2026 – 9 Nov 2026' of an announcement, or the one day. Day before month in English too
 * (en-GB), as the listing's other dates. Civil dates: no time zone shifts them.
 */
export function dateRangeLabel(startDate: string, endDate: string, locale: Locale = 'en'): string {
  const intl = locale === 'en' ? 'en-GB' : INTL_LOCALE[locale];
  const day = (d: string) => civil(d).toLocaleDateString(intl, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  return startDate === endDate ? day(startDate) : `${day(startDate)} – ${day(endDate)}`;
}

/** Occurrences grouped by their date, in date order, each group in time order. */
export function groupByDate(occurrences: readonly MinyanOccurrence[]): { date: string; items: MinyanOccurrence[] }[] {
  const groups = new Map<string, MinyanOccurrence[]>();
  for (const o of occurrences) {
    const list = groups.get(o.date) ?? [];
    list.push(o);
    groups.set(o.date, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, items]) => ({ date, items }));
}

/** 'now', 'in 5 min', 'in 1 h 20 min' until an ISO start time, in the language of `t`. */
export function startsIn(t: Translate, startIso: string, now: Date = new Date()): string {
  const minutes = Math.round((Date.parse(startIso) - now.getTime()) / 60_000);
  if (minutes <= 0) return t('minyanim.startsIn.now');
  if (minutes < 60) return t('minyanim.startsIn.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? t('minyanim.startsIn.hoursMinutes', { hours, minutes: rest }) : t('minyanim.startsIn.hours', { hours });
}

/**
 * Directions to a point: a `geo:` URI on Android (it opens the visitor's own maps app), Apple
 * Maps on Apple devices, and Google Maps' directions page elsewhere.
 */
export function directionsHref(lat: number, lng: number, label: string, userAgent: string = navigator.userAgent): string {
  const point = `${lat},${lng}`;
  if (/Android/i.test(userAgent)) return `geo:${point}?q=${point}(${encodeURIComponent(label)})`;
  if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) return `https://maps.apple.com/?daddr=${point}&q=${encodeURIComponent(label)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${point}`;
}
