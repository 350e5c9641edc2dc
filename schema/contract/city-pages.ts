// The city and country pages' data (GET /api/city-pages, and the same read for the pages the
// Worker writes): the query, and the answer the web app renders and hydrates from.
import { z } from './zod.ts';
import type { Tefillah } from '#domain/enums.ts';
import type { Locale } from '#domain/languages.ts';
import { CITY_PAGES_PREFIX, MAX_PAGE } from '#domain/city-pages.ts';
import type { Synagogue } from './synagogues.ts';

/** GET /api/city-pages: the page's path without a language prefix (/synagogues/us/ny/brooklyn) and its page of the list. */
export const cityPageQuery = z.object({
  path: z
    .string({ error: 'path is required' })
    .max(300, { error: 'path must be at most 300 characters' })
    .refine((p) => p.startsWith(`${CITY_PAGES_PREFIX}/`), { error: `path must start with ${CITY_PAGES_PREFIX}/` }),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(MAX_PAGE, { error: `page must be at most ${MAX_PAGE}` })
    .optional()
    .default(1),
});

/** A city with listings, as a page links to it. */
export interface CityRef {
  /** The GeoNames id. */
  placeId: number;
  country: string;
  region: string;
  slug: string;
  /** The gazetteer's name. */
  name: string;
  /** Its listings' spellings in other scripts ({ he: 'לוד' }). */
  localNames: Partial<Record<Locale, string>>;
  /** Active listings. */
  listings: number;
}

/** A listing's next minyan, in its own zone (date yyyy-MM-dd, time HH:mm; start with its offset). */
export interface NextMinyan {
  tefillah: Tefillah;
  date: string;
  time: string;
  start: string;
}

export type CityListing = Synagogue & { next: NextMinyan | null };

export interface CityPageData {
  kind: 'city';
  city: CityRef & { latitude: number; longitude: number; updatedAt: string };
  page: number;
  pages: number;
  listings: CityListing[];
  /** The nearest other cities with listings. */
  neighbours: CityRef[];
}

export interface CountryPageData {
  kind: 'country';
  country: string;
  /** Active listings in its cities. */
  listings: number;
  /** Cities with listings. */
  cityCount: number;
  page: number;
  pages: number;
  cities: CityRef[];
}

export type DirectoryPageData = CityPageData | CountryPageData;
