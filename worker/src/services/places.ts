// The gazetteer (README "Places and calendar"): what a traveller types → places. Postal codes
// and the preset cities first, then every name and alternate name of GeoNames' places
// and the documented neighbourhoods (`place_names`), exact before prefix, ranked by population
// and feature class with the visitor's country preferred on near ties; and the nearest city to
// a point. Every query is a range scan on a B-tree.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { keyVariants, nameKey } from '../../../schema/place-names.ts';
import { PRESET_ALIASES, PRESET_CITIES, PRESET_KEYS, asciiFold, matchPreset, placeContext, placeLabel, presetPlace, type Place, type ResolvedPlace } from '../../../schema/places.ts';
import { places, type PlaceRow } from '../../../schema/tables.ts';
import type { Db } from '../db.ts';
import { parsePostalCode, qualifierFilters, type PlaceFilter } from './place-query.ts';

export function toPlace(row: PlaceRow): Place {
  const place: Place = {
    name: row.name,
    label: placeLabel(row),
    country: row.country,
    admin1: row.admin1,
    latitude: row.latitude,
    longitude: row.longitude,
    tzid: row.tzid,
    context: placeContext(row),
  };
  if (row.geonameid !== null) place.geonameid = row.geonameid;
  if (row.zip !== null) place.zip = row.zip;
  if (row.area !== null) place.area = row.area;
  return place;
}

// Keys hold letters of the Basic Multilingual Plane only, so every key starting with `p` sorts
// between `p` and `p` + U+FFFF: a prefix search is one range of the B-tree.
const PREFIX_END = '\uffff';

interface Candidate {
  row: PlaceRow;
  rank: number;
}

/** How many same-name places a lookup considers before filtering and ranking. */
const CANDIDATES = 40;

/** The `places` columns as a PlaceRow, for the joins below. */
const PLACE_COLUMNS = sql.raw(
  'p.id, p.kind, p.name, p.admin1, p.country, p.zip, p.latitude, p.longitude, p.tzid, p.population, p.geonameid, p.feature_code AS featureCode, p.area',
);

const filterSql = (filter: PlaceFilter) =>
  sql`${filter.country ? sql`AND p.country = ${filter.country}` : sql``} ${filter.admin1 ? sql`AND p.admin1 = ${filter.admin1} COLLATE NOCASE` : sql``}`;

const candidates = (rows: (PlaceRow & { rank: number })[]) => distinct(rows.map(({ rank, ...row }) => ({ row, rank })));

/**
 * The read behind byKeys, for a batch. Its values are inlined (escaped by drizzle's dialect):
 * drizzle's D1 batch cannot bind the parameters of a raw `db.all` statement.
 */
function byKeysQuery(db: Db, keys: string[], filter: PlaceFilter, limit = CANDIDATES) {
  // Each key is one range of the (key, rank, place_id) B-tree: the most common name has 150 places.
  return db.all<PlaceRow & { rank: number }>(sql`
    SELECT ${PLACE_COLUMNS}, n.rank
    FROM place_names n JOIN places p ON p.id = n.place_id
    WHERE n.key IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) ${filterSql(filter)}
    ORDER BY n.rank DESC LIMIT ${limit}`.inlineParams());
}

/** Places with any of these name keys, highest rank first (a place once, under its best key). */
async function byKeys(db: Db, keys: string[], filter: PlaceFilter, limit = CANDIDATES): Promise<Candidate[]> {
  return candidates(await byKeysQuery(db, keys, filter, limit));
}

/** A qualified prefix lookup ranks at most this many of the prefix's names (in key order). */
const FILTERED_PREFIX_SCAN = 1000;

/**
 * Places with a name key starting with `prefix`, highest rank first. A crowded prefix ('sa')
 * reads its best places from `place_name_prefixes`, already in rank order; any other is at most
 * PREFIX_RANGE_MAX names of `place_names`, ranked here. With a qualifier (a country or region),
 * the first FILTERED_PREFIX_SCAN names in key order are ranked instead: the best places of a
 * crowded prefix may all lie elsewhere.
 */
