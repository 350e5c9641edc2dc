import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { prerenderPages } from './scripts/vite/prerender-plugin.ts';
import { staticAssetHeadersFile } from './worker/src/security-policy.ts';

// The SPA. `npm run dev` serves it with hot reload and proxies the API to `wrangler dev`
// (WORKER_PORT, default 8787); `npm run build` writes web/dist, served as Workers static assets.
const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? '8787'}`;

// The site's origin for canonical URLs and og:url (README: Web app, page head): PUBLIC_ORIGIN from the
// environment, else wrangler.toml's [vars]; empty means "use the page's own origin" at run time.
function publicOrigin(): string {
  if (process.env.PUBLIC_ORIGIN) return process.env.PUBLIC_ORIGIN;
  const toml = readFileSync(new URL('./wrangler.toml', import.meta.url), 'utf8');
  return /^PUBLIC_ORIGIN\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? '';
}

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    // The Worker's security headers for the static assets too (Workers `_headers` file).
    {
      name: 'security-headers',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: staticAssetHeadersFile() });
      },
    },
    // The public pages as HTML, hydrated in the browser (web/src/prerender).
    prerenderPages(),
  ],
  define: {
    'import.meta.env.PUBLIC_ORIGIN': JSON.stringify(publicOrigin().replace(/\/+$/, '')),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Every browser the app supports preloads modules itself; the polyfill would cost `/` bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|@emotion)[\\/]/ }],
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
