// A listing's place for its minyan times: coordinates, time zone and Israel or diaspora.
import tzlookup from '@photostructure/tz-lookup';
import type { SynagogueRow } from '#db/tables.ts';
import type { RulePlace } from './expand.ts';

/**
 * The IANA zone at a point, computed in the Worker from @photostructure/tz-lookup's packed
 * boundary grid (29 KB gzipped): no database round trip per listing, correct at zone borders
 * where the nearest city can sit across the line, and defined at sea and far from any city.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzlookup(latitude, longitude);
}

const ISRAEL = /^(israel|il|isr|ישראל)$/i;

/** The Israeli holiday schedule (one day of Yom Tov) applies in Israel. */
export function isInIsrael(country: string | null | undefined, tzid: string): boolean {
  return tzid === 'Asia/Jerusalem' || ISRAEL.test((country ?? '').trim());
}

/** Null when the listing has no coordinates: neither zmanim nor a time zone can be known. */
export function listingPlace(row: Pick<SynagogueRow, 'latitude' | 'longitude' | 'country'>): RulePlace | null {
  if (row.latitude === null || row.longitude === null) return null;
  const tzid = timeZoneAt(row.latitude, row.longitude);
  return { latitude: row.latitude, longitude: row.longitude, tzid, il: isInIsrael(row.country, tzid) };
}
