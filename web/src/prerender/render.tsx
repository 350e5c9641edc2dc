// Renders the app's public pages to HTML at build time, in Node through Vite's SSR module loader
// (scripts/vite/prerender-plugin.ts). The browser hydrates that HTML (main.tsx), so the first
// paint and the largest text need no JavaScript (docs/product-rules.md: Budgets).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { isValidElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { Layout } from '../app/Layout.tsx';
import { providePrerenderedData } from '../app/prerenderedData.ts';
import { routes } from '../app/routes.tsx';
import { createAppSystem } from '../app/theme.ts';
import { PARASHAS_DATA, localIsoDate } from '../features/texts/useTexts.ts';
// Build-time only: the Worker's own list of portions, so the page shows exactly what the API answers.
import { parashaList } from '../../../worker/src/services/sefaria/parashas.ts';
import { PRERENDERED_ATTRIBUTE, type RenderedPage } from '../../../schema/prerendered-pages.ts';

export { PRERENDERED_PATHS, prerenderedFile } from '../../../schema/prerendered-pages.ts';

const system = createAppSystem();

/** Where the neutral shell is rendered: an address no navigation link points at. */
const SHELL_PATH = '/_shell';

/**
 * The answers a page is prerendered with, by path: only what needs no network and changes slowly
 * (the 54 portions; "this week" is the build's, corrected by the browser's own request).
 */
const PAGE_DATA: Partial<Record<string, () => Record<string, unknown>>> = {
  '/parsha': () => ({ [PARASHAS_DATA]: parashaList(localIsoDate(), false) }),
};

async function renderWithStyles(location: string, routeTree: RouteObject[], prerenderedFor: string | null): Promise<RenderedPage> {
  const data = prerenderedFor === null ? undefined : PAGE_DATA[prerenderedFor]?.();
  providePrerenderedData(data ?? {});
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(location, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerendering ${location} answered a redirect (${context.status})`);
  // Emotion's compatibility mode collects the styles instead of writing <style> tags into the page.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const tree: ReactNode = (
    <CacheProvider value={cache}>
      <AppProviders system={system}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>
  );
  // Never outline a large boundary into a hidden <div> revealed by an inline script: the page's
  // Content-Security-Policy allows no inline scripts, and the HTML is complete anyway.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const markup = await new Response(prelude as ReadableStream<Uint8Array>).text();
  if (/<script(?![^>]*application\/ld\+json)/.test(markup)) throw new Error(`prerendering ${location} wrote an inline script, which the CSP would block`);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // `data-s` marks the tags as already in place: emotion's start-up in the browser then leaves them
  // where they are instead of moving each to the end of <head>, which makes the browser restyle.
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(markup)).replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const { hoisted, body } = splitHoisted(markup);
  const attribute = prerenderedFor === null ? '' : ` ${PRERENDERED_ATTRIBUTE}="${prerenderedFor}"`;
  // The router turns a lazy route's Component into an element of it.
  const leaf = context.matches[context.matches.length - 1]?.route.element;
  const pageComponent = prerenderedFor !== null && isValidElement(leaf) && typeof leaf.type === 'function' ? leaf.type.name : undefined;
  return { root: `<div id="root"${attribute}>${body}</div>`, head: hoisted + styles, pageComponent, data };
}

/**
 * React writes the tags it hoists (the page's <title>, <meta>, <link>) at the start of a
 * fragment's HTML; they belong in <head>.
 */
function splitHoisted(markup: string): { hoisted: string; body: string } {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(markup);
  const hoisted = match?.[0] ?? '';
  return { hoisted, body: markup.slice(hoisted.length) };
}

/** The HTML of one public page, to be hydrated at the same path. */
export function renderPage(path: string): Promise<RenderedPage> {
  return renderWithStyles(path, routes, path);
}

/**
 * The neutral shell (index.html), which the static assets serve for every other address: the
 * header and footer around an empty page, replaced by the browser's own render.
 */
export async function renderShell(): Promise<RenderedPage> {
  return renderWithStyles(SHELL_PATH, [{ path: '*', element: <Layout /> }], null);
}
