// Fills the web app's SPA fallback (the frame alone, written by the build) with a page the Worker
// knows: <html lang dir>, the head tags, and the page's static HTML inside the placeholder the
// root route's HydrateFallback renders (web/src/root.tsx), which keeps it through hydration.
// HTMLRewriter streams the document, so the Worker never holds or parses the whole of it.
import { RTL_LOCALES } from '#domain/languages.ts';
import { FRAME_LANG_ATTRIBUTE, STATIC_PAGE_ID, WORKER_HEAD_ATTRIBUTE } from '#domain/static-page.ts';
import type { PageContent } from './page-content.ts';

/** The tags a page brings, removed from the fallback first so that each appears once. */
const REPLACED_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'link[rel="prev"]',
  'link[rel="next"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
]
  .map((tag) => `head > ${tag}:not([${WORKER_HEAD_ATTRIBUTE}])`)
  .join(', ');

export function fillFallback(fallback: Response, page: PageContent): Response {
  const headers = new Headers(fallback.headers);
  // The page's content changes with the data; the fallback's validators describe the file alone.
  for (const h of ['etag', 'last-modified', 'content-length']) headers.delete(h);
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('content-language', page.locale);
  const filled = new HTMLRewriter()
    .on('html', {
      element(e) {
        e.setAttribute(FRAME_LANG_ATTRIBUTE, e.getAttribute('lang') ?? 'en');
        e.setAttribute('lang', page.locale);
        e.setAttribute('dir', RTL_LOCALES.has(page.locale) ? 'rtl' : 'ltr');
      },
    })
    .on(REPLACED_HEAD_TAGS, {
      element(e) {
        e.remove();
      },
    })
    .on('head', {
      element(e) {
        e.append(page.head.toString(), { html: true });
      },
    })
    .on(`#${STATIC_PAGE_ID}`, {
      element(e) {
        e.setInnerContent(page.body.toString(), { html: true });
      },
    })
    .transform(new Response(fallback.body, { headers }));
  return new Response(filled.body, { status: page.status, headers });
}
