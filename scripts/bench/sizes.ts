// What the browser and Cloudflare download: the gzip size of the JS each route loads, read from
// React Router's build manifest (`assets/manifest-*.js`: the browser entry, the manifest itself,
// and the root's and the route's modules with their static imports) plus the page's language
// catalog (which the browser entry loads before hydrating), and the Worker bundle as
// `wrangler deploy --dry-run` would upload it.
//
//   node scripts/bench/sizes.ts
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, isolatedConfig, wrangler } from '../lib/wrangler.ts';

interface ManifestModule {
  module: string;
  imports?: string[];
  /** The layout route around this one (the language prefix's, then the root). */
  parentId?: string;
}
/** The part of React Router's browser manifest read here. */
interface Manifest {
  entry: ManifestModule;
  routes: Record<string, ManifestModule>;
  url: string;
}

/** The routes the budgets (docs/product-rules.md: Budgets) and the issue name, with their route module (web/src/routes.ts). */
export const ROUTE_PAGES: Record<string, string> = {
  '/': 'routes/home',
  '/search': 'routes/search',
  '/calendar': 'routes/calendar',
  '/admin': 'routes/admin',
};

/** Chunks loaded later on a page, on demand (the map once results have coordinates, the upload dialog once opened), by file name. */
const ON_DEMAND: Record<string, RegExp> = {
  '/search': /^maplibre/,
  '/admin': /^UploadDialog/,
};
const HEAVY = /^(maplibre|UploadDialog)/;

export interface RouteJs {
  /** The route's English address, or a language's (/he: the home page in Hebrew). */
  route: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
  /** Chunks fetched later on demand (not in gzipBytes). */
  onDemandGzipBytes: number;
}

export interface Sizes {
  routes: RouteJs[];
  /** Map library and upload dialog must never be on `/` (docs/product-rules.md: Budgets). */
  homeHasMapOrUppy: boolean;
  worker: { bytes: number; gzipBytes: number };
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function readManifest(assetsDir: string): Manifest {
  const file = readdirSync(join(assetsDir, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no React Router manifest in the build');
  const text = readFileSync(join(assetsDir, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
}

/** The compiled catalog of a language (scripts/vite/messageformat-catalogs.ts): its own chunk, named after it. */
function catalogFile(assetsDir: string, locale: string): string {
  const file = readdirSync(join(assetsDir, 'assets')).find((f) => new RegExp(`^${locale}-[\\w-]+\\.js$`).test(f));
  if (!file) throw new Error(`no ${locale} catalog in the build`);
  return `/assets/${file}`;
}

function routeJs(manifest: Manifest, assetsDir: string, route: string, routeId: string, locale = 'en'): RouteJs {
  const page = manifest.routes[routeId];
  if (!page) throw new Error(`${routeId} is not in the React Router manifest`);
  const modules = [manifest.entry, page];
  for (let parent = page.parentId; parent; parent = manifest.routes[parent]?.parentId) modules.push(manifest.routes[parent]!);
  const files = [...new Set([manifest.url, ...modules.flatMap((m) => [m.module, ...(m.imports ?? [])]), catalogFile(assetsDir, locale)])];
  const onDemandPattern = ON_DEMAND[route];
  const onDemand = onDemandPattern ? readdirSync(join(assetsDir, 'assets')).filter((f) => onDemandPattern.test(f) && !files.includes(`/assets/${f}`)) : [];
  return {
    route,
    files,
    bytes: files.reduce((n, f) => n + statSync(join(assetsDir, f)).size, 0),
    gzipBytes: files.reduce((n, f) => n + gzipSize(join(assetsDir, f)), 0),
    onDemandGzipBytes: onDemand.reduce((n, f) => n + gzipSize(join(assetsDir, 'assets', f)), 0),
  };
}

/** Builds the web app and bundles the Worker, both in temporary directories. */
export function measureSizes(): Sizes {
  const dir = mkdtempSync(join(tmpdir(), 'shul-sizes-'));
  const { buildDir, assetsDir } = buildWeb();
  try {
    const manifest = readManifest(assetsDir);
    const routes = [
      ...Object.entries(ROUTE_PAGES).map(([route, routeId]) => routeJs(manifest, assetsDir, route, routeId)),
      // The home page in Hebrew: its own catalog instead of the English one.
      routeJs(manifest, assetsDir, '/he', ROUTE_PAGES['/']!, 'he'),
    ];
    const home = routes.find((r) => r.route === '/')!;

    const out = join(dir, 'worker');
    wrangler(['deploy', '--dry-run', '--outdir', out, '--config', isolatedConfig(dir, assetsDir)], { quiet: true });
    const workerFiles = readdirSync(out).filter((f) => /\.(m?js|wasm)$/.test(f));
    return {
      routes,
      homeHasMapOrUppy: home.files.some((f) => HEAVY.test(f.replace('/assets/', ''))),
      worker: {
        bytes: workerFiles.reduce((n, f) => n + statSync(join(out, f)).size, 0),
        gzipBytes: workerFiles.reduce((n, f) => n + gzipSize(join(out, f)), 0),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** Kilobytes of 1,000 bytes, as the browser suite's home-page budget counts them (e2e/shell.test.ts). */
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function sizesTable(s: Sizes, homeBudgetBytes: number): string {
  const rows = s.routes.map((r) => {
    const budget = r.route === '/' ? `≤ ${kb(homeBudgetBytes)} ${r.gzipBytes <= homeBudgetBytes && !s.homeHasMapOrUppy ? 'ok' : 'OVER'}` : '';
    return `| JS for ${r.route} | ${kb(r.gzipBytes)} | ${kb(r.bytes)} | ${r.onDemandGzipBytes ? `+${kb(r.onDemandGzipBytes)} on demand` : ''} | ${budget} |`;
  });
  return [
    '| what | gzip | raw | later | budget |',
    '| --- | ---: | ---: | --- | --- |',
    ...rows,
    `| Worker bundle | ${kb(s.worker.gzipBytes)} | ${kb(s.worker.bytes)} | | |`,
  ].join('\n');
}

if (import.meta.main) console.log(sizesTable(measureSizes(), 180_000));
