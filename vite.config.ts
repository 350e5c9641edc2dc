import { reactRouter } from '@react-router/dev/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { messageformatCatalogs } from './scripts/vite/messageformat-catalogs.ts';

// The web app, in React Router's framework mode (react-router.config.ts). `npm run dev` serves it
// with hot reload and proxies the API to `wrangler dev` (WORKER_PORT, default 8787);
// `npm run build` writes web/dist/client (the prerendered pages, the SPA fallback and the
// scripts), served as Workers static assets.
const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? '8787'}`;

// The site's origin for canonical URLs and og:url (docs/architecture.md): PUBLIC_ORIGIN from the
// environment, else wrangler.toml's [vars]; empty means "use the page's own origin" at run time.
function publicOrigin(): string {
  if (process.env.PUBLIC_ORIGIN) return process.env.PUBLIC_ORIGIN;
  const toml = readFileSync(new URL('./wrangler.toml', import.meta.url), 'utf8');
  return /^PUBLIC_ORIGIN\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? '';
}

export default defineConfig({
  publicDir: 'web/public',
  plugins: [messageformatCatalogs(), reactRouter()],
  define: {
    'import.meta.env.PUBLIC_ORIGIN': JSON.stringify(publicOrigin().replace(/\/+$/, '')),
  },
  build: {
    // scripts/profile-startup.ts asks for source maps (WEB_SOURCEMAP=hidden) to name the owner of each function it profiles.
    sourcemap: process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false,
    chunkSizeWarningLimit: 1200,
    // Every browser the app supports preloads modules itself; the polyfill would cost `/` bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every recipe of every component)
      // with `defineConfig(…)`, an identity function Rolldown cannot see is pure here, so the
      // unused result kept ~13 kB gzip of recipes on every page. Nothing reads that config:
      // app/theme.ts builds its own from the recipes it lists (docs/decisions/chakra-runtime-styling.md).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|@emotion)[\\/]/ },
            // The catalogs' own runtime (plural rules, number formatting: about 0.7 kB) with the
            // loader of the catalogs: a catalog then needs no other chunk, so the loaders carry no
            // list of the chunks to fetch with each (1–2 kB on every page).
            {
              name: 'i18n',
              test: /web[\\/]src[\\/]i18n[\\/][^\\/]+\.tsx?$|node_modules[\\/](@messageformat[\\/]runtime|make-plural)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': workerOrigin,
      '/objects': workerOrigin,
    },
  },
});
