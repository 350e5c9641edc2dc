// Display helpers for minyan times and listing freshness. No zod and no Chakra: 'Minyan now'
// on the home page imports these.
import type { ListingSource } from '#domain/enums.ts';
import type { MinyanOccurrence, SynagogueDetail } from '#contract/minyanim.ts';

/** Where a listing came from, in words a visitor understands. */
export const SOURCE_LABELS: Record<ListingSource, string> = {
  admin: 'Shul Finder team',
  community: 'Community',
  osm: 'OpenStreetMap',
  partner: 'Partner directory',
  sample: 'Sample data',
};

/** '2026-11-22' → 'Sunday, Nov 22' (the date is a civil date: no time zone shifts it). */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' });
}

/** '2026-11-22' → 'Sun, Nov 22', for narrow tables. */
export function shortDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
}

/** Whether a listing shows any times to confirm: its rules, or the text published on OpenStreetMap. */
export const hasTimes = (listing: Pick<SynagogueDetail, 'minyanim' | 'osmServiceTimes'>): boolean =>
  listing.minyanim.length > 0 || Boolean(listing.osmServiceTimes);

/** '3 Nov 2026 – 9 Nov 2026' of an announcement, or the one day. Civil dates: no time zone shifts them. */
export function dateRangeLabel(startDate: string, endDate: string): string {
  const day = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
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

/** 'now', 'in 5 min', 'in 1 h 20 min' until an ISO start time. */
export function startsIn(startIso: string, now: Date = new Date()): string {
  const minutes = Math.round((Date.parse(startIso) - now.getTime()) / 60_000);
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `in ${hours} h ${rest} min` : `in ${hours} h`;
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
