// What the browser and Cloudflare download: the gzip size of the JS each page needs to start, in
// every language, and the Worker bundle as `wrangler deploy --dry-run` would upload it.
//
// A page's first-load JS is what the browser fetches before the page can hydrate, read from the
// build itself rather than from a browser's network log, so the figure is the same on any machine:
// React Router's route manifest (`assets/manifest-*.js`), the browser entry, the modules of the
// routes that match the address (root, language prefix, page) with their static imports, and the
// message namespaces of the page's first screen in its language with their imports (the browser
// entry loads them before hydrating: web/src/entry.client.tsx, web/src/i18n/pageNamespaces.ts).
// Chunks a page imports dynamically (the map once its box is in view, the place picker once it is
// used, the upload dialog once opened) are not first-load JS; the map's and Uppy's are listed as
// "later" where a page has them.
//
//   node scripts/bench/sizes.ts               builds the web app and the Worker, then measures
//   node scripts/bench/sizes.ts --dir DIR     measures an existing build (DIR/client), no Worker
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '#domain/languages.ts';
import { localizePath } from '#domain/language-paths.ts';
import { PAGE_ROUTES, PUBLIC_PAGE_PATHS } from '#domain/page-routes.ts';
import { firstScreenNamespaces } from '../../web/src/i18n/pageNamespaces.ts';
import { buildWeb, isolatedConfig, wrangler } from '../lib/wrangler.ts';

/** The product budget for a public page's first-load JS, gzip, in every language (docs/product-rules.md: Budgets). */
export const FIRST_LOAD_BUDGET_BYTES = 180_000;

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

/**
 * The pages measured, by address: every public page (prerendered in every language), a listing
 * page and the pages the browser renders from the SPA fallback (sign-in, account, manage, admin…).
 */
export const MEASURED_PAGES: readonly { path: string; public: boolean }[] = [
  ...PUBLIC_PAGE_PATHS.map((path) => ({ path, public: true })),
  // A listing: the SPA fallback with the listing's static page, hydrated by the shul route.
  { path: '/shul/1', public: true },
  ...PAGE_ROUTES.filter(({ path }) => path !== '' && !path.startsWith('shul/') && !(PUBLIC_PAGE_PATHS as readonly string[]).includes(`/${path}`)).map(
    ({ path }) => ({ path: `/${path.replace(/:[A-Za-z]+/g, '1')}`, public: false }),
  ),
];

/** Chunks a page loads later, on demand (the map once its box is in view, the upload dialog once opened), by file name. */
const LATER: Record<string, RegExp> = {
  '/search': /^maplibre/,
  '/shul/1': /^maplibre/,
  '/admin': /^UploadDialog/,
};
const HEAVY = /^(maplibre|UploadDialog)/;

/** Reads a file of the built site by its URL path (/assets/x.js, / for the home page). */
export type BuildReader = (urlPath: string) => Promise<Buffer>;

export const directoryReader =
  (clientDir: string): BuildReader =>
  async (urlPath) =>
    readFileSync(join(clientDir, urlPath === '/' ? 'index.html' : urlPath));

