// City and country pages (/synagogues/us/ny/brooklyn, /synagogues/fr/paris, /synagogues/il): their
// addresses, shared by the Worker (which writes the pages and their sitemaps) and the web app
// (which renders them and links to them). A city is a gazetteer place (its GeoNames id); its slug
// is derived from the gazetteer's name and stored with the listings' places (listing_places).
import { asciiFold } from './places.ts';
import type { Locale } from './languages.ts';

/** Where the directory's city and country pages live, under the language prefix. */
export const CITY_PAGES_PREFIX = '/synagogues';

/** Countries whose cities are addressed under their state or province (/synagogues/us/ny/brooklyn), as their labels read. */
export const REGION_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/** Listings on one page of a city; larger cities page their lists (?page=N). */
export const CITY_PAGE_SIZE = 50;
/** Cities on one page of a country. */
export const COUNTRY_PAGE_SIZE = 200;
/** The highest page number an address may ask for (beyond the last page is a 404 anyway). */
export const MAX_PAGE = 10_000;
/** Cities with listings linked from a city page as its neighbours. */
export const NEIGHBOUR_LIMIT = 8;

/**
 * A place's slug: its name folded to lower-case ASCII words joined by '-' ('Zürich' → 'zurich',
 * 'Bnei Brak' → 'bnei-brak', 'St. Louis' → 'st-louis'); a name with no Latin letters is its id.
 */
export function placeSlug(name: string, geonameid: number): string {
  const slug = asciiFold(name)
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || String(geonameid);
}

/**
 * The slug a place takes among places of its scope (country, and state where REGION_COUNTRIES)
 * sharing its plain slug: the most populous keeps it, the others add their GeoNames id
 * ('springfield-4951788'). It depends on the gazetteer alone, never on which places have
 * listings, so a page's address stays put as listings come and go.
 */
export function distinctSlug(
  place: { geonameid: number; population: number },
  slug: string,
  rivals: readonly { geonameid: number; population: number }[],
): string {
  const outranked = rivals.some(
    (r) =>
      r.geonameid !== place.geonameid &&
      (r.population > place.population || (r.population === place.population && r.geonameid < place.geonameid)),
  );
  return outranked ? `${slug}-${place.geonameid}` : slug;
}

/** The region segment of a place's address: its state or province code in lower case, '' elsewhere. */
export const regionSegment = (country: string, admin1: string | null) =>
  REGION_COUNTRIES.has(country) && admin1 ? admin1.toLowerCase() : '';

export interface CityAddress {
  /** ISO 3166-1 alpha-2, upper case as stored. */
  country: string;
  /** '' outside REGION_COUNTRIES. */
  region: string;
  slug: string;
}

/** A city page's path without a language prefix: /synagogues/us/ny/brooklyn, /synagogues/fr/paris. */
export const cityPagePath = ({ country, region, slug }: CityAddress) =>
  `${CITY_PAGES_PREFIX}/${[country.toLowerCase(), region, slug].filter(Boolean).join('/')}`;

/** A country page's path without a language prefix: /synagogues/il. */
export const countryPagePath = (country: string) => `${CITY_PAGES_PREFIX}/${country.toLowerCase()}`;

/** A page of a list, as its address asks for it: page 1 has no query. */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

export type DirectoryPageAddress = { kind: 'country'; country: string } | ({ kind: 'city' } & CityAddress);

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a path under /synagogues (without a language prefix) names, or null when it can name
 * nothing: a country is two letters; its cities follow it, under their state where the country
 * has them. Whether the place has listings is for the data to say.
 */
export function parseDirectoryPagePath(path: string): DirectoryPageAddress | null {
  const trimmed = path.endsWith('/') && path.length > 1 ? path.slice(0, -1) : path;
  if (!trimmed.startsWith(`${CITY_PAGES_PREFIX}/`)) return null;
  const segments = trimmed.slice(CITY_PAGES_PREFIX.length + 1).split('/');
  const [code, ...rest] = segments;
  if (!code || !/^[a-z]{2}$/.test(code) || rest.some((s) => !SEGMENT.test(s) || s.length > 100)) return null;
  const country = code.toUpperCase();
  if (rest.length === 0) return { kind: 'country', country };
  if (REGION_COUNTRIES.has(country)) {
    return rest.length === 2 && /^[a-z0-9]{1,3}$/.test(rest[0]!) ? { kind: 'city', country, region: rest[0]!, slug: rest[1]! } : null;
  }
  return rest.length === 1 ? { kind: 'city', country, region: '', slug: rest[0]! } : null;
}

/** A page number from `?page=`: absent is 1; anything but a whole number from 1 to MAX_PAGE is none (a 404). */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_PAGE ? n : null;
}

/** A city's name in a language: the spelling its listings use in that language's script, else the gazetteer's. */
export const cityName = (city: { name: string; localNames: Partial<Record<Locale, string>> }, locale: Locale) =>
  city.localNames[locale] ?? city.name;

/** Scripts whose spellings a city keeps for the languages written in them. */
const LOCAL_SCRIPTS: readonly [Locale, RegExp][] = [
  ['he', /\p{Script=Hebrew}/u],
  ['ru', /\p{Script=Cyrillic}/u],
];

/** The language a city spelling is written for, when it is in a script of one of the site's languages other than Latin. */
export function spellingLocale(city: string): Locale | null {
  for (const [locale, script] of LOCAL_SCRIPTS) if (script.test(city) && !/\p{Script=Latin}/u.test(city)) return locale;
  return null;
}

/**
 * A city or country name as a sentence's words take it: Hebrew joins 'in' (ב) to a Hebrew name
 * and sets it off from a name in another script with a maqaf (ב־Brooklyn), the name isolated
 * (U+2068…U+2069) so that its own direction holds inside the Hebrew, in titles as on the page.
 */
export const nameInSentence = (name: string, locale: Locale) =>
  locale === 'he' && !/^\p{Script=Hebrew}/u.test(name) ? `־\u2068${name}\u2069` : name;

/** Country names in a language (CLDR through Intl). */
export function countryDisplayName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** How a city is labelled in a list: 'Brooklyn, NY' where its country has states, else its name. */
export const cityLabel = (city: { name: string; localNames: Partial<Record<Locale, string>>; region: string }, locale: Locale) =>
  city.region ? `${cityName(city, locale)}, ${city.region.toUpperCase()}` : cityName(city, locale);

/** A next minyan's day and time, in the listing's own zone ('Tue 1:45 PM'): its civil date and clock time as stored. */
export function nextMinyanWhen(next: { date: string; time: string }, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${next.date}T${next.time}:00Z`),
  );
}
