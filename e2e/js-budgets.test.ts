// The JS every public page loads before it can start, in every language (docs/product-rules.md:
// Budgets): read from the app the browser suite serves, as `node scripts/bench/sizes.ts` reads a
// build (React Router's manifest, the page's route modules with their imports, and the messages of
// its first screen in its language), so the figures are the bench's and any machine's. A browser
// then loads a few pages to prove the measure counts everything a page fetches before it is
// interactive, and that the map library and the upload dialog are never on `/`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../schema/domain/languages.ts';
import { localizePath } from '../schema/domain/language-paths.ts';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { Build, FIRST_LOAD_BUDGET_BYTES, MEASURED_PAGES, httpReader, kb, pageJs, totalGzip, type PageJs } from '../scripts/bench/sizes.ts';
import { MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';

/**
 * What each public page may load today, gzip kB (1 kB = 1,000 bytes), in its heaviest language
 * (Russian's catalog is the largest). The product budget is 180 kB on every page
 * (FIRST_LOAD_BUDGET_BYTES); no page meets it yet. Most of every page is the frame all pages
 * share, about 187 kB on /privacy: React DOM (~67 kB), React Router's framework runtime (~40 kB),
 * Chakra's style system with its tokens and the frame's components (~33 kB), emotion (~6 kB), SWR
 * (~4 kB), React Router's route manifest (~5 kB), the catalogs' loader and the frame's own code.
 * Each allowance holds its page where it stands, so nothing grows unseen: a change that adds bytes
 * raises its page's figure here, with the reason, or wins them back elsewhere. What the device
 * keeps for use offline (the service worker's registration and notices, the saved shuls' and
 * trips' starts), the listings' names in their own script, the city pages in the route manifest and
 * the saved trips on /trip added 0.5 to 6 kB a page; watching from start-up for a new version's
 * takeover, 0.1 kB; start-up in separate tasks (the system built apart from the modules'
 * evaluation and from hydration: app/nextTask.ts), 0.1 kB, and the chunks that rearranged, 0.4 kB.
 * Each allowance sits 0.2 to 0.7 kB above its page's figure: a clean build on another machine has
 * measured 0.1 kB more than this one.
 */
const ALLOWANCE_KB: Record<string, number> = {
  '/': 213,
  '/search': 219,
  '/calendar': 220.5,
  '/tefillah': 208,
  '/siddur': 214.5,
  '/parsha': 212,
  '/tehillim': 212,
  '/trip': 209.5,
  '/kaddish': 222,
  '/sponsor': 210,
  '/privacy': 191,
  '/shul/1': 220.5,
};

const PUBLIC = MEASURED_PAGES.filter((p) => p.public);

let build: Build;
let pages: Map<string, PageJs>;
let browser: Browser;
beforeAll(async () => {
  build = new Build(httpReader(baseURL()));
  pages = new Map((await Promise.all(PUBLIC.map(({ path }) => pageJs(build, path)))).map((p) => [p.path, p]));
  const rows = [...pages.values()].map(
    (p) => `${p.path.padEnd(10)} ${LOCALES.map((l) => `${l} ${kb(totalGzip(p, l))}`).join('  ')}  (allowed ${ALLOWANCE_KB[p.path]})`,
  );
  console.log(`First-load JS, gzip kB, by page and language (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}):\n${rows.join('\n')}`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('first-load JS', () => {
  it('has an allowance for every public page', () => {
    expect(Object.keys(ALLOWANCE_KB).sort()).toEqual(PUBLIC.map((p) => p.path).sort());
  });

  it.each(PUBLIC.map((p) => p.path))('%s stays within its allowance in every language', (path) => {
    const page = pages.get(path)!;
    const over = LOCALES.filter((l) => totalGzip(page, l) > ALLOWANCE_KB[path]! * 1000).map(
      (l) => `${localizePath(path, l)}: ${kb(totalGzip(page, l))} kB`,
    );
    expect(over, `allowed ${ALLOWANCE_KB[path]} kB`).toEqual([]);
  });

  it('keeps the map library and the upload dialog off /', () => {
    expect(pages.get('/')!.code.files.filter((f) => /\/(maplibre|UploadDialog)[^/]*\.js$/.test(f))).toEqual([]);
  });

  /**
   * The scripts a page asked for before it marked itself interactive, by path: the browser's
   * resource timing, against the moment the mark was set (seen by a mutation observer that the
   * page gets before its own scripts, as page code in a string: this project has no DOM types).
   */
  async function fetchedUntilInteractive(path: string, locale: Locale): Promise<string[]> {
    // A visitor whose browser prefers the page's language: another one is offered that language
    // (app/LanguageNotice.tsx), whose messages load for them alone.
    const { page, context } = await newPage(browser, MOBILE, { locale: locale === 'en' ? 'en-US' : locale });
    await page.addInitScript(`new MutationObserver(() => {
      if (window.__interactiveAt === undefined && document.documentElement?.hasAttribute('${INTERACTIVE_ATTRIBUTE}')) window.__interactiveAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['${INTERACTIVE_ATTRIBUTE}'] });`);
    await page.goto(path);
    const scripts = await page.evaluate<string[]>(`performance.getEntriesByType('resource')
      .filter((e) => e.startTime < window.__interactiveAt && new URL(e.name).origin === location.origin && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname)`);
    await context.close();
    return scripts;
  }

  it.each([
    ['/', 'en'],
    ['/search?q=Brooklyn', 'en'],
    ['/calendar?place=281184', 'he'],
    ['/shul/1', 'he'],
  ] as [string, Locale][])('counts every script %s (%s) fetches before it is interactive', async (address, locale) => {
    const path = address.replace(/\?.*$/, '');
    const page = pages.get(path)!;
    const counted = new Set([...page.code.files, ...page.catalogFiles[locale]]);
    const fetched = await fetchedUntilInteractive(localizePath(address, locale), locale);
    expect(fetched.length).toBeGreaterThan(10);
    // A script fetched this early that the measure leaves out: a lazy part the first render starts
    // (which should wait for its use), or a message namespace the page's first screen shows but
    // web/src/i18n/pageNamespaces.ts does not list (which makes hydration wait for a second round).
    expect(fetched.filter((f) => !counted.has(f))).toEqual([]);
  });
});
