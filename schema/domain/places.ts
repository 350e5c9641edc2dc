// Places: what a place is, the preset city table and
// the text folding that city matching relies on. Shared by the worker, the web app and the places
// build script. No zod here (the query schemas are in #contract/places.ts): the calendar page shows
// the preset cities, and zod would add more than the rest of its script.

import { CA_PROVINCES, US_STATES } from './regions.ts';

/** A resolved location: a GeoNames city or a postal code, with its IANA time zone. */
export interface Place {
  /** The place's own name, e.g. 'Jerusalem', 'New York City', 'Beverly Hills'. */
  name: string;
  /** What the page shows: 'Jerusalem, Israel', 'Chicago, IL', 'Beverly Hills, CA 90210'. */
  label: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1: string | null;
  latitude: number;
  longitude: number;
  tzid: string;
  geonameid?: number;
  zip?: string;
  /** The larger city a neighbourhood belongs to ('Brooklyn' for Crown Heights). */
  area?: string;
  /** Region and country, for telling places of one name apart: 'Missouri, United States'. */
  context?: string;
  /**
   * The alternate name the typed text matched, when it is not one of the place's own names
   * ('בני ברק' for Bnei Brak), as its normal form shows it ('Yerushalayim'); a name beginning with
   * the typed text may be named by that beginning ('Yerush…').
   */
  matched?: string;
}

/** Suggestions shown under the calendar's location box: at most 8 (docs/product-rules.md: Limits and constants). */
export const SUGGEST_LIMIT = 8;

/** The Latin letters NFD does not decompose, spelled the way GeoNames' ASCII names spell them. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
  ĸ: 'k',
  ŋ: 'n',
  Ŋ: 'N',
  ſ: 's',
};

/**
 * Folds a name to plain ASCII for matching ('Zürich' → 'Zurich', 'Tromsø' → 'Tromso',
 * 'Qal‘ah' → 'Qalah'). Letters outside the Latin script are dropped, and runs of spaces
 * collapse, so the result may be empty.
 */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (ch) => LETTERS[ch] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Built on first use, not when the module loads: building it loads the locale's region names
// (about 15 ms of a phone's start-up at full speed), and most pages that import this module never
// name a country.
let regionNames: Intl.DisplayNames | undefined;

/** 'IL' → 'Israel'. */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return regionNames.of(code) ?? code;
}

/** Places whose label names the state or province ('Chicago, IL') rather than the country. */
const LABEL_BY_REGION = new Set(['US', 'CA']);

type Labelled = Pick<Place, 'name' | 'country' | 'admin1'> & { zip?: string | null; area?: string | null };

/** The label the page shows for a place: 'Chicago, IL', 'Crown Heights, Brooklyn, NY', 'Haifa, Israel'. */
export function placeLabel(p: Labelled): string {
  const region = LABEL_BY_REGION.has(p.country) && p.admin1 ? p.admin1 : countryName(p.country);
  const name = p.area ? `${p.name}, ${p.area}` : p.name;
  return p.zip ? `${name}, ${region} ${p.zip}` : `${name}, ${region}`;
}

/** GeoNames' first-level regions of the United Kingdom (its admin1 codes). */
const GB_NATIONS: Readonly<Record<string, string>> = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

/** The region's name where it is known (US states, Canadian provinces, UK nations), and the country. */
export function placeContext(p: Pick<Place, 'country' | 'admin1'>): string {
  const names = p.country === 'US' ? US_STATES : p.country === 'CA' ? CA_PROVINCES : p.country === 'GB' ? GB_NATIONS : {};
  const region = p.admin1 ? names[p.admin1] : undefined;
  return region ? `${region}, ${countryName(p.country)}` : countryName(p.country);
}

export interface PresetCity extends Omit<Place, 'label' | 'zip' | 'geonameid'> {
  geonameid: number;
}

const city = (
  name: string,
  geonameid: number,
  country: string,
  admin1: string,
  latitude: number,
  longitude: number,
  tzid: string,
): PresetCity => ({ name, geonameid, country, admin1, latitude, longitude, tzid });

/**
 * The preset city table, matched before the places table (docs/product-rules.md: Validation and messages). Coordinates,
 * regions and time zones are GeoNames' own (a script test checks them against the places
 * data), so a preset answers the same as the places row with its geonameid. The order puts
 * a spread of regions first, because the welcome quick-picks are the first eight.
 */
