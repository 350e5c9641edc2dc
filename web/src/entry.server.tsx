import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { startScriptsAfterPaint } from './app/startAfterPaint.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { localeFromPath } from './i18n/paths.ts';

// React Router's rendering entry, which runs only at build time (`ssr: false`): it renders the
// prerendered pages and the SPA fallback (react-router.config.ts) as complete documents.
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  // One emotion cache for the page. In compatibility mode emotion keeps the styles in the cache
  // instead of writing a <style> tag beside each element; they are extracted into <head> below
  // (emotion's server API), so the page paints styled before any script runs
  // (docs/architecture.md: Static assets and prerendering).
  // The page's language is its address's (the SPA fallback's is English); its messages render synchronously.
  await loadCatalog(localeFromPath(new URL(request.url).pathname));
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const errors: unknown[] = [];
  // The whole page at once (React's static prerender waits for every lazy part). Never outline a
  // boundary into hidden HTML revealed by an inline script: the page is complete anyway.
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ServerRouter context={context} url={request.url} />
    </CacheProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  // React would ship a page that crashed while rendering as an empty boundary for the browser to
  // fill: fail the build instead.
  if (errors.length) throw new Error(`rendering ${new URL(request.url).pathname} failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(startScriptsAfterPaint(withStyles(html, cache)), { status, headers });
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
