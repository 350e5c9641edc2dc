import type { Context, NotFoundHandler } from 'hono';
import { localeFromPath, unlocalizedPath } from '#domain/language-paths.ts';
import { hasUnservedLanguagePrefix } from '#domain/languages.ts';
import { isPagePath } from '#domain/page-routes.ts';
import { spaFallbackPath } from '#domain/static-page.ts';
import type { AppEnv } from '../env.ts';
import { onNotFound } from '../middleware/errors.ts';
import { fillFallback } from '../services/pages/fill-fallback.ts';
import { notFoundPage } from '../services/pages/listing-page.ts';
import { siteOrigin } from './site-origin.ts';

/** Addresses that are never pages: an unknown API or object path stays a JSON 404. */
const NOT_PAGES = /^\/(api|objects)(\/|$)/;

/**
 * The SPA fallback of the address's language from the static assets (the build writes one per
 * language: web/src/entry.server.tsx). `conditional`: pass the browser's If-None-Match on, so
 * an unchanged fallback answers 304; a page the Worker fills must not, its content is not the file's.
 */
export function fetchFallback(c: Context<AppEnv>, { conditional }: { conditional: boolean }): Promise<Response> {
  // `/__spa-fallback`, not `.html` (which the assets answer with a redirect to drop it).
  const url = new URL(spaFallbackPath(localeFromPath(c.req.path)), c.req.url);
  return c.env.ASSETS.fetch(conditional ? new Request(url, c.req.raw) : new Request(url, { method: 'GET' }));
}

/**
 * What the Worker answers when none of its routes matched. The static assets answer every address
 * they have a file for before the Worker runs (wrangler.toml), so a page address that reaches
 * here (the admin, the account, a page in a language not prerendered) gets the SPA fallback,
 * which renders the page in the browser. The assets' own fallback cannot: their index.html is the
 * prerendered home page. An address that is no page of the app (#domain/page-routes.ts) gets the
 * fallback too, where the app shows its not-found page, but with status 404, so that search
 * engines do not index it.
 */
export const spaFallbackOrNotFound: NotFoundHandler<AppEnv> = async (c) => {
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || NOT_PAGES.test(c.req.path)) return onNotFound(c);
  // A language the site does not serve (/xx/search, /en/search) is never a page.
  if (hasUnservedLanguagePrefix(c.req.path)) {
    const fallback = await fetchFallback(c, { conditional: false });
    return fallback.ok ? new Response(fallback.body, { status: 404, headers: fallback.headers }) : fallback;
  }
  const path = unlocalizedPath(c.req.path);
  if (isPagePath(path)) return fetchFallback(c, { conditional: true });
  const fallback = await fetchFallback(c, { conditional: false });
  if (!fallback.ok) return fallback;
  return fillFallback(fallback, notFoundPage(path, { locale: localeFromPath(c.req.path), origin: siteOrigin(c), now: new Date() }));
};
