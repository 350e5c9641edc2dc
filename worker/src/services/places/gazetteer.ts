// The gazetteer (docs/domain.md: Places): what a traveller types → places. Postal codes
// and the preset cities first, then every name and alternate name of GeoNames' places
// and the documented neighbourhoods (`place_names`), exact before prefix, ranked by population
// and feature class (sections of large cities as towns, names borrowed from another place below
// it), places with listings near them first, and the visitor's country preferred on near ties; a
// place found by an alternate name says which; and the nearest city to a point. Every query is a range scan on a B-tree, and every lookup one D1 round trip: the reads a
// text could need are planned from the text alone and run in one batch, then the answer is chosen
// from what they found.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { keyLabel, keyVariants, nameKey } from '#domain/place-names.ts';
import {
  PRESET_ALIASES,
  PRESET_CITIES,
  presetKeys,
  asciiFold,
  matchPreset,
  placeContext,
  placeLabel,
  presetPlace,
  type Place,
} from '#domain/places.ts';
import type { ResolvedPlace } from '#contract/places.ts';
import { NEAR_BANDS_PER_DEGREE, NEAR_BAND_ACTIVE_INDEX, activeLiteral, nearBand, places, synagogues, type PlaceRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { distanceKm, longitudeScale } from '../geo/geo.ts';
import { parsePostalCode, qualifierFilters, type PlaceFilter } from './location-text.ts';

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
  /** The name key it was found by; null when read from `place_name_prefixes`, which keeps none. */
  key: string | null;
}

/** How many same-name places a lookup considers before filtering and ranking. */
const CANDIDATES = 40;

/** The `places` columns as a PlaceRow, for the joins below. */
const PLACE_COLUMNS = sql.raw(
  'p.id, p.kind, p.name, p.admin1, p.country, p.zip, p.latitude, p.longitude, p.tzid, p.population, p.geonameid, p.feature_code AS featureCode, p.area',
);

/** A place with an active listing within about 3 km ranks as if ten times its size (docs/domain.md: Places). */
const LISTED_BONUS = 100;
const LISTED_LATITUDE = 0.03;
const LISTED_LONGITUDE = 0.04;

/**
 * The rank a place gains from listings near it: one probe per narrow latitude band of the active
 * listings' index (three bands of 0.02°, then the box), run for each candidate of a lookup (at
 * most a name's 150 places, or a prefix's 128 names).
 */
const placeBand = sql.raw(`cast((p.latitude + 90) * ${NEAR_BANDS_PER_DEGREE} as integer)`);
const LISTED = sql`(CASE WHEN EXISTS (
  SELECT 1 FROM ${synagogues} INDEXED BY ${sql.identifier(NEAR_BAND_ACTIVE_INDEX)}
  WHERE ${nearBand(synagogues.latitude)} IN (${placeBand} - 1, ${placeBand}, ${placeBand} + 1)
    AND ${synagogues.longitude} BETWEEN p.longitude - ${sql.raw(String(LISTED_LONGITUDE))} AND p.longitude + ${sql.raw(String(LISTED_LONGITUDE))}
    AND ${synagogues.latitude} BETWEEN p.latitude - ${sql.raw(String(LISTED_LATITUDE))} AND p.latitude + ${sql.raw(String(LISTED_LATITUDE))}
    AND ${activeLiteral(synagogues.isActive)}
) THEN ${sql.raw(String(LISTED_BONUS))} ELSE 0 END)`;

const filterSql = (filter: PlaceFilter) =>
  sql`${filter.country ? sql`AND p.country = ${filter.country}` : sql``} ${filter.admin1 ? sql`AND p.admin1 = ${filter.admin1} COLLATE NOCASE` : sql``}`;

type RankedRow = PlaceRow & { rank: number; matchedKey: string | null };

const candidates = (rows: RankedRow[]) => distinct(rows.map(({ rank, matchedKey, ...row }) => ({ row, rank, key: matchedKey })));

/**
 * Places with any of these name keys, highest rank first, for a batch. Its values are inlined
 * (escaped by drizzle's dialect): drizzle's D1 batch cannot bind the parameters of a raw
 * `db.all` statement.
 */
