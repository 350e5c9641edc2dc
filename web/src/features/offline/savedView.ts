// What a saved shul shows without a network (pure: no storage, no network): its page with the
// coming week taken from the kept 14 days, from today on at the listing, and 'Minyan now' over
// the saved shuls near a position, answered as the API answers it.
import type { Announcement } from '#contract/announcements.ts';
import type { MinyanOccurrence, NextMinyan, NextMinyanResponse, SynagogueDetail } from '#contract/minyanim.ts';
import type { MapListing } from '#contract/synagogues.ts';
import { NEXT_RADIUS_DEFAULT_KM, NEXT_WITHIN_DEFAULT } from '#domain/minyan-format.ts';
import { todayIn } from '#domain/time-zone.ts';
// The same great-circle distance the Worker's 'Minyan now' measures with (a pure module).
import { distanceKm } from '../../../../worker/src/services/geo/geo.ts';
import type { SavedShulRecord } from './db.ts';

/** The listing page shows this many days of minyanim, as the API's `upcoming` does. */
const WEEK = 7;
const MAX_RESULTS = 50;

type Kept = Pick<SavedShulRecord, 'listing' | 'schedule'>;

const todayAt = (listing: SynagogueDetail, now: Date) => todayIn(listing.tzid ?? 'UTC', now);

/** The kept days with minyanim from today on at the listing. */
function occurrencesFrom(kept: Kept, today: string): MinyanOccurrence[] {
  if (kept.schedule) return kept.schedule.days.filter((d) => d.date >= today).flatMap((d) => d.minyanim);
  return kept.listing.upcoming.filter((m) => m.date >= today);
}

/** The last civil day whose minyanim are kept (null: none). */
export function keptUntil(kept: Kept): string | null {
  const days = kept.schedule?.days ?? [];
  return days.at(-1)?.date ?? kept.listing.upcoming.at(-1)?.date ?? null;
}

/** The listing's page from its kept copy at `now`: the coming week from today, announcements not yet over. */
export function detailFromSaved(kept: Kept, now = new Date()): SynagogueDetail {
  const today = todayAt(kept.listing, now);
  const all = occurrencesFrom(kept, today);
  const dates = [...new Set(all.map((m) => m.date))].slice(0, WEEK);
  const byId = new Map<number, Announcement>();
  for (const a of [...kept.listing.announcements, ...(kept.schedule?.announcements ?? [])]) byId.set(a.id, a);
  const announcements = [...byId.values()]
    .filter((a) => a.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return { ...kept.listing, upcoming: all.filter((m) => dates.includes(m.date)), announcements };
}

function mapListingOf(listing: SynagogueDetail): MapListing {
  const { id, name, hebrewName, address, city, state, zipCode, country, latitude, longitude, nusach, phone, website } = listing;
  // A copy saved before listings carried their names in other languages has none.
  const names = listing.names ?? null;
  return { id, name, hebrewName, names, address, city, state, zipCode, country, latitude, longitude, nusach, phone, website };
}

/**
 * 'Minyan now' over the saved shuls: the minyanim starting from `at` to `within` minutes later at
 * the saved shuls within `radiusKm` of the point, soonest first, then nearest (as the API orders them).
 */
export function nextFromSaved(
  saved: readonly Kept[],
  point: { lat: number; lng: number },
  at: Date,
  { radiusKm = NEXT_RADIUS_DEFAULT_KM, within = NEXT_WITHIN_DEFAULT } = {},
): NextMinyanResponse {
  const end = at.getTime() + within * 60_000;
  const items: (NextMinyan & { instant: number })[] = [];
  for (const kept of saved) {
    const { listing } = kept;
    if (!listing.latitude || !listing.longitude) continue;
    const km = Math.round(distanceKm(point.lat, point.lng, Number(listing.latitude), Number(listing.longitude)) * 100) / 100;
    if (km > radiusKm) continue;
    // From the day before: a late minyan of yesterday's date may start after midnight.
    const yesterday = todayIn(listing.tzid ?? 'UTC', new Date(at.getTime() - 86_400_000));
    for (const occurrence of occurrencesFrom(kept, yesterday)) {
      const instant = Date.parse(occurrence.start);
      const minyan = listing.minyanim.find((m) => m.id === occurrence.minyanId);
      if (!minyan || instant < at.getTime() || instant > end) continue;
      items.push({
        synagogue: mapListingOf(listing),
        start: occurrence.start,
        time: occurrence.time,
        date: occurrence.date,
        tefillah: occurrence.tefillah,
        distanceKm: km,
        minyan,
        freshness: listing.freshness,
        instant,
      });
    }
  }
  items.sort((a, b) => a.instant - b.instant || a.distanceKm - b.distanceKm);
  return { at: at.toISOString(), within, items: items.slice(0, MAX_RESULTS).map(({ instant: _instant, ...item }) => item) };
}
