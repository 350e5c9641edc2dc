import { DEFAULT_LOCALE, type Locale } from './languages.ts';

// What the Worker writes into the SPA fallback for a page it knows (a listing's: worker/src/services/pages)
// and what the web app reads back, so that hydration meets the same HTML (web/src/root.tsx).

/** The element the root route's HydrateFallback renders, which the Worker fills with the page's static HTML. */
export const STATIC_PAGE_ID = 'static-page';

/** On <html>: the language the fallback's frame was rendered in, when the Worker set `lang` to the page's. */
export const FRAME_LANG_ATTRIBUTE = 'data-frame-lang';

/** On the <head> tags the Worker wrote: the app removes them once its own page writes its head. */
export const WORKER_HEAD_ATTRIBUTE = 'data-worker-head';

/**
 * The SPA fallback of a language, as the static assets serve it: the frame (header, footer,
 * <html lang dir>) rendered in that language at build time (web/src/entry.server.tsx), so that
 * a page rendered in the browser or filled by the Worker starts in its own language. English's is
 * React Router's own `__spa-fallback.html`.
 */
export function spaFallbackPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/__spa-fallback' : `/${locale}/__spa-fallback`;
}

/** The file of a language's SPA fallback in the static assets' directory. */
export const spaFallbackFile = (locale: Locale) => `${spaFallbackPath(locale).slice(1)}.html`;