function byKeysQuery(db: Db, keys: string[], filter: PlaceFilter, limit = CANDIDATES) {
  // Each key is one range of the (key, rank, place_id) B-tree: the most common name has 150 places.
  return db.all<RankedRow>(
    sql`
    SELECT ${PLACE_COLUMNS}, n.rank + ${LISTED} AS rank, n.key AS matchedKey
    FROM place_names n JOIN places p ON p.id = n.place_id
    WHERE n.key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) ${filterSql(filter)}
    ORDER BY rank DESC LIMIT ${limit}`.inlineParams(),
  );
}

/** A qualified prefix lookup ranks at most this many of the prefix's names (in key order). */
const FILTERED_PREFIX_SCAN = 1000;

/**
 * Places with a name key starting with `prefix`, highest rank first, for a batch (values inlined,
 * as in byKeysQuery); a place may come twice, so `limit` places are the first `limit` distinct
 * ones. A crowded prefix ('sa') reads its best places from `place_name_prefixes`, already in rank
 * order; any other is at most PREFIX_RANGE_MAX names of `place_names`, ranked here. With a
 * qualifier (a country or region), the first FILTERED_PREFIX_SCAN names in key order are ranked
 * instead: the best places of a crowded prefix may all lie elsewhere.
 */
function prefixQuery(db: Db, prefix: string, filter: PlaceFilter, limit: number) {
  const end = prefix + PREFIX_END;
  if (filter.country || filter.admin1) {
    // A place has several names: twice the limit leaves room for those that come twice.
    return db.all<RankedRow>(
      sql`
      SELECT ${PLACE_COLUMNS}, n.rank + ${LISTED} AS rank, n.key AS matchedKey
      FROM (SELECT key, rank, place_id FROM place_names WHERE key >= ${prefix} AND key < ${end} LIMIT ${FILTERED_PREFIX_SCAN}) n
      JOIN places p ON p.id = n.place_id
      WHERE 1 ${filterSql(filter)}
      ORDER BY rank DESC, p.id DESC LIMIT ${limit * 2}`.inlineParams(),
    );
  }
  // SQLite gives a bare column beside max() from the row that holds the maximum: the key of the place's best name.
  return db.all<RankedRow>(
    sql`
    SELECT ${PLACE_COLUMNS}, t.rank + ${LISTED} AS rank, NULL AS matchedKey FROM place_name_prefixes t JOIN places p ON p.id = t.place_id
    WHERE t.prefix = ${prefix}
    UNION ALL
    SELECT ${PLACE_COLUMNS}, n.rank + ${LISTED}, n.key FROM (
      SELECT place_id, max(rank) AS rank, key FROM place_names
      -- An empty range when the prefix has its list: a bound is computed once, a condition per row.
      WHERE key >= ${prefix} AND key < (CASE WHEN EXISTS (SELECT 1 FROM place_name_prefixes WHERE prefix = ${prefix}) THEN ${prefix} ELSE ${end} END)
      GROUP BY place_id
    ) n JOIN places p ON p.id = n.place_id
    ORDER BY rank DESC, id DESC LIMIT ${limit}`.inlineParams(),
  );
}

/**
 * The place a candidate is, naming the alternate name it was found by when that is not one of its
 * own ('Bnei Brak', matched by 'בני ברק'). A candidate read from `place_name_prefixes` keeps no
 * key: when none of its own names begins with the typed text `typed` (a name key), it was found by
 * an alternate name beginning with it, and that beginning is what it names.
 */
function describe({ row, key }: Candidate, typed: string): Place {
  const place = toPlace(row);
  const own = keyVariants(nameKey(row.name));
  const matched =
    key === null ? (own.some((k) => k.startsWith(typed)) ? null : `${keyLabel(typed)}…`) : own.includes(key) ? null : keyLabel(key);
  if (matched) place.matched = matched;
  return place;
}

function distinct(list: Candidate[]): Candidate[] {
  const seen = new Set<number>();
  return list.filter((c) => !seen.has(c.row.id) && seen.add(c.row.id));
}

/** Great-circle distance in km between two places (or a place and a candidate row). */
const apart = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);

/** 'Golders Green, London': a qualifier that names a place keeps candidates within this distance of it. */
const NEAR_QUALIFIER_KM = 60;

/** The candidates that lie in or near a place the qualifier names ('Golders Green, London'). */
function nearAnchors(candidates: Candidate[], anchors: Candidate[]): Candidate[] {
  return candidates.filter(({ row }) =>
    anchors.some(
      ({ row: anchor }) => (row.area !== null && nameKey(row.area) === nameKey(anchor.name)) || apart(row, anchor) <= NEAR_QUALIFIER_KM,
    ),
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
    if (shown.some((s) => apart(s, place) < SAME_PLACE_KM)) continue;
    shown.push(place);
  }
  return shown.slice(1);
}