export const PRESET_CITIES: readonly PresetCity[] = [
  city('New York', 5128581, 'US', 'NY', 40.71427, -74.00597, 'America/New_York'),
  city('Jerusalem', 281184, 'IL', '06', 31.76904, 35.21633, 'Asia/Jerusalem'),
  city('London', 2643743, 'GB', 'ENG', 51.50853, -0.12574, 'Europe/London'),
  city('Los Angeles', 5368361, 'US', 'CA', 34.05223, -118.24368, 'America/Los_Angeles'),
  city('Toronto', 6167865, 'CA', 'ON', 43.70011, -79.4163, 'America/Toronto'),
  city('Paris', 2988507, 'FR', '11', 48.85341, 2.3488, 'Europe/Paris'),
  city('Miami', 4164138, 'US', 'FL', 25.77427, -80.19366, 'America/New_York'),
  city('Melbourne', 2158177, 'AU', '07', -37.814, 144.96332, 'Australia/Melbourne'),
  city('Chicago', 4887398, 'US', 'IL', 41.85003, -87.65005, 'America/Chicago'),
  city('Philadelphia', 4560349, 'US', 'PA', 39.95238, -75.16362, 'America/New_York'),
  city('Boston', 4930956, 'US', 'MA', 42.35843, -71.05977, 'America/New_York'),
  city('Baltimore', 4347778, 'US', 'MD', 39.29038, -76.61219, 'America/New_York'),
  city('Detroit', 4990729, 'US', 'MI', 42.33143, -83.04575, 'America/Detroit'),
  city('Cleveland', 5150529, 'US', 'OH', 41.4995, -81.69541, 'America/New_York'),
  city('Atlanta', 4180439, 'US', 'GA', 33.749, -84.38798, 'America/New_York'),
  city('Denver', 5419384, 'US', 'CO', 39.73915, -104.9847, 'America/Denver'),
  city('Seattle', 5809844, 'US', 'WA', 47.60621, -122.33207, 'America/Los_Angeles'),
  city('Montreal', 6077243, 'CA', 'QC', 45.50884, -73.58781, 'America/Toronto'),
  city('Tel Aviv', 293397, 'IL', '05', 32.08088, 34.78057, 'Asia/Jerusalem'),
  city('Berlin', 2950159, 'DE', '16', 52.52437, 13.41053, 'Europe/Berlin'),
  city('Amsterdam', 2759794, 'NL', '07', 52.37403, 4.88969, 'Europe/Amsterdam'),
  city('Zurich', 2657896, 'CH', 'ZH', 47.36667, 8.55, 'Europe/Zurich'),
  city('Vienna', 2761369, 'AT', '09', 48.20849, 16.37208, 'Europe/Vienna'),
  city('Sydney', 2147714, 'AU', '02', -33.86785, 151.20732, 'Australia/Sydney'),
];

/** The preset aliases, by the geonameid they stand for. */
export const PRESET_ALIASES: Readonly<Record<string, number>> = { nyc: 5128581, la: 5368361, philly: 4560349 };

export const presetPlace = (p: PresetCity): Place => ({ ...p, label: placeLabel(p) });

let presetKeyTable: ReadonlyMap<string, Place> | undefined;

/**
 * The preset table: one entry per key (lower-case name or alias). Built on first use: its labels
 * name countries (countryName), which the pages that load this module need not pay for at start-up.
 */
export function presetKeys(): ReadonlyMap<string, Place> {
  return (presetKeyTable ??= new Map([
    ...PRESET_CITIES.map((p) => [p.name.toLowerCase(), presetPlace(p)] as const),
    ...Object.entries(PRESET_ALIASES).map(([alias, id]) => [alias, presetPlace(PRESET_CITIES.find((p) => p.geonameid === id)!)] as const),
  ]));
}

/** The welcome message's quick-picks: one per distinct preset city name, at most `n`. */
export const quickPicks = (n = 8): readonly PresetCity[] => PRESET_CITIES.slice(0, n);

/**
 * A query matches the preset table (docs/product-rules.md: Validation and messages) by exact key, then by a substring of a key or a
 * name. Queries are folded first, so 'Zürich' and 'MONTRÉAL' match too. Substrings need at
 * least three letters, so that 'a' or 'la ' does not pick a city at random.
 */
export function matchPreset(query: string): Place | undefined {
  const q = asciiFold(query).toLowerCase();
  if (!q) return undefined;
  const exact = presetKeys().get(q);
  if (exact || q.length < 3) return exact;
  for (const [key, place] of presetKeys()) {
    if (key.includes(q) || place.name.toLowerCase().includes(q)) return place;
  }
  return undefined;
}
