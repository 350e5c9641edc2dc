// What the benchmark asks: a list of named request generators. To measure another endpoint, add
// an entry: `next` returns the path (with query) of one request, drawing randomness only from
// the `r` it is given. Entries with the same `stream` get the same sequence of random numbers,
// so a baseline replays exactly the requests of what it is compared with.
import type { GeneratedListing, Rng } from './generate.ts';
import { LISTING_COLUMNS, generatedListingPlaces, pickOne } from './generate.ts';

const IS_ACTIVE = LISTING_COLUMNS.indexOf('is_active');
import { PRESET_CITIES } from '#domain/places.ts';
import { LOCALES } from '#domain/languages.ts';
import { LISTINGS_PER_SITEMAP, listingsSitemapPath } from '#domain/sitemap-files.ts';
import { CITY_PAGE_SIZE, countryPagePath } from '#domain/city-pages.ts';
import { TRAVELLER_INPUTS } from '../../worker/test/traveller-inputs.ts';

export interface BenchData {
  listings: GeneratedListing[];
  /** The 5-digit US ZIP codes present in the data. */
  zips: string[];
  /** Listings that have minyan rules (scripts/bench/minyanim.ts). */
  withMinyanim: GeneratedListing[];
}

export interface Endpoint {
  name: string;
  /** The p95 budget in milliseconds (docs/product-rules.md: Budgets), where one is set. */
  budgetP95Ms?: number;
  /** Shared random sequence (default: the endpoint's own name). */
  stream?: string;
  next(r: Rng, data: BenchData): string;
}

/** Each generated place's page path, and its count of active listings (for the pages it has), computed once per data set. */
const placePaths = new WeakMap<BenchData, Map<number, string>>();
const placeCounts = new WeakMap<BenchData, Map<number, number>>();
export function cityPaths(data: BenchData): Map<number, string> {
  let paths = placePaths.get(data);
  if (!paths) placePaths.set(data, (paths = generatedListingPlaces(data.listings).paths));
  return paths;
}
function cityListings(data: BenchData): Map<number, number> {
  let counts = placeCounts.get(data);
  if (!counts) {
    counts = new Map();
    for (const l of data.listings) if (l.row[IS_ACTIVE]) counts.set(l.place.geonameid!, (counts.get(l.place.geonameid!) ?? 0) + 1);
    placeCounts.set(data, counts);
  }
  return counts;
}

/** What visitors type: city names, congregation names, prefixes, several words, streets. */
const TEXT_QUERIES = [
  'Brooklyn', 'Jerusalem', 'Toronto', 'Paris', 'London', 'Los Angeles', 'Lakewood', 'Buenos Aires', 'Chicago', 'Melbourne',
  'beth el', 'young israel', 'chabad', 'ohev shalom', "b'nai", 'kehil', 'shaar', 'tifereth israel', 'sinagoga', 'synagoge',
  'bro', 'jer', 'tor', 'chab', 'syn', 'mia', 'be',
  'chabad of boca', 'beth israel chicago', 'synagogue paris', 'young israel new york', 'beit knesset jerusalem',
  'main st', 'ocean pkwy', 'rue des rosiers', 'herzl',
];

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const around = (r: Rng, data: BenchData) => pickOne(r, data.listings);
const text = (r: Rng) => pickOne(r, TEXT_QUERIES);
/** A day of 2026 as yyyy-MM-dd. */
const isoDay = (r: Rng) => new Date(Date.UTC(2026, 0, 1 + Math.floor(r() * 365))).toISOString().slice(0, 10);