/** A reader of the site as a running server serves it (the browser suite's app). */
export const httpReader =
  (baseURL: string): BuildReader =>
  async (urlPath) => {
    const res = await fetch(new URL(urlPath, baseURL));
    if (!res.ok) throw new Error(`GET ${urlPath} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };

/** The build's files, read and gzipped once each. */
export class Build {
  private readonly files = new Map<string, Promise<{ bytes: number; gzipBytes: number; text: string }>>();
  private manifestPromise?: Promise<Manifest>;
  private catalogsPromise?: Promise<Record<string, Record<string, string[]>>>;

  private readonly read: BuildReader;
  constructor(read: BuildReader) {
    this.read = read;
  }

  file(urlPath: string) {
    let f = this.files.get(urlPath);
    if (!f) {
      f = this.read(urlPath).then((buf) => ({ bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length, text: buf.toString('utf8') }));
      this.files.set(urlPath, f);
    }
    return f;
  }

  /** React Router's manifest, named in the home page's start-up script (the same in every page of a build). */
  manifest(): Promise<Manifest> {
    this.manifestPromise ??= (async () => {
      const html = (await this.read('/')).toString('utf8');
      const url = /import\s*"(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1];
      if (!url) throw new Error('no React Router manifest named in the home page');
      const text = (await this.file(url)).text;
      return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
    })();
    return this.manifestPromise;
  }

  /**
   * Each language's namespace chunks with their imports, from the chunk that holds the catalog
   * loaders (`virtual:catalog-loaders`: `en:{calendar:()=>m(()=>import("./calendar-x.js"),__vite__mapDeps([4,1,2])),…}`).
   */
  catalogs(): Promise<Record<string, Record<string, string[]>>> {
    this.catalogsPromise ??= (async () => {
      const manifest = await this.manifest();
      for (const url of manifest.entry.imports ?? []) {
        const text = (await this.file(url)).text;
        const deps = /__vite__mapDeps=[^[]*\[([^\]]*)\]/.exec(text)?.[1];
        const depFiles = deps ? [...deps.matchAll(/"assets\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`) : [];
        const byLocale: Record<string, Record<string, string[]>> = {};
        for (const locale of LOCALES) {
          const body = new RegExp(`${locale}:\\{((?:[\\w$]+:\\(\\)=>[\\w$]+\\(\\(\\)=>import\\([^)]*\\),[^)]*\\)\\)?,?)+)\\}`).exec(text)?.[1];
          if (!body) break;
          byLocale[locale] = {};
          for (const [, ns, chunk, mapDeps] of body.matchAll(/([\w$]+):\(\)=>[\w$]+\(\(\)=>import\([`"']\.\/([\w.-]+\.js)[`"']\),(?:__vite__mapDeps\(\[([\d,]*)\]\)|\[\])\)/g)) {
            const deps = mapDeps ? mapDeps.split(',').map((i) => depFiles[Number(i)]!) : [];
            byLocale[locale][ns!] = [`/assets/${chunk}`, ...deps];
          }
        }
        if (byLocale.en?.frame) return byLocale;
      }
      throw new Error('no chunk of the browser entry holds the catalog loaders');
    })();
    return this.catalogsPromise;
  }

  async gzipOf(files: Iterable<string>) {
    const sizes = await Promise.all([...files].map((f) => this.file(f)));
    return { bytes: sizes.reduce((n, s) => n + s.bytes, 0), gzipBytes: sizes.reduce((n, s) => n + s.gzipBytes, 0) };
  }
}

