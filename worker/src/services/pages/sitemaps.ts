// Sitemaps (sitemaps.org): an index naming one file of the public pages and, per language, files
// of the active listings and files of the city and country pages (cities with active listings),
// each page once per language, with the latest change of what each file lists where the data
// knows it. Read from D1 on request (one round trip a file) and kept by the edge cache, whose
// version moves with every public write.
// Written with hono/html's escaping template: its entities are XML's too.
import { and, asc, between, isNotNull, sql } from 'drizzle-orm';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { localizePath } from '#domain/language-paths.ts';
import { LOCALES, isLocale, type Locale } from '#domain/languages.ts';
import { PUBLIC_PAGE_PATHS } from '#domain/page-routes.ts';
import {
  CITIES_PER_SITEMAP,
  LISTINGS_PER_SITEMAP,
  PAGES_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
  citiesSitemapPath,
  listingsSitemapPath,
} from '#domain/sitemap-files.ts';
import { cityPagePath, countryPagePath } from '#domain/city-pages.ts';
import { listingCityCounts, listingPlaces, sitemapFile, synagogues } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { listingPath } from './listing-page.ts';

export const ROBOTS_PATH = '/robots.txt';

/** What a path under /sitemaps/ names, or null for none. */
export function parseSitemapPath(path: string): { kind: 'pages' } | { kind: 'listings' | 'cities'; locale: Locale; n: number } | null {
  if (path === PAGES_SITEMAP_PATH) return { kind: 'pages' };
  const m = /^\/sitemaps\/(listings|cities)-([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(path);
  return m && isLocale(m[2]) ? { kind: m[1] as 'listings' | 'cities', locale: m[2], n: Number(m[3]) } : null;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlset = (urls: readonly (HtmlEscapedString | Promise<HtmlEscapedString>)[]) =>
  `${XML_DECLARATION}${html`<urlset xmlns="${NS}">${urls}</urlset>`}`;

/** What the index lists: each listings file's latest change (by id range), and the cities with pages and their latest change. */
export interface SitemapIndexRead {
  /** One per listings file, in order: its latest change, or null when its range holds no listing now. */
  listingFiles: (Date | null)[];
  cities: number;
  citiesUpdatedAt: Date | null;
}

/**
 * The index's read, one round trip. The listings files follow from the highest id (read from the
 * end of the primary key); each file's lastmod is one seek of the (file, updated_at) index. The
 * cities come from the (place_id, updated_at) index of the city counts.
 */
export async function readSitemapIndex(db: Db): Promise<SitemapIndexRead> {
  const file = sitemapFile(synagogues.id);
  const [files, [cities]] = await db.batch([
    db.all<{ n: number; lastmod: number | null }>(sql`
      WITH RECURSIVE f(n) AS (
        SELECT 0 WHERE EXISTS (SELECT 1 FROM synagogues)
        UNION ALL SELECT n + 1 FROM f WHERE n < (SELECT ${sitemapFile(sql`max(id)`)} FROM synagogues))
      SELECT n, (SELECT max(${synagogues.updatedAt}) FROM ${synagogues} WHERE ${file} = f.n) AS lastmod FROM f ORDER BY n`),
    db
      .select({ count: sql<number>`count(*)`, updatedAt: sql<number | null>`max(${listingCityCounts.updatedAt})` })
      .from(listingCityCounts)
      .where(isNotNull(listingCityCounts.placeId)),
  ]);
  return {
    listingFiles: files.map((f) => (f.lastmod === null ? null : new Date(f.lastmod))),
    cities: cities?.count ?? 0,
    citiesUpdatedAt: cities?.updatedAt ? new Date(cities.updatedAt) : null,
  };
}

const lastmod = (at: Date | null) => (at ? html`<lastmod>${at.toISOString()}</lastmod>` : '');

export function sitemapIndex(origin: string, read: SitemapIndexRead): string {
  const cityFiles = Math.ceil(read.cities / CITIES_PER_SITEMAP);
  const entries: [path: string, at: Date | null][] = [
    [PAGES_SITEMAP_PATH, null],
    ...LOCALES.flatMap((locale) => read.listingFiles.map((at, i): [string, Date | null] => [listingsSitemapPath(locale, i + 1), at])),
    ...LOCALES.flatMap((locale) =>
      Array.from({ length: cityFiles }, (_, i): [string, Date | null] => [citiesSitemapPath(locale, i + 1), read.citiesUpdatedAt]),
    ),
  ];
  return `${XML_DECLARATION}${html`<sitemapindex xmlns="${NS}"
    >${entries.map(([p, at]) => html`<sitemap><loc>${origin}${p}</loc>${lastmod(at)}</sitemap>`)}</sitemapindex
  >`}`;
}

/** The prerendered public pages in every language. */
export function pagesSitemap(origin: string): string {
  return urlset(LOCALES.flatMap((locale) => PUBLIC_PAGE_PATHS.map((p) => html`<url><loc>${origin}${localizePath(p, locale)}</loc></url>`)));
}

/** The active listings of file `n`: ids and when each last changed. */
export function readSitemapListings(db: Db, n: number) {
  return db
    .select({ id: synagogues.id, updatedAt: synagogues.updatedAt })
    .from(synagogues)
    .where(and(between(synagogues.id, (n - 1) * LISTINGS_PER_SITEMAP + 1, n * LISTINGS_PER_SITEMAP), sql`+${synagogues.isActive} = 1`))
    .orderBy(asc(synagogues.id))
    .all();
}

export function listingsSitemap(origin: string, locale: Locale, listings: readonly { id: number; updatedAt: Date }[]): string {
  return urlset(
    listings.map(
      (l) => html`<url><loc>${origin}${localizePath(listingPath(l.id), locale)}</loc><lastmod>${l.updatedAt.toISOString()}</lastmod></url>`,
    ),
  );
}

export interface SitemapCity {
  country: string;
  region: string;
  slug: string;
  updatedAt: Date;
}

/** The cities of file `n` in address order, and for the first file the countries with their latest change; one round trip. */
export async function readSitemapCities(
  db: Db,
  n: number,
): Promise<{ cities: SitemapCity[]; countries: { country: string; updatedAt: Date }[] }> {
  const counted = sql`${listingCityCounts.key} = 'p' || ${listingPlaces.placeId}`;
  const cities = db
    .select({
      country: listingPlaces.country,
      region: listingPlaces.region,
      slug: listingPlaces.slug,
      updatedAt: listingCityCounts.updatedAt,
    })
    .from(listingPlaces)
    .innerJoin(listingCityCounts, counted)
    .orderBy(asc(listingPlaces.country), asc(listingPlaces.region), asc(listingPlaces.slug))
    .limit(CITIES_PER_SITEMAP)
    .offset((n - 1) * CITIES_PER_SITEMAP);
  const countries = db
    .select({ country: listingPlaces.country, updatedAt: sql<number>`max(${listingCityCounts.updatedAt})` })
    .from(listingPlaces)
    .innerJoin(listingCityCounts, counted)
    // File 1 alone lists them.
    .where(sql`${n} = 1`)
    .groupBy(listingPlaces.country)
    .orderBy(asc(listingPlaces.country));
  const [cityRows, countryRows] = await db.batch([cities, countries]);
  return { cities: cityRows, countries: countryRows.map((c) => ({ country: c.country, updatedAt: new Date(c.updatedAt) })) };
}

export function citiesSitemap(
  origin: string,
  locale: Locale,
  { cities, countries }: { cities: readonly SitemapCity[]; countries: readonly { country: string; updatedAt: Date }[] },
): string {
  const url = (path: string, at: Date) => html`<url><loc>${origin}${localizePath(path, locale)}</loc>${lastmod(at)}</url>`;
  return urlset([
    ...countries.map((c) => url(countryPagePath(c.country), c.updatedAt)),
    ...cities.map((c) => url(cityPagePath(c), c.updatedAt)),
  ]);
}

/** robots.txt: everything may be crawled; the sitemap's address must be absolute, so the Worker writes it for its origin. */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`;
