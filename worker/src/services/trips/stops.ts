// A trip's stops as places, and the listings near them: every read the planner needs, in as few
// D1 round trips as the input allows (none for preset cities and points; one for gazetteer ids,
// one for the listings with their rules and each stop's nearest listings, batched).
import { and, between, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { TripPlace } from '#contract/trips.ts';
import { DRIVING_KM } from '#contract/trips.ts';
import { minyanim, places, synagogues, type MinyanRow, type SynagogueRow } from '#db/tables.ts';
import { PRESET_CITIES, presetPlace, type Place } from '#domain/places.ts';
import type { Db } from '../../db.ts';
import { fieldError, said } from '../../errors.ts';
import { activeUnindexed } from '../directory/reads.ts';
import { boundingBox } from '../geo/geo.ts';
import { haversineSql, inLongitudeRanges } from '../geo/geo-sql.ts';
import { timeZoneAt } from '../minyanim/place.ts';
import { groupRules } from '../minyanim/store.ts';
import { toPlace } from '../places/gazetteer.ts';

/** How far the 'nearest listings' of a day without a minyan are looked for. */
const NEAREST_KM = 300;
const NEAREST_COUNT = 3;

const pointPlace = (latitude: number, longitude: number): Place => {
  const label = `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  return { name: label, label, country: '', admin1: null, latitude, longitude, tzid: timeZoneAt(latitude, longitude) };
};

/** Each stop's place; 400 naming the stop for an id the gazetteer does not know. */
export async function resolveStops(db: Db, stops: readonly TripPlace[]): Promise<Place[]> {
  const ids = stops.filter((p): p is number => typeof p === 'number' && !PRESET_CITIES.some((c) => c.geonameid === p));
  const rows = ids.length ? await db.select().from(places).where(inArray(places.geonameid, ids)).all() : [];
  return stops.map((p, i) => {
    if (typeof p !== 'number') return pointPlace(p.latitude, p.longitude);
    const preset = PRESET_CITIES.find((c) => c.geonameid === p);
    if (preset) return presetPlace(preset);
    const row = rows.find((r) => r.geonameid === p);
    if (!row) throw fieldError(`stops.${i}.place`, said('errors.noPlaceWithGeonameid', { geonameid: p }));
    return toPlace(row);
  });
}

export interface Nearby {
  /** Active listings with coordinates within DRIVING_KM's box of any stop. */
  listings: SynagogueRow[];
  rules: Map<number, MinyanRow[]>;
  /** Per stop, its nearest listings with rules, however far (up to NEAREST_KM). */
  nearest: { row: SynagogueRow; distanceKm: number }[][];
}

/** One batch: the listings in every stop's box and their rules, and each stop's nearest listings. */
export async function listingsNear(db: Db, stops: readonly Place[]): Promise<Nearby> {
  const inBox = (p: Place, km: number) => {
    const box = boundingBox(p.latitude, p.longitude, km);
    return and(between(synagogues.latitude, box.south, box.north), inLongitudeRanges(synagogues.longitude, box.lngRanges));
  };
  const near = and(activeUnindexed, isNotNull(synagogues.longitude), or(...stops.map((p) => inBox(p, DRIVING_KM))));
  const ids = db.select({ id: synagogues.id }).from(synagogues).where(near);
  const hasRules = sql`exists (select 1 from ${minyanim} where ${minyanim.synagogueId} = ${synagogues.id})`;
  const nearestOf = (p: Place) => {
    const distance = haversineSql(synagogues.latitude, synagogues.longitude, p.latitude, p.longitude);
    return db
      .select({ row: synagogues, distanceKm: distance.as('distance_km') })
      .from(synagogues)
      .where(and(activeUnindexed, isNotNull(synagogues.longitude), inBox(p, NEAREST_KM), hasRules))
      .orderBy(sql`distance_km`)
      .limit(NEAREST_COUNT);
  };
  const [listings, ruleRows, ...nearest] = await db.batch([
    db.select().from(synagogues).where(near),
    db.select().from(minyanim).where(inArray(minyanim.synagogueId, ids)),
    ...stops.map(nearestOf),
  ]);
  return { listings, rules: groupRules(ruleRows), nearest };
}