async function byPrefix(db: Db, prefix: string, filter: PlaceFilter, limit: number): Promise<Candidate[]> {
  const end = prefix + PREFIX_END;
  if (filter.country || filter.admin1) {
    const rows = await db.all<PlaceRow & { rank: number }>(sql`
      SELECT ${PLACE_COLUMNS}, n.rank
      FROM (SELECT rank, place_id FROM place_names WHERE key >= ${prefix} AND key < ${end} LIMIT ${FILTERED_PREFIX_SCAN}) n
      JOIN places p ON p.id = n.place_id
      WHERE 1 ${filterSql(filter)}
      ORDER BY n.rank DESC, p.id DESC LIMIT ${limit * 2}`);
    return candidates(rows).slice(0, limit);
  }
  return candidates(await prefixQuery(db, prefix, limit));
}

/** byPrefix without a qualifier, for a batch (values inlined, as in byKeysQuery). */
function prefixQuery(db: Db, prefix: string, limit: number) {
  const end = prefix + PREFIX_END;
  return db.all<PlaceRow & { rank: number }>(sql`
    SELECT ${PLACE_COLUMNS}, t.rank FROM place_name_prefixes t JOIN places p ON p.id = t.place_id
    WHERE t.prefix = ${prefix}
    UNION ALL
    SELECT ${PLACE_COLUMNS}, n.rank FROM (
      SELECT place_id, max(rank) AS rank FROM place_names
      -- An empty range when the prefix has its list: a bound is computed once, a condition per row.
      WHERE key >= ${prefix} AND key < (CASE WHEN EXISTS (SELECT 1 FROM place_name_prefixes WHERE prefix = ${prefix}) THEN ${prefix} ELSE ${end} END)
      GROUP BY place_id
    ) n JOIN places p ON p.id = n.place_id
    ORDER BY rank DESC, id DESC LIMIT ${limit}`.inlineParams());
}

