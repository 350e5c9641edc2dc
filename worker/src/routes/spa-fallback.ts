import type { NotFoundHandler } from 'hono';
import { hasUnservedLanguagePrefix } from '#domain/languages.ts';
import type { AppEnv } from '../env.ts';
import { onNotFound } from '../middleware/errors.ts';

/** The web app's SPA fallback in the static assets (React Router writes it: react-router.config.ts). */
export const SPA_FALLBACK_PATH = '/__spa-fallback';

/** Addresses that are never pages: an unknown API or object path stays a JSON 404. */
const NOT_PAGES = /^\/(api|objects)(\/|$)/;

/**
 * What the Worker answers when none of its routes matched. The static assets answer every address
 * they have a file for before the Worker runs (wrangler.toml), so a page address that reaches
 * here (a listing, the admin, an unknown address) gets the SPA fallback, which renders the page in
 * the browser (the not-found page included). The assets' own fallback cannot: their index.html is
 * the prerendered home page.
 */
export const spaFallbackOrNotFound: NotFoundHandler<AppEnv> = async (c) => {
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || NOT_PAGES.test(c.req.path)) return onNotFound(c);
  // `/__spa-fallback`, not `.html` (which the assets answer with a redirect to drop it).
  const fallback = await c.env.ASSETS.fetch(new Request(new URL(SPA_FALLBACK_PATH, c.req.url), c.req.raw));
  // A language the site does not serve (/xx/search, /en/search) is never a page: the app shows
  // its not-found page, and the status says so (search engines must not index it).
  if (hasUnservedLanguagePrefix(c.req.path) && fallback.ok) return new Response(fallback.body, { status: 404, headers: fallback.headers });
  return fallback;
};
