// The sitemap's files (worker/src/services/pages/sitemaps.ts writes them; the bench asks for them).
import type { Locale } from './languages.ts';

/**
 * Listings per file, by id: file n holds the active listings with ids in ((n-1)·N, n·N]. A range
 * of the primary key reads only its own rows (an OFFSET would walk every row before it), and
 * 1,000 (the protocol allows 50,000) keeps a file within the 10 ms a public read may spend in the
 * Worker: in the bench a file of 10,000 took 29 ms (p50) and one of 2,000 took 9 ms (p95 13), mostly
 * its rows and their XML. At 300,000 listings that is 300 files a language, well within an index.
 */
export const LISTINGS_PER_SITEMAP = 1_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
export const listingsSitemapPath = (locale: Locale, n: number) => `/sitemaps/listings-${locale}-${n}.xml`;

/**
 * City pages per file, in address order (country, state, name); the first file also lists the
 * countries. Well under the protocol's 50,000 with the countries added.
 */
export const CITIES_PER_SITEMAP = 10_000;
export const citiesSitemapPath = (locale: Locale, n: number) => `/sitemaps/cities-${locale}-${n}.xml`;
