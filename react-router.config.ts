import type { Config } from '@react-router/dev/config';
import { WEB_BUILD_DIRECTORY } from './scripts/vite/build-directory.ts';
import { writeServiceWorker } from './scripts/vite/service-worker.ts';
import { writeStaticAssetHeaders } from './scripts/vite/static-asset-headers.ts';
import { writeWebManifests } from './scripts/vite/web-manifest.ts';
import { DEVICE_PAGE_PATHS, PUBLIC_PAGE_PATHS } from './schema/domain/page-routes.ts';
import { pathsInEveryLanguage } from './web/src/i18n/paths.ts';

// The web app in React Router's framework mode (docs/decisions/prerendering.md): no server rendering at run time
// (`ssr: false`); the public pages below are rendered to HTML at build time and hydrated in the
// browser, and every other address gets the SPA fallback of its language (`__spa-fallback.html`,
// `he/__spa-fallback.html`, …: web/src/entry.server.tsx; served by the Worker:
// worker/src/routes/spa-fallback.ts), which renders in the browser.
export default {
  appDirectory: 'web/src',
  buildDirectory: WEB_BUILD_DIRECTORY,
  ssr: false,
  // The paths that are the same for every visitor at build time, apart from the data they fetch,
  // in every language: /search, /he/search, … and /he for the home page (never '/he/': its file
  // would not be the one the static assets serve at /he).
  // The offline page and the saved shuls' page too, which the service worker precaches (never in the sitemap).
  prerender: pathsInEveryLanguage([...PUBLIC_PAGE_PATHS, ...DEVICE_PAGE_PATHS]),
  // `vite build` builds the browser bundle, the build-time renderer and the pages in one go.
  future: { v8_viteEnvironmentApi: true },
  // After prerendering: the pages' security headers (with the hashes of the inline scripts the
  // build wrote into them), each language's web manifest, and the service worker that precaches
  // the pages and their files.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = `${reactRouterConfig.buildDirectory}/client`;
    writeStaticAssetHeaders(clientDir);
    writeWebManifests(clientDir);
    await writeServiceWorker(clientDir);
  },
} satisfies Config;
