// Real rows of the gazetteer (from `npm run build-places`) for the Worker tests: storage is per
// test file, so each file that needs places inserts these, with their `place_names` and
// `place_name_prefixes` rows made the way the build makes them.
import { env } from 'cloudflare:workers';
import { ALTERNATE_NAME_PENALTY, nameKey, placeRank, prefixTops, type NameRow } from '#domain/place-names.ts';
import type { places } from '#db/tables.ts';

/**
 * A place as inserted, with its ASCII spelling (one of its own names) and its other names, ranked
 * here as the build ranks a plain place's; or with the name keys and ranks the build gave it
 * (`ranked`, the gazetteer fixture's rows).
 */
export type PlaceTestRow = Omit<typeof places.$inferInsert, 'id'> & {
  asciiName: string;
  names?: string[];
  /** [key, rank] pairs (typed loosely: a JSON import types them as arrays). */
  ranked?: readonly (readonly (string | number)[])[];
};

const city = (
  name: string,
  asciiName: string,
  admin1: string,
  country: string,
  latitude: number,
  longitude: number,
  tzid: string,
  population: number,
  geonameid: number,
  featureCode = 'PPL',
): PlaceTestRow => ({
  kind: 'city',
  name,
  asciiName,
  admin1,
  country,
  zip: null,
  latitude,
  longitude,
  tzid,
  population,
  geonameid,
  featureCode,
});
const zip = (
  code: string,
  name: string,
  admin1: string,
  country: string,
  latitude: number,
  longitude: number,
  tzid: string,
): PlaceTestRow => ({
  kind: 'zip',
  name,
  asciiName: name,
  admin1,
  country,
  zip: code,
  latitude,
  longitude,
  tzid,
  population: 0,
  geonameid: null,
});

export const TEST_PLACES: PlaceTestRow[] = [
  city('Sydney', 'Sydney', '02', 'AU', -33.86785, 151.20732, 'Australia/Sydney', 4627345, 2147714, 'PPLA'),
  city('London', 'London', 'ON', 'CA', 42.98339, -81.23304, 'America/Toronto', 346765, 6058560),
  city('London', 'London', 'ENG', 'GB', 51.50853, -0.12574, 'Europe/London', 7556900, 2643743, 'PPLC'),
  city('York', 'York', 'ENG', 'GB', 53.95763, -1.08271, 'Europe/London', 153717, 2633352),
  {
    ...city('Jerusalem', 'Jerusalem', '06', 'IL', 31.76904, 35.21633, 'Asia/Jerusalem', 801000, 281184, 'PPLA'),
    names: ['Yerushalayim', 'ירושלים', 'Иерусалим'],
  },
  city('Old City', 'Old City', 'WE', 'PS', 31.77667, 35.23417, 'Asia/Jerusalem', 36000, 6945291),
  city('Haifa', 'Haifa', '04', 'IL', 32.81841, 34.9885, 'Asia/Jerusalem', 267300, 294801),
  city('Tromsø', 'Tromso', '54', 'NO', 69.6489, 18.95508, 'Europe/Oslo', 52436, 3133895),
  city('Paris', 'Paris', 'TX', 'US', 33.66094, -95.55551, 'America/Chicago', 24782, 4717560, 'PPLA2'),
  city('Paris', 'Paris', 'IL', 'US', 39.61115, -87.69614, 'America/Chicago', 8432, 4246659, 'PPLA2'),
  city('Springfield', 'Springfield', 'MO', 'US', 37.21533, -93.29824, 'America/Chicago', 166810, 4409896, 'PPLA2'),
  city('Springfield', 'Springfield', 'MA', 'US', 42.10148, -72.58981, 'America/New_York', 154341, 4951788),
  city('Springfield', 'Springfield', 'IL', 'US', 39.80172, -89.64371, 'America/Chicago', 116565, 4250542, 'PPLA'),
  city('Springfield', 'Springfield', 'OR', 'US', 44.04624, -123.02203, 'America/Los_Angeles', 60870, 5754005),
  city('Brooklyn', 'Brooklyn', 'NY', 'US', 40.6501, -73.94958, 'America/New_York', 2300664, 5110302, 'PPLA2'),
  city('New York City', 'New York City', 'NY', 'US', 40.71427, -74.00597, 'America/New_York', 8175133, 5128581),
  city('Chicago', 'Chicago', 'IL', 'US', 41.85003, -87.65005, 'America/Chicago', 2720546, 4887398, 'PPLA2'),
  city('Atlantic City', 'Atlantic City', 'NJ', 'US', 39.36415, -74.42306, 'America/New_York', 39260, 4500546),
  zip('10001', 'New York', 'NY', 'US', 40.7484, -73.9967, 'America/New_York'),
  zip('11230', 'Brooklyn', 'NY', 'US', 40.6225, -73.965, 'America/New_York'),
  zip('90210', 'Beverly Hills', 'CA', 'US', 34.0901, -118.4065, 'America/Los_Angeles'),
  zip('M5V', 'Downtown Toronto', 'ON', 'CA', 43.6525, -79.3686, 'America/Toronto'),
];

const COLUMNS = [
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

/**
 * A prefix more than this many test names begin with gets `place_name_prefixes` rows (the build
 * uses PREFIX_RANGE_MAX): the few test places then take both ways of a prefix lookup ('sp' the
 * four Springfields' list, 'lo' the two Londons' names).
 */
const TEST_PREFIX_RANGE_MAX = 3;

/** Inserts the places and their name keys (as the build does: every distinct normal form). */
export async function insertPlaces(rows: PlaceTestRow[] = TEST_PLACES) {
  const stmt = env.DB.prepare(`INSERT INTO places (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')}) RETURNING id`);
  const inserted = await env.DB.batch<{ id: number }>(
    rows.map((r) =>
      stmt.bind(
        r.kind,
        r.name,
        r.admin1 ?? null,
        r.country,
        r.zip ?? null,
        r.latitude,
        r.longitude,
        r.tzid,
        r.population ?? 0,
        r.geonameid ?? null,
        r.featureCode ?? null,
        r.area ?? null,
      ),
    ),
  );
  const names = rows.flatMap((r, i): NameRow[] => {
    if (r.kind !== 'city') return [];
    const id = inserted[i]!.results[0]!.id;
    if (r.ranked) return r.ranked.map(([key, rank]) => [String(key), Number(rank), id] as const);
    const own = new Set([r.name, r.asciiName].map(nameKey));
    const keys = new Set([...own, ...(r.names ?? []).map(nameKey)]);
    const rank = placeRank(r.population ?? 0, r.featureCode ?? null);
    return [...keys].map((key) => [key, own.has(key) ? rank : rank - ALTERNATE_NAME_PENALTY, id] as const);
  });
  names.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const name = env.DB.prepare('INSERT OR IGNORE INTO place_names (key, rank, place_id) VALUES (?, ?, ?)');
  const prefix = env.DB.prepare('INSERT INTO place_name_prefixes (prefix, rank, place_id) VALUES (?, ?, ?)');
  const statements = [
    ...names.map((row) => name.bind(...row)),
    ...prefixTops(names, { rangeMax: TEST_PREFIX_RANGE_MAX }).map((row) => prefix.bind(...row)),
  ];
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
}