/** A map box of `halfLat` × `halfLng` degrees around a listing; west > east when it crosses ±180°. */
function box(r: Rng, data: BenchData, halfLat: number, halfLng: number) {
  const { lat, lng } = around(r, data);
  const wrap = (x: number) => (x > 180 ? x - 360 : x < -180 ? x + 360 : x);
  return q({
    north: Math.min(85, lat + halfLat).toFixed(5),
    south: Math.max(-85, lat - halfLat).toFixed(5),
    east: wrap(lng + halfLng).toFixed(5),
    west: wrap(lng - halfLng).toFixed(5),
    limit: 100,
  });
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'text search (FTS5)', budgetP95Ms: 20, stream: 'text', next: (r) => `/api/synagogues?${q({ limit: 20, offset: 0, q: text(r) })}` },
  { name: 'text search (LIKE baseline)', stream: 'text', next: (r) => `/api/__bench/like-search?${q({ q: text(r) })}` },
  {
    name: 'ZIP search',
    budgetP95Ms: 20,
    next: (r, data) => {
      const zip = r() < 0.1 ? '00000' : pickOne(r, data.zips);
      return `/api/synagogues?${q({ limit: 20, offset: 0, q: r() < 0.1 ? `${zip}-1234` : zip })}`;
    },
  },
  {
    name: 'near-me (50 km)',
    budgetP95Ms: 20,
    next: (r, data) => {
      const { lat, lng } = around(r, data);
      return `/api/synagogues?${q({ limit: 20, offset: 0, lat: (lat + (r() - 0.5) / 10).toFixed(5), lng: (lng + (r() - 0.5) / 10).toFixed(5) })}`;
    },
  },
  {
    name: 'city suggestions',
    next: (r, data) => `/api/cities/suggest?${q({ q: around(r, data).city.slice(0, 2 + Math.floor(r() * 4)) })}`,
  },
  // The gazetteer: traveller inputs in four languages (worker/test/traveller-inputs.ts), resolved and suggested.
  { name: 'place resolve', next: (r) => `/api/places/resolve?${q({ q: pickOne(r, TRAVELLER_INPUTS).q })}` },
  {
    name: 'place suggest',
    next: (r) => {
      const typed = pickOne(r, TRAVELLER_INPUTS).q;
      return `/api/places/suggest?${q({ q: typed.slice(0, 2 + Math.floor(r() * Math.max(1, typed.length - 1))) })}`;
    },
  },
  { name: 'viewport, zoomed in (~4 km)', budgetP95Ms: 20, next: (r, data) => `/api/synagogues/viewport?${box(r, data, 0.02, 0.03)}` },
  { name: 'viewport, zoomed out (continent)', budgetP95Ms: 20, next: (r, data) => `/api/synagogues/viewport?${box(r, data, 15, 30)}` },
  { name: 'count (text search)', next: (r) => `/api/synagogues/count?${q({ q: text(r) })}` },
  { name: 'count (all)', next: () => '/api/synagogues/count' },
  { name: 'browse by name (page 1-50)', next: (r) => `/api/synagogues?${q({ limit: 20, offset: 20 * Math.floor(r() * 50) })}` },
  { name: 'public stats', next: () => '/api/stats/public' },
  // Calendar month + zmanim has a budget of its own (docs/product-rules.md: Budgets). Preset cities answer without the places table.
  {
    name: 'calendar month',
    budgetP95Ms: 15,
    stream: 'calendar',
    next: (r) => `/api/hebrew-calendar?${q({ geonameid: pickOne(r, PRESET_CITIES).geonameid, year: 2026, month: 1 + Math.floor(r() * 12) })}`,
  },
  {
    name: 'zmanim',
    budgetP95Ms: 15,
    stream: 'calendar',
    next: (r) => `/api/zmanim?${q({ geonameid: pickOne(r, PRESET_CITIES).geonameid, date: `2026-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-15` })}`,
  },
  // This week's portion and the list of 54, computed in the Worker (no Sefaria call).
  { name: 'parashas', next: (r) => `/api/texts/parashas?${q({ date: isoDay(r) })}` },
  // 'Minyan now' around a shul with rules: every listing within 10 km, the next four hours, from
  // a moment in the coming two days (the materialised week; docs/domain.md, Minyanim), so the local
  // time of day varies.
  {
    name: 'minyan now (10 km, 4 h)',
    next: (r, data) => {
      const { lat, lng } = pickOne(r, data.withMinyanim);
      const at = new Date(Date.now() + Math.floor(r() * 48) * 3_600_000).toISOString();
      return `/api/minyanim/next?${q({ lat: lat.toFixed(5), lng: lng.toFixed(5), radiusKm: 10, within: 240, at })}`;
    },
  },
  // An active listing's page (listing i is row id i + 1; about 1% are removed and answer 404).
  {
    name: 'listing page',
    budgetP95Ms: 20,
    next: (r, data) => {
      for (;;) {
        const i = Math.floor(r() * data.listings.length);
        if (data.listings[i]!.row[IS_ACTIVE]) return `/api/synagogues/${i + 1}`;
      }
    },
  },
  // The same listing's page as HTML, which the Worker fills into the SPA fallback (worker/src/routes/pages.ts;
  // the bench's stand-in fallback: ./spa-fallback.ts), in English or Hebrew.
  {
    name: 'listing page (HTML)',
    budgetP95Ms: 10,
    next: (r, data) => {
      for (;;) {
        const i = Math.floor(r() * data.listings.length);
        if (data.listings[i]!.row[IS_ACTIVE]) return `${r() < 0.5 ? '' : '/he'}/shul/${i + 1}`;
      }
    },
  },
  // A city's page as HTML (the Worker fills the SPA fallback, as for a listing's): the city of a
  // random active listing, so large cities come up as often as their listings; in English or
  // Hebrew; a large city's later pages too (page 1 to 4 of those it has).
  {
    name: 'city page (HTML)',
    budgetP95Ms: 10,
    next: (r, data) => {
      const paths = cityPaths(data);
      for (;;) {
        const listing = pickOne(r, data.listings);
        if (!listing.row[IS_ACTIVE]) continue;
        const page = r() < 0.25 ? 1 + Math.floor(r() * 4) : 1;
        const path = `${r() < 0.5 ? '' : '/he'}${paths.get(listing.place.geonameid!)}`;
        return page > 1 && cityListings(data).get(listing.place.geonameid!)! > (page - 1) * CITY_PAGE_SIZE ? `${path}?page=${page}` : path;
      }
    },
  },
  // A country's page: its cities with listings, by state and name.
  {
    name: 'country page (HTML)',
    budgetP95Ms: 10,
    next: (r, data) => countryPagePath(pickOne(r, data.listings).place.country),
  },
  // One sitemap file: up to LISTINGS_PER_SITEMAP active listings of one id range, in one language.
  {
    name: 'sitemap file (listings)',
    budgetP95Ms: 10,
    next: (r, data) => listingsSitemapPath(pickOne(r, LOCALES), 1 + Math.floor(r() * Math.ceil(data.listings.length / LISTINGS_PER_SITEMAP))),
  },
  // The calendar feed (8 weeks of minyanim with announcements) of an active listing with rules.
  {
    name: 'listing calendar feed (ICS)',
    next: (r, data) => {
      for (;;) {
        const listing = pickOne(r, data.withMinyanim);
        if (listing.row[IS_ACTIVE]) return `/api/synagogues/${data.listings.indexOf(listing) + 1}/calendar.ics`;
      }
    },
  },
];
