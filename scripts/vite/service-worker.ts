// After the web build (and its prerendering): writes the service worker, `sw.js`, with Workbox's
// maintained generator (workbox-build's generateSW), so the app opens without a network.
//
// - Precached (downloaded once the app is idle, renewed by each deployment): the app's scripts,
//   styles and icons, the web manifests, the SPA fallback and the offline page in every language;
//   not the map's library (the map needs its tiles, which stay online), and not every page's
//   HTML: the SPA fallback renders any page, so one document serves them all offline.
// - Pages: the network first. Each page visited online is recorded (its answer kept); offline, a
//   visited page is rendered from this deployment's SPA fallback (never an older deployment's
//   HTML, whose scripts are gone), and an address never visited gets the offline page of its
//   language, except /saved (what the device keeps), which the SPA fallback renders.
// - Public API answers are kept once fetched (network first); an answer the Worker marks
//   `private` or `no-store` (everything personal: docs/architecture.md, Edge cache) is never
//   stored, nor is any request to the account, manager, admin or auth routes.
// - The embed, the feeds and uploaded objects are left to the network (other sites frame the embed).
//   A service worker's scope cannot leave out a path under it: `/embed/` is inside the scope `/`,
//   and the worker passes its requests on untouched (no route of its matches them), so other
//   sites' embeds never get an answer from a visitor's cache.
// - Every runtime cache is bounded by age, by count and by size: no answer larger than its cap is
//   kept (pages 256 kB, API answers 192 kB), so a cache holds at most its count times its cap:
//   pages 60 × 256 kB, API answers 200 × 192 kB.
// - What the app itself keeps for use offline (saved shuls, kept places, texts, plans' answers)
//   lives in IndexedDB, not here: web/src/features/offline/db.ts.
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import type { ManifestEntry } from 'workbox-build/build/types.js';

/** Where precached files live in the build: the pages' files and the addresses they are served at. */
export function addressOfFile(url: string): string {
  if (url === 'index.html') return '/';
  if (url.endsWith('/index.html')) return `/${url.slice(0, -'/index.html'.length)}`;
  if (url.endsWith('.html')) return `/${url.slice(0, -'.html'.length)}`;
  return `/${url}`;
}

/** Caches' names carry a version: a change of what they hold renames them, and the old go. */
export const CACHE_VERSION = 'v1';
export const PAGES_CACHE = `pages-${CACHE_VERSION}`;
export const API_CACHE = `api-${CACHE_VERSION}`;

export interface ServiceWorkerReport {
  count: number;
  size: number;
  warnings: string[];
}

export async function writeServiceWorker(clientDir: string): Promise<ServiceWorkerReport> {
  return generateSW({
    globDirectory: clientDir,
    globPatterns: [
      'assets/**/*.{js,css,woff2}',
      '*.{png,svg,ico,webmanifest}',
      '*/manifest.webmanifest',
      '__spa-fallback.html',
      '*/__spa-fallback.html',
      'offline/index.html',
      '*/offline/index.html',
    ],
    // The map's library (useless without tiles) and the social preview image (for other sites).
    globIgnores: ['**/maplibre*', 'social.png', 'pwa-64x64.png'],
    manifestTransforms: [
      async (entries: (ManifestEntry & { size: number })[]) => ({
        manifest: entries.map((entry) => ({ ...entry, url: addressOfFile(entry.url) })),
        warnings: [],
      }),
    ],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^\/?assets\//,
    // `/calendar?place=…` is the page `/calendar`: its query is read by the app.
    ignoreURLParametersMatching: [/.*/],
    swDest: join(clientDir, 'sw.js'),
    // A new version takes over at once; the page says so (web/src/app/UpdateNotice.tsx) and the next
    // navigation loads it.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === 'navigate' && !/^\/(embed|api|objects)(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 6,
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // Functions here are copied into sw.js as text: they use nothing from this module.
              cacheWillUpdate: async ({ response }) =>
                /private|no-store/.test(response.headers.get('Cache-Control') ?? '') || (await response.clone().blob()).size > 256 * 1024
                  ? null
                  : response,
              // A visited page, offline: this deployment's SPA fallback of the page's language renders it.
              cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
                if (!cachedResponse) return null;
                const lang = /^\/(he|fr|es|ru)(\/|$)/.exec(new URL(request.url).pathname)?.[1];
                return (await caches.match(lang ? `/${lang}/__spa-fallback` : '/__spa-fallback', { ignoreSearch: true })) ?? cachedResponse;
              },
              // Never visited, offline: the offline page of the address's language, at its own
              // address (it hydrates only there), remembering where the visitor was going. The
              // page of what the device keeps (/saved) opens from the SPA fallback even if never
              // visited: its list is read from IndexedDB.
              handlerDidError: async ({ request }) => {
                const url = new URL(request.url);
                const lang = /^\/(he|fr|es|ru)(\/|$)/.exec(url.pathname)?.[1];
                if (/^\/((he|fr|es|ru)\/)?saved\/?$/.test(url.pathname)) {
                  const fallback = await caches.match(lang ? `/${lang}/__spa-fallback` : '/__spa-fallback', { ignoreSearch: true });
                  if (fallback) return fallback;
                }
                const offline = new URL(lang ? `/${lang}/offline` : '/offline', url);
                offline.searchParams.set('from', url.pathname + url.search);
                return Response.redirect(offline.href, 302);
              },
            },
          ],
        },
      },
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !/^\/api\/(user|auth|passkeys|manage|admin|account)(\/|$)/.test(url.pathname) &&
          !url.pathname.endsWith('.ics'),
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 14, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              cacheWillUpdate: async ({ response }) =>
                /private|no-store/.test(response.headers.get('Cache-Control') ?? '') ||
                response.headers.has('Set-Cookie') ||
                (await response.clone().blob()).size > 192 * 1024
                  ? null
                  : response,
            },
          ],
        },
      },
    ],
  });
}
