// Sitemaps (sitemaps.org): an index naming one file of the public pages and, per language, files
// of the active listings, each listing once per language. Read from D1 on request (one round trip
// a file) and kept by the edge cache, whose version moves with every public write.
// Written with hono/html's escaping template: its entities are XML's too.
import { and, asc, between, max, sql } from 'drizzle-orm';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { localizePath } from '#domain/language-paths.ts';
import { LOCALES, isLocale, type Locale } from '#domain/languages.ts';
import { PUBLIC_PAGE_PATHS } from '#domain/page-routes.ts';
import { LISTINGS_PER_SITEMAP, PAGES_SITEMAP_PATH, SITEMAP_INDEX_PATH, listingsSitemapPath } from '#domain/sitemap-files.ts';
import { synagogues } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { listingPath } from './listing-page.ts';

export const ROBOTS_PATH = '/robots.txt';

/** What a path under /sitemaps/ names, or null for none. */
export function parseSitemapPath(path: string): { kind: 'pages' } | { kind: 'listings'; locale: Locale; n: number } | null {
  if (path === PAGES_SITEMAP_PATH) return { kind: 'pages' };
  const m = /^\/sitemaps\/listings-([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(path);
  return m && isLocale(m[1]) ? { kind: 'listings', locale: m[1], n: Number(m[2]) } : null;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlset = (urls: readonly (HtmlEscapedString | Promise<HtmlEscapedString>)[]) =>
  `${XML_DECLARATION}${html`<urlset xmlns="${NS}">${urls}</urlset>`}`;

/** The highest listing id (the number of listing files follows from it); SQLite reads it from the end of the primary key. */
export async function readHighestListingId(db: Db): Promise<number> {
  const row = await db
    .select({ highest: max(synagogues.id) })
    .from(synagogues)
    .get();
  return row?.highest ?? 0;
}

export function sitemapIndex(origin: string, highestId: number): string {
  const files = Math.ceil(highestId / LISTINGS_PER_SITEMAP);
  const paths = [
    PAGES_SITEMAP_PATH,
    ...LOCALES.flatMap((locale) => Array.from({ length: files }, (_, i) => listingsSitemapPath(locale, i + 1))),
  ];
  return `${XML_DECLARATION}${html`<sitemapindex xmlns="${NS}">${paths.map((p) => html`<sitemap><loc>${origin}${p}</loc></sitemap>`)}</sitemapindex>`}`;
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

/** robots.txt: everything may be crawled; the sitemap's address must be absolute, so the Worker writes it for its origin. */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`;
