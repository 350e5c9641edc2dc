// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on the
// pages the budgets name (docs/product-rules.md: Budgets), against the app exactly as the browser tests run it
// (scripts/lib/app-server.ts: own build, sample data, recorded Sefaria answers), in Debian's
// Chromium. Prints the four category scores per page with the audits that cost points, and
// writes them to bench/lighthouse.json and into bench/results.json (full reports in
// bench/lighthouse/).
//
//   npm run lighthouse -- [--runs 1] [--only "/,/calendar"]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { startTestApp } from './lib/app-server.ts';
import { ROOT } from './lib/wrangler.ts';

export const LIGHTHOUSE_PAGES = ['/', '/search?q=Brooklyn', '/calendar', '/parsha', '/sponsor'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The issue's targets (docs/product-rules.md: Budgets), in Lighthouse's 0-100 scale. */
export const LIGHTHOUSE_TARGETS: Record<Category, number> = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthousePage {
  path: string;
  scores: Record<Category, number>;
  /** Audits that cost points: `id (score)`, for finding causes. */
  losses: string[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Simulated throttling scales the CPU time it observes: other work on the machine lowers the score. */
  loadAverage1m: number;
}

/** Runs of one page that Lighthouse may ask to repeat (an unrecorded trace). */
const MAX_RETRIES = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs Lighthouse `runs` times per page (the median score per category is kept). */
export async function measureLighthouse({ runs = 1, pages = LIGHTHOUSE_PAGES } = {}): Promise<LighthousePage[]> {
  const app = await startTestApp();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const out: LighthousePage[] = [];
    for (const path of pages) {
      const results: LighthouseResult[] = [];
      const load = loadavg()[0]!;
      for (let i = 0, retries = 0; i < runs; i++) {
        const result = await lighthouse(`${app.baseURL}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const error = result.lhr.runtimeError;
        // On a busy machine Chromium sometimes records no navigation start in the trace
        // (NO_NAVSTART); Lighthouse's own message for it says to run again.
        if (error?.code === 'NO_NAVSTART' && retries < MAX_RETRIES) {
          retries++;
          i--;
          continue;
        }
        if (error) throw new Error(`Lighthouse failed on ${path}: ${error.message}`);
        results.push(result.lhr);
      }
      const score = (c: Category) => median(results.map((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100)));
      const last = results[results.length - 1]!;
      // The full report of the last run, for the details behind a score.
      mkdirSync(resolve(ROOT, 'bench/lighthouse'), { recursive: true });
      writeFileSync(resolve(ROOT, 'bench/lighthouse', `${path.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(last));
      const losses = CATEGORIES.flatMap((c) =>
        (last.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 || c === 'performance')
          .map((ref) => last.audits[ref.id]!)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map((a) => `${c}/${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`),
      );
      const metric = (id: string) => Math.round(median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0)) * 1000) / 1000;
      out.push({
        path,
        loadAverage1m: Math.round(load * 10) / 10,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
        losses,
        metrics: {
          fcpMs: Math.round(metric('first-contentful-paint')),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          cls: metric('cumulative-layout-shift'),
        },
      });
    }
    return out;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

export function lighthouseTable(pages: LighthousePage[]): string {
  const head =
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | load avg |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const mark = (c: Category, v: number) => `${v}${v < LIGHTHOUSE_TARGETS[c] ? ' (below target)' : ''}`;
  const rows = pages.map(
    (p) =>
      `| ${p.path} | ${mark('performance', p.scores.performance)} | ${mark('accessibility', p.scores.accessibility)} | ${mark('best-practices', p.scores['best-practices'])} | ${mark('seo', p.scores.seo)} | ${p.metrics.fcpMs} | ${p.metrics.lcpMs} | ${p.metrics.tbtMs} | ${p.metrics.cls} | ${p.loadAverage1m} |`,
  );
  return [head, ...rows].join('\n');
}

/** Records the scores beside the bench figures (bench/results.json keeps its other keys). */
export function writeLighthouseResults(pages: LighthousePage[]) {
  mkdirSync(resolve(ROOT, 'bench'), { recursive: true });
  const lighthouseReport = {
    measuredAt: new Date().toISOString(),
    preset: 'mobile (simulated throttling)',
    targets: LIGHTHOUSE_TARGETS,
    pages,
  };
  writeFileSync(resolve(ROOT, 'bench/lighthouse.json'), `${JSON.stringify(lighthouseReport, null, 2)}\n`);
  const resultsFile = resolve(ROOT, 'bench/results.json');
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, lighthouse: lighthouseReport }, null, 2)}\n`);
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, only: { type: 'string' } } });
  const pages = values.only ? values.only.split(',').map((s) => s.trim()) : LIGHTHOUSE_PAGES;
  const measured = await measureLighthouse({ runs: Number(values.runs), pages });
  for (const p of measured) if (p.losses.length) console.log(`${p.path} loses points on:\n  ${p.losses.join('\n  ')}`);
  console.log(`\n${lighthouseTable(measured)}\n`);
  writeLighthouseResults(measured);
  console.log('Written to bench/lighthouse.json and bench/results.json');
}
