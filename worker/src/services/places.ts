// Location search over the `places` table (design.md §3): the spec's preset cities first,
// then postal codes, then GeoNames cities by name (exact before prefix, larger first), and
// the nearest city to a point. Every query is a range scan on an index.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { PRESET_CITIES, PRESET_KEYS, asciiFold, matchPreset, placeLabel, presetPlace, type Place } from '../../../schema/places.ts';
import { places, type PlaceRow } from '../../../schema/tables.ts';
import type { Db } from '../db.ts';
import { parsePlaceQuery, parsePostalCode, type PlaceFilter } from './place-query.ts';

export function toPlace(row: PlaceRow): Place {
  const place: Place = {
    name: row.name,
    label: placeLabel(row),
    country: row.country,
    admin1: row.admin1,
    latitude: row.latitude,
    longitude: row.longitude,
    tzid: row.tzid,
  };
  if (row.geonameid !== null) place.geonameid = row.geonameid;
  if (row.zip !== null) place.zip = row.zip;
  return place;
}

// ASCII names hold only printable ASCII (< 0x7f), so every name starting with `p` sorts
// between `p` and `p` + DEL, also under NOCASE: a prefix search is an index range.
const PREFIX_END = '\x7f';

/** Cities whose ASCII name starts with `name`: exact matches first, then by population. */
function citiesByName(db: Db, name: string, filter: PlaceFilter, limit: number) {
  const conditions: SQL[] = [
    eq(places.kind, 'city'),
    sql`${places.asciiName} >= ${name} collate nocase`,
    sql`${places.asciiName} < ${name + PREFIX_END} collate nocase`,
  ];
  if (filter.country) conditions.push(eq(places.country, filter.country));
  if (filter.admin1) conditions.push(sql`${places.admin1} = ${filter.admin1} collate nocase`);
  return db
    .select()
    .from(places)
    .where(and(...conditions))
    .orderBy(sql`(${places.asciiName} = ${name} collate nocase) desc`, desc(places.population))
    .limit(limit);
}

/** The first reading of the qualifier that finds anything wins ('Jerusalem, IL' is not in Illinois). */
async function searchCities(db: Db, name: string, filters: PlaceFilter[], limit: number): Promise<PlaceRow[]> {
  for (const filter of filters) {
    const rows = await citiesByName(db, name, filter, limit);
    if (rows.length) return rows;
  }
  return [];
}

export async function placeByZip(db: Db, zip: string): Promise<Place | null> {
  const row = await db.select().from(places).where(eq(places.zip, zip)).limit(1).get();
  return row ? toPlace(row) : null;
}

export async function placeByGeonameid(db: Db, geonameid: number): Promise<Place | null> {
  const preset = PRESET_CITIES.find((p) => p.geonameid === geonameid);
  if (preset) return presetPlace(preset);
  const row = await db.select().from(places).where(eq(places.geonameid, geonameid)).get();
  return row ? toPlace(row) : null;
}

/** Spec §5 and the places table: the one best place for what was typed, or null. */
export async function resolvePlace(db: Db, text: string): Promise<Place | null> {
  const zip = parsePostalCode(text);
  if (zip) return placeByZip(db, zip);
  const preset = matchPreset(text);
  if (preset) return preset;
  const query = parsePlaceQuery(text);
  if (query?.kind !== 'city') return null;
  const [row] = await searchCities(db, query.name, query.filters, 1);
  return row ? toPlace(row) : null;
}

const placeKey = (p: Place) => (p.geonameid !== undefined ? `g${p.geonameid}` : `z${p.zip}`);

/** Up to `limit` places for the location box: presets, then postal codes or cities. */
export async function suggestPlaces(db: Db, text: string, limit: number): Promise<Place[]> {
  const found = new Map<string, Place>();
  const add = (p: Place) => {
    if (found.size < limit && !found.has(placeKey(p))) found.set(placeKey(p), p);
  };
  const folded = asciiFold(text).toLowerCase();
  if (folded) {
    for (const [key, place] of PRESET_KEYS) {
      if (key.startsWith(folded) || place.name.toLowerCase().startsWith(folded)) add(place);
    }
  }
  const postal = text.trim().toUpperCase().replace(/\s+/g, '');
  if (/^\d{3,5}$/.test(postal) || /^[A-Z]\d[A-Z]?$/.test(postal)) {
    const rows = await db
      .select()
      .from(places)
      .where(and(gte(places.zip, postal), lt(places.zip, postal + PREFIX_END)))
      .orderBy(asc(places.zip))
      .limit(limit);
    rows.forEach((r) => add(toPlace(r)));
  } else {
    const query = parsePlaceQuery(text);
    if (query?.kind === 'zip') {
      const place = await placeByZip(db, query.zip);
      if (place) add(place);
    } else if (query) {
      (await searchCities(db, query.name, query.filters, limit)).forEach((r) => add(toPlace(r)));
    }
  }
  return [...found.values()];
}

/** Boxes tried in turn (half-widths in degrees of latitude): nearby first, ~1,100 km at most. */
const REVERSE_RADII = [0.1, 0.5, 2, 10];

/**
 * The city nearest to a point, or null in the middle of an ocean (or beyond `maxRadius`
 * degrees of latitude). A bounding box on the
 * (latitude, longitude) index picks candidates; distance orders them (an equirectangular
 * approximation, exact enough to choose between neighbours). Boxes stop at ±180°, so a
 * point beside the antimeridian only sees its own side.
 */
export async function nearestPlace(db: Db, latitude: number, longitude: number, maxRadius = 10): Promise<Place | null> {
  const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  for (const r of REVERSE_RADII.filter((radius) => radius <= maxRadius)) {
    const dLng = Math.min(r / cos, 180);
    const row = await db
      .select()
      .from(places)
      .where(
        and(
          eq(places.kind, 'city'),
          sql`${places.latitude} between ${latitude - r} and ${latitude + r}`,
          sql`${places.longitude} between ${longitude - dLng} and ${longitude + dLng}`,
        ),
      )
      .orderBy(
        sql`(${places.latitude} - ${latitude}) * (${places.latitude} - ${latitude}) + (${places.longitude} - ${longitude}) * (${places.longitude} - ${longitude}) * ${cos * cos}`,
      )
      .limit(1)
      .get();
    if (row) return toPlace(row);
  }
  return null;
}