function distinct(list: Candidate[]): Candidate[] {
  const seen = new Set<number>();
  return list.filter((c) => !seen.has(c.row.id) && seen.add(c.row.id));
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 'Golders Green, London': a qualifier that names a place keeps candidates within this distance of it. */
const NEAR_QUALIFIER_KM = 60;

/**
 * Places named by `head`, narrowed by `qualifier` when there is one: a US state or Canadian
 * province, a country, a region code, or else another place ('Crown Heights, Brooklyn').
 */
async function exactMatches(db: Db, head: string, qualifier: string): Promise<Candidate[]> {
  const keys = keyVariants(nameKey(head));
  if (!keys[0]) return [];
  if (!qualifier) return byKeys(db, keys, {});
  // The first reading of the qualifier that finds anything wins ('Jerusalem, IL' is not in Illinois).
  for (const filter of qualifierFilters(qualifier)) {
    const found = await byKeys(db, keys, filter);
    if (found.length) return found;
  }
  const qualifierKeys = keyVariants(nameKey(qualifier));
  if (!qualifierKeys[0]) return [];
  const [candidates, anchors] = await Promise.all([byKeys(db, keys, {}), byKeys(db, qualifierKeys, {}, 5)]);
  return candidates.filter(({ row }) =>
    anchors.some(({ row: anchor }) => (row.area !== null && nameKey(row.area) === nameKey(anchor.name)) || distanceKm(row, anchor) <= NEAR_QUALIFIER_KM),
  );
}

/** Two candidates ranked this close (a factor of about 3 in population) are a tie the visitor's country breaks. */
const TIE = 50;
/** A same-name place worth offering as a choice: about 5,000 people, or a seat of government. */
const CHOICE_RANK = 370;
const MAX_CHOICES = 5;
/** Places this close together are one choice (a city and the section that shares its name). */
const SAME_PLACE_KM = 10;

/** The best candidate: the highest rank, unless one in the visitor's country nearly ties with it. */
function pick(candidates: Candidate[], visitorCountry: string | undefined): Candidate | undefined {
  const [best] = candidates;
  if (!best || !visitorCountry) return best;
  return candidates.find((c) => c.row.country === visitorCountry && c.rank >= best.rank - TIE) ?? best;
}

/** The other places worth offering beside `chosen`, by rank, each far enough from those before it. */
function choicesBeside(chosen: Place, candidates: Candidate[]): Place[] {
  const shown: Place[] = [chosen];
  for (const { row, rank } of candidates) {
    if (shown.length > MAX_CHOICES) break;
    if (rank < CHOICE_RANK) continue;
    const place = toPlace(row);
    if (shown.some((s) => distanceKm(s, place) < SAME_PLACE_KM)) continue;
    shown.push(place);
  }
  return shown.slice(1);
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

/** 'Brooklyn, NY, USA' → ['Brooklyn', 'NY']: the part right after the name is the one that narrows. */
function splitQuery(text: string): [head: string, qualifier: string] {
  const [head = '', qualifier = ''] = text.split(',');
  return [head.trim(), qualifier.trim()];
}

/** Cloudflare's two-letter country of the visitor (`cf-ipcountry`); 'XX' (unknown) and 'T1' (Tor) name none. */
export const visitorCountry = (header: string | undefined) => (header && /^[A-Z]{2}$/.test(header) && header !== 'XX' && header !== 'T1' ? header : undefined);

export interface ResolveOptions {
  /** ISO code of the visitor's country (`cf-ipcountry`), preferred on near ties. */
  visitorCountry?: string | undefined;
  /** Only a postal code or a place named exactly (no preset substring, no prefix): for the directory search. */
  exactOnly?: boolean;
}

/**
 * The preset table (docs/product-rules.md: Validation and messages) and the gazetteer: the one best place for what was typed, with the other places of
 * that name worth offering, or null. Order: a postal code; a preset city's exact key; the
 * gazetteer's exact names; a preset by substring; the gazetteer's names by prefix.
 */
export async function resolvePlace(db: Db, text: string, options: ResolveOptions = {}): Promise<ResolvedPlace | null> {
  const zip = parsePostalCode(text);
  if (zip) {
    const place = await placeByZip(db, zip);
    return place ? { ...place, choices: [] } : null;
  }
  const [head, qualifier] = splitQuery(text);
  const exact = await exactMatches(db, head, qualifier);
  const typed = asciiFold(text).toLowerCase();
  const preset = PRESET_KEYS.get(typed);
  // An alias ('la', 'nyc') means its city alone; a preset's name may be shared (London, Ontario).
  if (preset && PRESET_ALIASES[typed] !== undefined) return { ...preset, choices: [] };
  if (preset) {
    const self = exact.find((c) => c.row.geonameid === preset.geonameid);
    return { ...preset, ...(self ? { context: placeContext(self.row) } : {}), choices: choicesBeside(preset, exact) };
  }
  const best = pick(exact, options.visitorCountry);
  if (best) {
    const place = toPlace(best.row);
    return { ...place, choices: choicesBeside(place, exact) };
  }
  if (options.exactOnly) return null;
  const substring = qualifier ? undefined : matchPreset(text);
  if (substring) return { ...substring, choices: [] };
  const key = nameKey(head);
  if (key.length < 2) return null;
  const filters = qualifier ? qualifierFilters(qualifier) : [{}];
  for (const filter of filters) {
    const prefixed = pick(await byPrefix(db, key, filter, 10), options.visitorCountry);
    if (prefixed) return { ...toPlace(prefixed.row), choices: [] };
  }
  return null;
}

/** A place's identity across the presets and the table (neighbourhoods have no GeoNames id). */
const placeKey = (p: Place) => (p.geonameid !== undefined ? `g${p.geonameid}` : p.zip !== undefined ? `z${p.zip}` : `n${p.name}|${p.latitude}`);

/**
 * Up to `limit` places for the location box: presets, then postal codes, or the places the
 * text names exactly followed by those it begins, each with its region and country.
 */
export async function suggestPlaces(db: Db, text: string, limit: number, options: ResolveOptions = {}): Promise<Place[]> {
  return (await suggestPlacesAlong(db, text, limit, options, null)).places;
}

/**
 * suggestPlaces, with another read (`alongside`, the directory's own cities) in the same D1 batch
 * as the name lookups, so a plain name answers in one round trip. Postal codes and qualified names
 * ('Paris, TX') read `alongside` first.
 */
export async function suggestPlacesAlong<T extends BatchItem<'sqlite'>>(
  db: Db,
  text: string,
  limit: number,
  options: ResolveOptions,
  alongside: T | null,
): Promise<{ places: Place[]; alongside: Awaited<T> | null }> {
  const found = new Map<string, Place>();
  const add = (p: Place) => {
    if (found.size < limit && !found.has(placeKey(p))) found.set(placeKey(p), p);
  };
  const postal = text.trim().toUpperCase().replace(/\s+/g, '');
  const zip = parsePostalCode(text);
  const [head, qualifier] = splitQuery(text);
  const key = nameKey(head);
  const keys = keyVariants(key);
  const postalPrefix = /^\d{3,5}$/.test(postal) || /^[A-Z]\d[A-Z]?$/.test(postal);
  if (postalPrefix || zip || qualifier) {
    const other = alongside ? ((await alongside) as Awaited<T>) : null;
    const answer = (places: Place[]) => ({ places, alongside: other });
    if (postalPrefix) {
      const rows = await db
        .select()
        .from(places)
        .where(and(gte(places.zip, postal), lt(places.zip, postal + '\x7f')))
        .orderBy(asc(places.zip))
        .limit(limit);
      rows.forEach((r) => add(toPlace(r)));
      return answer([...found.values()]);
    }
    if (zip) {
      const place = await placeByZip(db, zip);
      return answer(place ? [place] : []);
    }
    (await exactMatches(db, head, qualifier)).forEach((c) => add(toPlace(c.row)));
    if (found.size < limit && key.length >= 2) {
      for (const filter of qualifierFilters(qualifier)) {
        (await byPrefix(db, key, filter, limit)).forEach((c) => add(toPlace(c.row)));
        if (found.size) break;
      }
    }
    return answer([...found.values()]);
  }
  // A plain name: its exact and prefix lookups (and `alongside`) in one batch.
  const exactRead = keys[0] ? byKeysQuery(db, keys, {}) : null;
  const prefixRead = key.length >= 2 ? prefixQuery(db, key, limit) : null;
  const reads = [alongside, exactRead, prefixRead].filter((r) => r !== null);
  const results = reads.length ? ((await db.batch(reads as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])) as unknown[]) : [];
  const next = () => results.shift();
  const other = alongside ? (next() as Awaited<T>) : null;
  const exact = exactRead ? candidates(next() as (PlaceRow & { rank: number })[]) : [];
  const prefixed = prefixRead ? candidates(next() as (PlaceRow & { rank: number })[]) : [];
  const chosen = pick(exact, options.visitorCountry);
  if (chosen) add(toPlace(chosen.row));
  exact.forEach((c) => add(toPlace(c.row)));
  const folded = asciiFold(text).toLowerCase();
  if (folded) {
    for (const [k, place] of PRESET_KEYS) {
      if (k.startsWith(folded) || place.name.toLowerCase().startsWith(folded)) add(place);
    }
  }
  prefixed.forEach((c) => add(toPlace(c.row)));
  return { places: [...found.values()], alongside: other };
}

/** Boxes tried in turn (half-widths in degrees of latitude): nearby first, ~1,100 km at most. */
const REVERSE_RADII = [0.1, 0.5, 2, 10];

/**
 * The city nearest to a point, or null in the middle of an ocean (or beyond `maxRadius`
 * degrees of latitude). A bounding box on the (latitude, longitude) index picks candidates;
 * distance orders them (an equirectangular approximation, exact enough to choose between
 * neighbours). Boxes stop at ±180°, so a point beside the antimeridian only sees its own side.
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
