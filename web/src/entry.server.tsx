import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

// React Router's rendering entry, which runs only at build time (`ssr: false`): it renders the
// prerendered pages and the SPA fallback (react-router.config.ts) as complete documents.
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  // One emotion cache for the page, so each style is written once, beside the first element that
  // uses it (Chakra's setup for React Router); the browser's emotion takes the tags over.
  const cache = createCache({ key: 'css' });
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
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}