const zipQuery = (db: Db, zip: string) => db.select().from(places).where(eq(places.zip, zip)).limit(1);

export async function placeByZip(db: Db, zip: string): Promise<Place | null> {
  const [row] = await zipQuery(db, zip);
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
export const visitorCountry = (header: string | undefined) =>
  header && /^[A-Z]{2}$/.test(header) && header !== 'XX' && header !== 'T1' ? header : undefined;

export interface ResolveOptions {
  /** ISO code of the visitor's country (`cf-ipcountry`), preferred on near ties. */
  visitorCountry?: string | undefined;
  /** Only a postal code or a place named exactly (no preset substring, no prefix): for the directory search. */
  exactOnly?: boolean;
}

type Read = BatchItem<'sqlite'>;

/** Every read a text could need, each list in its order of preference (planReads). */
interface PlaceReads {
  /** The postal code the text is, or the codes it begins: when there is one, the only read. */
  postal: Read | null;
  /** The name's key ('' for a postal code). */
  key: string;
  /** The text after the name's comma ('' without one). */
  qualifier: string;
  /** The name's exact keys under each reading of the qualifier (unfiltered without one). */
  exact: Read[];
  /** When no reading of the qualifier finds the name: its places anywhere, and the places the qualifier names. */
  nearQualifier: [Read, Read] | [];
  /** The name's prefix under each reading of the qualifier (unfiltered without one). */
  prefixed: Read[];
  /** How many places each prefix read answers. */
  prefixLimit: number;
}

interface PlanOptions {
  /** Read the postal codes that begin with the text ('112', 'M5'), this many; else only a whole code is one. */
  postalPrefixes?: number;
  /** How many places a prefix read answers; none for exact names only. */
  prefixLimit?: number;
}

/** The reads for `text`, a pure function of it: what the answer needs is read before anything is known of it. */
function planReads(db: Db, text: string, { postalPrefixes, prefixLimit = 0 }: PlanOptions): PlaceReads {
  const none = { key: '', qualifier: '', exact: [], nearQualifier: [], prefixed: [], prefixLimit } satisfies Omit<PlaceReads, 'postal'>;
  const postal = text.trim().toUpperCase().replace(/\s+/g, '');
  if (postalPrefixes !== undefined && (/^\d{3,5}$/.test(postal) || /^[A-Z]\d[A-Z]?$/.test(postal))) {
    return {
      ...none,
      postal: db
        .select()
        .from(places)
        .where(and(gte(places.zip, postal), lt(places.zip, postal + '\x7f')))
        .orderBy(asc(places.zip))
        .limit(postalPrefixes),
    };
  }
  const zip = parsePostalCode(text);
  if (zip) return { ...none, postal: zipQuery(db, zip) };
  const [head, qualifier] = splitQuery(text);
  const key = nameKey(head);
  const keys = keyVariants(key);
  const filters: PlaceFilter[] = qualifier ? qualifierFilters(qualifier) : [{}];
  const qualifierKeys = qualifier ? keyVariants(nameKey(qualifier)) : [];
  return {
    ...none,
    postal: null,
    key,
    qualifier,
    exact: keys[0] ? filters.map((filter) => byKeysQuery(db, keys, filter)) : [],
    // Read beside the qualifier's readings: when none of them holds the name, the qualifier may name a place.
    nearQualifier: keys[0] && qualifierKeys[0] ? [byKeysQuery(db, keys, {}), byKeysQuery(db, qualifierKeys, {}, 5)] : [],
    prefixed: prefixLimit > 0 && key.length >= 2 ? filters.map((filter) => prefixQuery(db, key, filter, prefixLimit)) : [],
  };
}

/** What the reads found: the postal codes, or the places named exactly and those named by prefix. */
interface FoundPlaces {
  postal: Place[] | null;
  /** The name's key, for saying which alternate name a place was found by. */
  key: string;
  qualifier: string;
  /** The first reading of the qualifier that finds anything ('Jerusalem, IL' is not in Illinois), else the places near the one it names. */
  exact: Candidate[];
  /** Per reading of the qualifier, in order. */
  prefixed: Candidate[][];
}

/** Runs `alongside` (when given) and the planned reads in one D1 batch: one round trip. */
async function readPlaces<T extends Read>(
  db: Db,
  reads: PlaceReads,
  alongside: T | null,
): Promise<{ found: FoundPlaces; alongside: Awaited<T> | null }> {
  const batch = [alongside, reads.postal, ...reads.exact, ...reads.nearQualifier, ...reads.prefixed].filter((r) => r !== null);
  const results = batch.length ? ((await db.batch(batch as [Read, ...Read[]])) as unknown[]) : [];
  const other = alongside ? (results.shift() as Awaited<T>) : null;
  const postal = reads.postal ? (results.shift() as PlaceRow[]).map(toPlace) : null;
  const next = (list: Read[]) => (results.splice(0, list.length) as RankedRow[][]).map(candidates);
  const exact = next(reads.exact).find((list) => list.length);
  const [anywhere, anchors] = next(reads.nearQualifier);
  const prefixed = next(reads.prefixed).map((list) => list.slice(0, reads.prefixLimit));
  return {
    found: {
      postal,
      key: reads.key,
      qualifier: reads.qualifier,
      exact: exact ?? (anywhere && anchors ? nearAnchors(anywhere, anchors) : []),
      prefixed,
    },
    alongside: other,
  };
}

/** How many places a prefix lookup ranks to resolve a text. */
const RESOLVE_PREFIX_LIMIT = 10;

/**
 * The preset table (docs/product-rules.md: Validation and messages) and the gazetteer: the one best place for what was typed, with the other places of
 * that name worth offering, or null. Order: a postal code; a preset city's exact key; the
 * gazetteer's exact names; a preset by substring; the gazetteer's names by prefix.
 */
export async function resolvePlace(db: Db, text: string, options: ResolveOptions = {}): Promise<ResolvedPlace | null> {
  return (await resolvePlaceAlong(db, text, options, null)).place;
}

/** resolvePlace, with another read (`alongside`, the directory's count) in the same D1 batch. */
export async function resolvePlaceAlong<T extends Read>(
  db: Db,
  text: string,
  options: ResolveOptions,
  alongside: T | null,
): Promise<{ place: ResolvedPlace | null; alongside: Awaited<T> | null }> {
  const reads = planReads(db, text, { prefixLimit: options.exactOnly ? 0 : RESOLVE_PREFIX_LIMIT });
  const { found, alongside: other } = await readPlaces(db, reads, alongside);
  return { place: chosenPlace(found, text, options), alongside: other };
}

/** What resolvePlace answers from what the reads found. */
function chosenPlace(found: FoundPlaces, text: string, options: ResolveOptions): ResolvedPlace | null {
  if (found.postal) {
    const [place] = found.postal;
    return place ? { ...place, choices: [] } : null;
  }
  const { exact } = found;
  const typed = asciiFold(text).toLowerCase();
  const preset = presetKeys().get(typed);
  // An alias ('la', 'nyc') means its city alone; a preset's name may be shared (London, Ontario).
  if (preset && PRESET_ALIASES[typed] !== undefined) return { ...preset, choices: [] };
  if (preset) {
    const self = exact.find((c) => c.row.geonameid === preset.geonameid);
    return { ...preset, ...(self ? { context: placeContext(self.row) } : {}), choices: choicesBeside(preset, exact) };
  }
  const best = pick(exact, options.visitorCountry);
  if (best) {
    const place = describe(best, found.key);
    return { ...place, choices: choicesBeside(place, exact) };
  }
  if (options.exactOnly) return null;
  const substring = found.qualifier ? undefined : matchPreset(text);
  if (substring) return { ...substring, choices: [] };
  for (const list of found.prefixed) {
    const prefixed = pick(list, options.visitorCountry);
    if (prefixed) return { ...describe(prefixed, found.key), choices: [] };
  }
  return null;
}

/** A place's identity across the presets and the table (neighbourhoods have no GeoNames id). */
const placeKey = (p: Place) =>
  p.geonameid !== undefined ? `g${p.geonameid}` : p.zip !== undefined ? `z${p.zip}` : `n${p.name}|${p.latitude}`;

/**
 * Up to `limit` places for the location box: presets, then postal codes, or the places the
 * text names exactly followed by those it begins, each with its region and country.
 */
export async function suggestPlaces(db: Db, text: string, limit: number, options: ResolveOptions = {}): Promise<Place[]> {
  return (await suggestPlacesAlong(db, text, limit, options, null)).places;
}

/**
 * suggestPlaces, with another read (`alongside`, the directory's own cities) in the same D1 batch
 * as the place lookups, so the whole answer takes one round trip.
 */
export async function suggestPlacesAlong<T extends BatchItem<'sqlite'>>(
  db: Db,
  text: string,
  limit: number,
  options: ResolveOptions,
  alongside: T | null,
): Promise<{ places: Place[]; alongside: Awaited<T> | null }> {
  const { found, alongside: other } = await readPlaces(db, planReads(db, text, { postalPrefixes: limit, prefixLimit: limit }), alongside);
  const shown = new Map<string, Place>();
  const add = (p: Place) => {
    if (shown.size < limit && !shown.has(placeKey(p))) shown.set(placeKey(p), p);
  };
  const answer = () => ({ places: [...shown.values()], alongside: other });
  if (found.postal) {
    found.postal.forEach(add);
    return answer();
  }
  // A qualified name lists its places by rank alone; a plain name leads with the one resolve would choose, then the presets it begins.
  const plain = !found.qualifier;
  const chosen = plain ? pick(found.exact, options.visitorCountry) : undefined;
  if (chosen) add(describe(chosen, found.key));
  found.exact.forEach((c) => add(describe(c, found.key)));
  const folded = asciiFold(text).toLowerCase();
  if (plain && folded) {
    for (const [k, place] of presetKeys()) {
      if (k.startsWith(folded) || place.name.toLowerCase().startsWith(folded)) add(place);
    }
  }
  // The first reading of the qualifier whose prefix finds anything, unless the exact names already did.
  for (const list of found.prefixed) {
    list.forEach((c) => add(describe(c, found.key)));
    if (shown.size) break;
  }
  return answer();
}

/** The boxes, the first that holds a city answering (half-widths in degrees of latitude): nearby first, ~1,100 km at most. */
const REVERSE_RADII = [0.1, 0.5, 2, 10];

/**
 * The city nearest to a point, or null in the middle of an ocean (or beyond `maxRadius`
 * degrees of latitude), in one statement. A bounding box on the (latitude, longitude) index
 * picks candidates; distance orders them (an equirectangular approximation, exact enough to
 * choose between neighbours). `pick` finds the first box that holds a city (EXISTS stops at the
 * first), and only that box is read: every other box's LIMIT is 0, which SQLite evaluates once,
 * before its loop. Boxes stop at ±180°, so a point beside the antimeridian only sees its own side.
 */
export async function nearestPlace(db: Db, latitude: number, longitude: number, maxRadius = 10): Promise<Place | null> {
  const radii = REVERSE_RADII.filter((radius) => radius <= maxRadius);
  if (!radii.length) return null;
  const cos = Math.max(longitudeScale(latitude), 0.01);
  const inBox = (r: number) => {
    const dLng = Math.min(r / cos, 180);
    return sql`p.kind = 'city' AND p.latitude BETWEEN ${latitude - r} AND ${latitude + r} AND p.longitude BETWEEN ${longitude - dLng} AND ${longitude + dLng}`;
  };
  const last = radii.length - 1;
  // The last box is read when no smaller one holds a city; it may hold none either.
  const ring = last
    ? sql`CASE ${sql.join(
        radii.slice(0, last).map((r, i) => sql`WHEN EXISTS (SELECT 1 FROM places p WHERE ${inBox(r)}) THEN ${i}`),
        sql` `,
      )} ELSE ${last} END`
    : sql`0`;
  const distance = sql`(p.latitude - ${latitude}) * (p.latitude - ${latitude}) + (p.longitude - ${longitude}) * (p.longitude - ${longitude}) * ${cos * cos}`;
  const boxIfPicked = (r: number, i: number) =>
    sql`SELECT * FROM (SELECT ${PLACE_COLUMNS} FROM places p WHERE ${inBox(r)} ORDER BY ${distance} LIMIT (SELECT ring = ${i} FROM pick))`;
  // Bound, so the statement reads the same for every point (56 parameters with four boxes, under D1's 100).
  const [row] = await db.all<PlaceRow>(sql`WITH pick AS (SELECT ${ring} AS ring) ${sql.join(radii.map(boxIfPicked), sql` UNION ALL `)}`);
  return row ? toPlace(row) : null;
}
