// Ties each listing's city to its gazetteer place (`synagogues.place_id`, a GeoNames id), so that
// one city spelled two ways (לוד, Lod) counts, suggests and has a page as one
// (docs/domain.md: Places). The place is, in order: one that the listing's city names within
// RADIUS_DEG of its position; without a position, the best-ranked one that its city names in its
// country (its state preferred); else the nearest populated place. A section of a city (Borough
// Park) stands for the city it belongs to in the same state (Brooklyn), as postal addresses do.
// The cron ties listings as they come (imports, geocoding, edits that moved a listing: a trigger
// sets their place back to null); an admin's save ties its listing at once.
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import { distinctSlug, placeSlug, regionSegment, spellingLocale } from '#domain/city-pages.ts';
import type { Locale } from '#domain/languages.ts';
import { nameKey } from '#domain/place-names.ts';
import { synagogues, type PlaceRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { longitudeScale } from '../geo/geo.ts';
import { countryCode } from '../importers/countries.ts';

/** How far from its position a listing's city may name a place (degrees of latitude, about 55 km). */
const RADIUS_DEG = 0.5;
/** How far a city section's own city may lie from it (degrees of latitude, about 22 km). */
const AREA_DEG = 0.2;
/** Listings tied per cron tick. */
export const TIE_BATCH = 500;

export interface TieTarget {
  id: number;
  city: string;
  state: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

type FoundPlace = Pick<PlaceRow, 'name' | 'admin1' | 'country' | 'latitude' | 'longitude' | 'population'> & { geonameid: number };

const hasPosition = (t: TieTarget) =>
  t.latitude !== null && t.longitude !== null && !(t.latitude === 0 && t.longitude === 0) && Number.isFinite(t.latitude);

/** For each listing, the place its city is, or null; one statement for the batch. */
export async function findListingPlaces(db: Db, targets: readonly TieTarget[]): Promise<(FoundPlace | null)[]> {
  if (!targets.length) return [];
  // Per listing: latitude, longitude, the east-west shrink of a degree there, the longitude radius, folded city, country code, state.
  const json = JSON.stringify(
    targets.map((t) => {
      const positioned = hasPosition(t);
      const k = positioned ? Math.max(longitudeScale(t.latitude!), 0.01) : null;
      return [
        positioned ? t.latitude : null,
        positioned ? t.longitude : null,
        k,
        k ? RADIUS_DEG / k : null,
        nameKey(t.city) || null,
        countryCode(t.country),
        t.state?.trim() || null,
      ];
    }),
  );
  const distance = (p: string) =>
    sql.raw(`(${p}.latitude - t.lat) * (${p}.latitude - t.lat) + (${p}.longitude - t.lng) * (${p}.longitude - t.lng) * t.k * t.k`);
  const inBox = (p: string) =>
    sql.raw(
      `${p}.latitude BETWEEN t.lat - ${RADIUS_DEG} AND t.lat + ${RADIUS_DEG} AND ${p}.longitude BETWEEN t.lng - t.dlng AND t.lng + t.dlng`,
    );
  const rows = await db.all<FoundPlace & { i: number }>(sql`
    WITH t AS MATERIALIZED (
      SELECT key AS i, value ->> '$[0]' AS lat, value ->> '$[1]' AS lng, value ->> '$[2]' AS k, value ->> '$[3]' AS dlng,
        value ->> '$[4]' AS city, value ->> '$[5]' AS cc, value ->> '$[6]' AS state
      FROM json_each(${json})),
    found AS MATERIALIZED (
      SELECT t.i, coalesce(
        (SELECT p.id FROM place_names n JOIN places p ON p.id = n.place_id
          WHERE t.lat IS NOT NULL AND n.key = t.city AND p.kind = 'city' AND p.geonameid IS NOT NULL AND ${inBox('p')}
          ORDER BY ${distance('p')} LIMIT 1),
        (SELECT p.id FROM place_names n JOIN places p ON p.id = n.place_id
          WHERE t.lat IS NULL AND n.key = t.city AND p.kind = 'city' AND p.geonameid IS NOT NULL AND (t.cc IS NULL OR p.country = t.cc)
          ORDER BY coalesce(p.admin1 = t.state COLLATE NOCASE, 0) DESC, n.rank DESC LIMIT 1),
        (SELECT q.id FROM places q
          WHERE t.lat IS NOT NULL AND ${inBox('q')} AND q.kind = 'city' AND q.geonameid IS NOT NULL
          ORDER BY ${distance('q')} LIMIT 1)) AS pid
      FROM t),
    chosen AS (
      SELECT found.i, coalesce(
        (SELECT a.id FROM places a
          WHERE p.area IS NOT NULL AND a.name = p.area AND a.country = p.country AND a.admin1 IS p.admin1
            AND a.kind = 'city' AND a.geonameid IS NOT NULL
            AND a.latitude BETWEEN p.latitude - ${AREA_DEG} AND p.latitude + ${AREA_DEG}
            AND a.longitude BETWEEN p.longitude - ${AREA_DEG * 2} AND p.longitude + ${AREA_DEG * 2}
          ORDER BY a.population DESC LIMIT 1),
        p.id) AS id
      FROM found JOIN places p ON p.id = found.pid)
    SELECT chosen.i, p.geonameid, p.name, p.admin1, p.country, p.latitude, p.longitude, p.population
    FROM chosen JOIN places p ON p.id = chosen.id`);
  const out: (FoundPlace | null)[] = targets.map(() => null);
  for (const { i, ...place } of rows) out[i] = place;
  return out;
}

/** The places of the same scope and plain slug as each found place, from the gazetteer (its own names' keys). */
async function readRivals(db: Db, found: readonly FoundPlace[]) {
  const keys = [...new Set(found.map((p) => nameKey(p.name)).filter(Boolean))];
  if (!keys.length) return [];
  return db.all<{ geonameid: number; name: string; admin1: string | null; country: string; population: number }>(sql`
    SELECT DISTINCT p.geonameid, p.name, p.admin1, p.country, p.population
    FROM place_names n JOIN places p ON p.id = n.place_id
    WHERE n.key IN (SELECT value FROM json_each(${JSON.stringify(keys)})) AND p.kind = 'city' AND p.geonameid IS NOT NULL`);
}

interface ListingPlaceRow {
  placeId: number;
  country: string;
  region: string;
  slug: string;
  name: string;
  localNames: Partial<Record<Locale, string>>;
  latitude: number;
  longitude: number;
}

/** Each found place's row of `listing_places`, its slug distinct within its scope (#domain/city-pages.ts). */
function placeRows(found: readonly FoundPlace[], rivals: Awaited<ReturnType<typeof readRivals>>): ListingPlaceRow[] {
  const scope = (p: { country: string; admin1: string | null }) => `${p.country}/${regionSegment(p.country, p.admin1)}`;
  const rows = new Map<number, ListingPlaceRow>();
  for (const p of found) {
    if (rows.has(p.geonameid)) continue;
    const slug = placeSlug(p.name, p.geonameid);
    const sameSlug = rivals.filter((r) => scope(r) === scope(p) && placeSlug(r.name, r.geonameid) === slug);
    rows.set(p.geonameid, {
      placeId: p.geonameid,
      country: p.country,
      region: regionSegment(p.country, p.admin1),
      slug: distinctSlug(p, slug, sameSlug),
      name: p.name,
      localNames: {},
      latitude: p.latitude,
      longitude: p.longitude,
    });
  }
  return [...rows.values()];
}

/**
 * Ties listings to their places: those named (`ids`, after a save), or the next untied ones
 * (`limit`, for the cron). Each gets its place's GeoNames id, or 0 when none is found (it is not
 * looked for again until its address changes). Answers how many were looked at.
 */
export async function tieListingPlaces(db: Db, which: { ids: number[] } | { limit: number }): Promise<number> {
  const targets: TieTarget[] = await db
    .select({
      id: synagogues.id,
      city: synagogues.city,
      state: synagogues.state,
      country: synagogues.country,
      latitude: synagogues.latitude,
      longitude: synagogues.longitude,
    })
    .from(synagogues)
    .where('ids' in which ? and(inArray(synagogues.id, which.ids), isNull(synagogues.placeId)) : isNull(synagogues.placeId))
    .orderBy(asc(synagogues.id))
    .limit('ids' in which ? which.ids.length : which.limit)
    .all();
  if (!targets.length) return 0;
  const found = await findListingPlaces(db, targets);
  const places = found.filter((p) => p !== null);
  const rows = placeRows(places, await readRivals(db, places));
  // The listings' own spellings in other scripts name the city in those languages (לוד in Hebrew).
  const spellings = targets.flatMap((t, i) => {
    const locale = spellingLocale(t.city);
    return locale && found[i] ? [{ placeId: found[i].geonameid, names: { [locale]: t.city.trim() } }] : [];
  });
  const ties = targets.map((t, i) => ({ id: t.id, placeId: found[i]?.geonameid ?? 0 }));
  const writes = [
    // A place already tied keeps its row, and so its slug; a slug taken by another place (names
    // that fold alike but differ as keys) leaves the place without a page rather than failing the batch.
    sql`INSERT INTO listing_places (place_id, country, region, slug, name, local_names, latitude, longitude)
      SELECT value ->> 'placeId', value ->> 'country', value ->> 'region', value ->> 'slug', value ->> 'name', '{}',
        value ->> 'latitude', value ->> 'longitude'
      FROM json_each(${JSON.stringify(rows)}) WHERE true
      ON CONFLICT DO NOTHING`,
    // Names already known stay (json_patch: the second argument wins).
    sql`UPDATE listing_places SET local_names = json_patch(j.value ->> 'names', local_names)
      FROM json_each(${JSON.stringify(spellings)}) AS j WHERE listing_places.place_id = j.value ->> 'placeId'`,
    // Only listings still untied: an edit meanwhile set theirs back to null, or another tie was first.
    sql`UPDATE synagogues SET place_id = j.value ->> 'placeId'
      FROM json_each(${JSON.stringify(ties)}) AS j WHERE synagogues.id = j.value ->> 'id' AND synagogues.place_id IS NULL`,
  ];
  // Values inlined (escaped by drizzle's dialect): drizzle's D1 batch cannot bind a raw statement's parameters.
  const [first, ...rest] = writes.map((w) => db.all(w.inlineParams()));
  await db.batch([first!, ...rest]);
  return targets.length;
}
