import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { startScriptsAfterPaint } from './app/startAfterPaint.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { localeFromPath } from './i18n/paths.ts';
import { DEFAULT_LOCALE, LOCALES } from '#domain/languages.ts';
import { spaFallbackFile, spaFallbackPath } from '#domain/static-page.ts';
import { WEB_CLIENT_DIRECTORY } from '../../scripts/vite/build-directory.ts';

// React Router's rendering entry, which runs only at build time (`ssr: false`): it renders the
// prerendered pages and the SPA fallback (react-router.config.ts) as complete documents.
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The SPA fallback (React Router renders it once, into `__spa-fallback.html`): rendered at its
  // own address, which no header link points to, so that no link is marked as the current page
  // in a document that serves every address; and written in every other language beside it, so
  // that an address rendered in the browser starts in its own language and direction.
  if (context.isSpaMode) {
    const handoffs = teeHandoff(context.serverHandoffStream, LOCALES.length);
    const rendered = LOCALES.map((locale, i) => {
      const location = { ...context.staticHandlerContext.location, pathname: spaFallbackPath(locale) };
      return { ...context, serverHandoffStream: handoffs[i], staticHandlerContext: { ...context.staticHandlerContext, location } };
    });
    for (const [i, locale] of LOCALES.entries()) {
      if (locale === DEFAULT_LOCALE) continue;
      const file = join(WEB_CLIENT_DIRECTORY, spaFallbackFile(locale));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await renderDocument(rendered[i]!));
    }
    context = rendered[LOCALES.indexOf(DEFAULT_LOCALE)]!;
  }
  return new Response(await renderDocument(context), { status, headers });
}

/** `count` readers of the data React Router hands to the browser (one stream, read once per render). */
function teeHandoff(stream: ReadableStream<Uint8Array> | undefined, count: number): (ReadableStream<Uint8Array> | undefined)[] {
  if (!stream) return Array.from({ length: count }, () => undefined);
  const streams: ReadableStream<Uint8Array>[] = [];
  let rest = stream;
  for (let i = 1; i < count; i++) {
    const [one, other] = rest.tee();
    streams.push(one);
    rest = other;
  }
  return [...streams, rest];
}

/** The page as a complete document, its styles in its <head>, its scripts after its first paint. */
async function renderDocument(context: EntryContext): Promise<string> {
  const { pathname } = context.staticHandlerContext.location;
  // The page's language is its address's; its messages render synchronously.
  await loadCatalog(localeFromPath(pathname));
  // One emotion cache for the page. In compatibility mode emotion keeps the styles in the cache
  // instead of writing a <style> tag beside each element; they are extracted into <head> below
  // (emotion's server API), so the page paints styled before any script runs
  // (docs/architecture.md: Static assets and prerendering).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const errors: unknown[] = [];
  // The whole page at once (React's static prerender waits for every lazy part). Never outline a
  // boundary into hidden HTML revealed by an inline script: the page is complete anyway.
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ServerRouter context={context} url={`http://localhost${pathname}`} />
    </CacheProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  // React would ship a page that crashed while rendering as an empty boundary for the browser to
  // fill: fail the build instead.
  if (errors.length) throw new Error(`rendering ${pathname} failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  return startScriptsAfterPaint(withStyles(html, cache));
}

/**
 * The document with the styles its HTML uses at the end of its <head>, as emotion's server API
 * documents it (`extractCriticalToChunks` reads the class names in the HTML, and
 * `constructStyleTagsFromChunks` writes one tag for the page's styles and one per global style).
 * The browser's emotion cache (same key) adopts the tags by their `data-emotion` attribute.
 */
function withStyles(html: string, cache: ReturnType<typeof createCache>): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  if (!html.includes('</head>')) throw new Error('the rendered document has no </head> for its styles');
  // A replacer function: a replacement string would read `$&` or `$'` in the styles as patterns.
  return html.replace('</head>', () => `${styles}</head>`);
}
