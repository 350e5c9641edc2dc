// What the browser and Cloudflare download: the gzip size of the JS each route loads, read from
// Vite's build manifest (index.html's entry, the app it starts and everything they import
// statically, plus the route's lazily loaded page module and its static imports), and the Worker bundle as `wrangler deploy --dry-run` would upload it.
//
//   node scripts/bench/sizes.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, isolatedConfig, wrangler } from '../lib/wrangler.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The routes the budgets (docs/product-rules.md: Budgets) and the issue name, with their page module. */
export const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/pages/HomePage.tsx',
  '/search': 'src/pages/SearchPage.tsx',
  '/calendar': 'src/pages/CalendarPage.tsx',
  '/admin': 'src/pages/AdminPage.tsx',
};

/** The app, which index.html's entry (web/src/boot.ts) imports on every page once it has painted. */
const APP_MODULE = 'src/main.tsx';

/** Loaded later on a page, on demand (the map once results have coordinates, the upload dialog once opened). */
const ON_DEMAND: Record<string, string[]> = {
  '/search': ['src/features/directory/maplibre.ts'],
  '/admin': ['src/features/uploads/UploadDialog.tsx'],
};

export interface RouteJs {
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

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function routeJs(manifest: Manifest, dist: string, route: string, page: string): RouteJs {
  const keys = closure(manifest, page, closure(manifest, APP_MODULE, closure(manifest, 'index.html')));
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const onDemand = new Set<string>();
  for (const key of ON_DEMAND[route] ?? []) for (const k of closure(manifest, key)) if (!keys.has(k)) onDemand.add(manifest[k]!.file);
  return {
    route,
    files,
    bytes: files.reduce((n, f) => n + statSync(join(dist, f)).size, 0),
    gzipBytes: files.reduce((n, f) => n + gzipSize(join(dist, f)), 0),
    onDemandGzipBytes: [...onDemand].reduce((n, f) => n + gzipSize(join(dist, f)), 0),
  };
}

/** Builds the SPA (with its manifest) and bundles the Worker, both in a temporary directory. */
export function measureSizes(): Sizes {
  const dir = mkdtempSync(join(tmpdir(), 'shul-sizes-'));
  try {
    const dist = join(dir, 'dist');
    const build = spawnSync(resolve(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    const routes = Object.entries(ROUTE_PAGES).map(([route, page]) => routeJs(manifest, dist, route, page));
    const home = routes.find((r) => r.route === '/')!;
    const heavy = [...closure(manifest, 'src/features/directory/maplibre.ts'), ...closure(manifest, 'src/features/uploads/UploadDialog.tsx')]
      .map((k) => manifest[k]!.file)
      .filter((f) => /maplibre|UploadDialog/.test(f));

    const out = join(dir, 'worker');
    wrangler(['deploy', '--dry-run', '--outdir', out, '--config', isolatedConfig(dir, dist)], { quiet: true });
    const workerFiles = readdirSync(out).filter((f) => /\.(m?js|wasm)$/.test(f));
    return {
      routes,
      homeHasMapOrUppy: home.files.some((f) => heavy.includes(f)),
      worker: {
        bytes: workerFiles.reduce((n, f) => n + statSync(join(out, f)).size, 0),
        gzipBytes: workerFiles.reduce((n, f) => n + gzipSize(join(out, f)), 0),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
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