/** The id of the page route an address (without language prefix) matches, as React Router's manifest names it. */
export function routeIdOf(path: string): string {
  for (const { path: pattern, file, id } of PAGE_ROUTES) {
    const re = new RegExp(`^/${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    if (re.test(path)) return id ?? file.replace(/\.tsx$/, '');
  }
  return 'routes/not-found';
}

export interface PageJs {
  /** The page's address in English (/search, /shul/1). */
  path: string;
  public: boolean;
  /** The code every language loads: manifest, entry, route modules and their imports. */
  code: { files: string[]; bytes: number; gzipBytes: number };
  /** The first screen's message namespaces, by language (each with the chunks they import that the code does not). */
  catalogFiles: Record<Locale, string[]>;
  /** Their gzip size, by language. */
  catalogGzipBytes: Record<Locale, number>;
  /** Chunks loaded later on the page, on demand (not in the totals). */
  laterGzipBytes: number;
}

/** The page's total first-load JS in a language. */
export const totalGzip = (page: PageJs, locale: Locale) => page.code.gzipBytes + page.catalogGzipBytes[locale];

export async function pageJs(build: Build, path: string, isPublic = true): Promise<PageJs> {
  const manifest = await manifestOf(build);
  const page = manifest.routes[routeIdOf(path)];
  if (!page) throw new Error(`${routeIdOf(path)} is not in the React Router manifest`);
  const modules = [manifest.entry, page];
  for (let parent = page.parentId; parent; parent = manifest.routes[parent]?.parentId) modules.push(manifest.routes[parent]!);
  const code = [...new Set([manifest.url, ...modules.flatMap((m) => [m.module, ...(m.imports ?? [])])])];
  const catalogs = await build.catalogs();
  const catalogFiles = {} as Record<Locale, string[]>;
  const catalogGzipBytes = {} as Record<Locale, number>;
  for (const locale of LOCALES) {
    const chunks = firstScreenNamespaces(localizePath(path, locale), Object.keys(catalogs[locale] ?? {})).flatMap((ns) => catalogs[locale]![ns]!);
    catalogFiles[locale] = [...new Set(chunks.filter((f) => !code.includes(f)))];
    catalogGzipBytes[locale] = (await build.gzipOf(catalogFiles[locale])).gzipBytes;
  }
  const laterPattern = LATER[path];
  const later = laterPattern ? (await allAssets(build)).filter((f) => laterPattern.test(f.replace('/assets/', '')) && !code.includes(f)) : [];
  return {
    path,
    public: isPublic,
    code: { files: code, ...(await build.gzipOf(code)) },
    catalogFiles,
    catalogGzipBytes,
    laterGzipBytes: (await build.gzipOf(later)).gzipBytes,
  };
}

const manifestOf = (build: Build) => build.manifest();

/** Every chunk the build has that any route or the manifest names, transitively through dynamic imports. */
async function allAssets(build: Build): Promise<string[]> {
  const seen = new Set<string>();
  const manifest = await build.manifest();
  const queue = [manifest.entry, ...Object.values(manifest.routes)].flatMap((m) => [m.module, ...(m.imports ?? [])]);
  while (queue.length) {
    const f = queue.pop()!;
    if (seen.has(f) || !f.endsWith('.js')) continue;
    seen.add(f);
    const text = (await build.file(f)).text;
    for (const [, name] of text.matchAll(/["'`](?:\.\/|assets\/|\/assets\/)([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${name}`);
  }
  return [...seen];
}

/** Every measured page's first-load JS. */
export async function measurePages(build: Build): Promise<PageJs[]> {
  return Promise.all(MEASURED_PAGES.map(({ path, public: isPublic }) => pageJs(build, path, isPublic)));
}

export interface Sizes {
  pages: PageJs[];
  /** Map library and upload dialog must never be on `/` (docs/product-rules.md: Budgets). */
  homeHasMapOrUppy: boolean;
  worker: { bytes: number; gzipBytes: number } | null;
}

async function sizesOf(clientDir: string): Promise<Omit<Sizes, 'worker'>> {
  const pages = await measurePages(new Build(directoryReader(clientDir)));
  const home = pages.find((p) => p.path === '/')!;
  return { pages, homeHasMapOrUppy: home.code.files.some((f) => HEAVY.test(f.replace('/assets/', ''))) };
}

/** Builds the web app and bundles the Worker, both in temporary directories. */
export async function measureSizes(): Promise<Sizes> {
  const dir = mkdtempSync(join(tmpdir(), 'shul-sizes-'));
  const { buildDir, assetsDir } = buildWeb();
  try {
    const web = await sizesOf(assetsDir);
    const out = join(dir, 'worker');
    wrangler(['deploy', '--dry-run', '--outdir', out, '--config', isolatedConfig(dir, assetsDir)], { quiet: true });
    const workerFiles = readdirSync(out).filter((f) => /\.(m?js|wasm)$/.test(f));
    return {
      ...web,
      worker: {
        bytes: workerFiles.reduce((n, f) => n + statSync(join(out, f)).size, 0),
        gzipBytes: workerFiles.reduce((n, f) => n + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** Kilobytes of 1,000 bytes, as Vite reports them. */
export const kb = (n: number) => (n / 1000).toFixed(1);

export function sizesTable(s: Sizes): string {
  const langs = LOCALES.filter((l) => l !== 'en');
  const rows = s.pages.map((p) => {
    const worst = Math.max(...LOCALES.map((l) => totalGzip(p, l)));
    const budget = p.public ? (worst <= FIRST_LOAD_BUDGET_BYTES && !(p.path === '/' && s.homeHasMapOrUppy) ? 'ok' : 'OVER') : '';
    return (
      `| ${p.path}${p.public ? '' : ' (fallback)'} | ${kb(p.code.gzipBytes)} | ${kb(totalGzip(p, 'en'))} | ` +
      `${langs.map((l) => `${kb(totalGzip(p, l))} (+${kb(p.catalogGzipBytes[l])})`).join(' | ')} | ${p.laterGzipBytes ? `+${kb(p.laterGzipBytes)}` : ''} | ${budget} |`
    );
  });
  return [
    `First-load JS in kB gzip (1 kB = 1,000 bytes; level 9): the code every language loads, then the total in each language, with that language's first-screen messages in brackets. Budget ${kb(FIRST_LOAD_BUDGET_BYTES)} kB on every public page in every language.`,
    '',
    `| page | code | en | ${langs.join(' | ')} | later | budget |`,
    `| --- | ---: | ---: | ${langs.map(() => '---:').join(' | ')} | ---: | --- |`,
    ...rows,
    ...(s.worker ? ['', `Worker bundle: ${kb(s.worker.gzipBytes)} kB gzip (${kb(s.worker.bytes)} kB raw).`] : []),
  ].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const sizes: Sizes = values.dir ? { ...(await sizesOf(resolve(values.dir, 'client'))), worker: null } : await measureSizes();
  console.log(sizesTable(sizes));
}
