// Pages the Worker writes into the SPA fallback so that their content and status are in the HTML
// (docs/decisions/listing-pages-html.md): a listing's page in every language (200, 404 for an
// unknown id, 410 for a removed listing), the city and country pages (/synagogues/…, 404 for
// an unknown place or a page beyond the last), the sitemaps and robots.txt, which names them. Kept by the edge cache like the API's
// public reads (app.ts).
import { Hono, type Context } from 'hono';
import { localeFromPath, unlocalizedPath } from '#domain/language-paths.ts';
import { PREFIXED_LOCALES } from '#domain/languages.ts';
import { parseListingId } from '#domain/listing-id.ts';
import { CITY_PAGES_PREFIX, parseDirectoryPagePath, parsePageNumber } from '#domain/city-pages.ts';
import { SITEMAP_INDEX_PATH } from '#domain/sitemap-files.ts';
import type { AppEnv } from '../env.ts';
import { fillFallback } from '../services/pages/fill-fallback.ts';
import { listingPage, notFoundPage, type PageContext } from '../services/pages/listing-page.ts';
import { readListingPage } from '../services/pages/listing-page-read.ts';
import { directoryPage } from '../services/pages/city-page.ts';
import { readDirectoryPage } from '../services/pages/city-page-read.ts';
import {
  ROBOTS_PATH,
  listingsSitemap,
  pagesSitemap,
  parseSitemapPath,
  citiesSitemap,
  readSitemapCities,
  readSitemapIndex,
  readSitemapListings,
  robotsTxt,
  sitemapIndex,
} from '../services/pages/sitemaps.ts';
import { onNotFound } from '../middleware/errors.ts';
import { siteOrigin } from './site-origin.ts';
import { fetchFallback } from './spa-fallback.ts';

const XML_TYPE = 'application/xml; charset=utf-8';

const pageContext = (c: Context<AppEnv>): PageContext => ({ locale: localeFromPath(c.req.path), origin: siteOrigin(c), now: new Date() });

const LISTING_PAGE_PATHS = ['/shul/:id', `/:lang{${PREFIXED_LOCALES.join('|')}}/shul/:id`];
const DIRECTORY_PAGE_PATHS = [`${CITY_PAGES_PREFIX}/*`, `/:lang{${PREFIXED_LOCALES.join('|')}}${CITY_PAGES_PREFIX}/*`];
const SITEMAP_FILE_PATH = '/sitemaps/:file';
/** The paths of the pages below, for the edge cache (app.ts). */
export const PAGE_ROUTE_PATHS = [...LISTING_PAGE_PATHS, ...DIRECTORY_PAGE_PATHS, SITEMAP_INDEX_PATH, SITEMAP_FILE_PATH];

async function listingPageResponse(c: Context<AppEnv>): Promise<Response> {
  const context = pageContext(c);
  const id = parseListingId(c.req.param('id') ?? '');
  // The document to fill comes from the static assets while D1 answers: neither waits for the other.
  const [data, fallback] = await Promise.all([
    id === null ? null : readListingPage(c.var.db, id, context.now),
    fetchFallback(c, { conditional: false }),
  ]);
  const page = id === null || data === null ? notFoundPage(unlocalizedPath(c.req.path), context) : listingPage(id, data, context);
  return fallback.ok ? fillFallback(fallback, page) : fallback;
}

/** A city's or country's page, one D1 round trip; an address that names none, or a page beyond the last, is 404. */
async function directoryPageResponse(c: Context<AppEnv>): Promise<Response> {
  const context = pageContext(c);
  const path = unlocalizedPath(c.req.path);
  const address = parseDirectoryPagePath(path);
  const page = parsePageNumber(c.req.query('page'));
  const [data, fallback] = await Promise.all([
    address && page ? readDirectoryPage(c.var.db, address, page, context.now) : null,
    fetchFallback(c, { conditional: false }),
  ]);
  if (!fallback.ok) return fallback;
  return fillFallback(fallback, data ? directoryPage(data, context) : notFoundPage(path, context));
}

export const pageRoutes = new Hono<AppEnv>()
  .get(LISTING_PAGE_PATHS[0]!, listingPageResponse)
  .get(LISTING_PAGE_PATHS[1]!, listingPageResponse)
  .get(DIRECTORY_PAGE_PATHS[0]!, directoryPageResponse)
  .get(DIRECTORY_PAGE_PATHS[1]!, directoryPageResponse)
  .get(ROBOTS_PATH, (c) => c.text(robotsTxt(siteOrigin(c))))
  .get(SITEMAP_INDEX_PATH, async (c) => {
    return c.body(sitemapIndex(siteOrigin(c), await readSitemapIndex(c.var.db)), 200, { 'content-type': XML_TYPE });
  })
  .get(SITEMAP_FILE_PATH, async (c) => {
    const file = parseSitemapPath(c.req.path);
    if (!file) return onNotFound(c);
    const xml =
      file.kind === 'pages'
        ? pagesSitemap(siteOrigin(c))
        : file.kind === 'cities'
          ? citiesSitemap(siteOrigin(c), file.locale, await readSitemapCities(c.var.db, file.n))
          : listingsSitemap(siteOrigin(c), file.locale, await readSitemapListings(c.var.db, file.n));
    return c.body(xml, 200, { 'content-type': XML_TYPE });
  });
