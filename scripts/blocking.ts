// `npm run blocking`: how long each public page keeps the main thread busy while it starts, as a
// figure that does not move with the machine's speed as much as Lighthouse's simulated score does.
// Each page is loaded in Debian's Chromium without throttling, in a fresh context (cold cache),
// against the app as the browser tests run it (scripts/lib/app-server.ts). The trace gives every
// main-thread task's thread CPU time (`tdur`, time the thread actually ran, which other processes
// on the machine do not inflate the way they inflate wall time). A task's blocking is its CPU
// time × 4 (the 4× CPU slowdown of Lighthouse's mobile preset) minus 50 ms, when positive: the
// rule Lighthouse's Total Blocking Time applies to each long task. Tasks are counted from the
// navigation until the page marks itself interactive and one quiet second has passed.
//
//   npm run blocking -- [--runs 5] [--only "/,/calendar?place=281184"]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { localizePath } from '#domain/language-paths.ts';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { startTestApp } from './lib/app-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

/** The public pages whose start-up the budgets hold (docs/performance.md), in English. */
const ENGLISH_PAGES = ['/', '/search?q=Brooklyn', '/calendar?place=281184', '/parsha', '/sponsor', '/siddur', '/tehillim', '/shul/1'];

/** Each page, then its Hebrew twin (right to left, the Hebrew catalog and calendar words). */
export const BLOCKING_PAGES = ENGLISH_PAGES.flatMap((path) => [path, localizePath(path, 'he')]);

/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for the part of it beyond 50 ms (Total Blocking Time's rule). */
const LONG_TASK_MS = 50;
/** The budget per page, in blocking ms (docs/performance.md). */
export const BLOCKING_BUDGET_MS = 300;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface PageLoad {
  /** Σ max(0, CPU ms × 4 − 50) over the main thread's tasks. */
  blockingMs: number;
  /** The longest task's CPU ms × 4. */
  longestTaskMs: number;
  /** Tasks whose CPU ms × 4 exceeds 50. */
  longTasks: number;
}

/**
 * Blocking of one load, from its trace events. The page's main thread is the renderer main thread
 * that ran the most: the navigation leaves the first (about:blank) renderer for the site's own.
 */
export function blockingOf(events: TraceEvent[]): PageLoad {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (mains.length === 0) throw new Error('the trace has no renderer main thread');
  const tasksOf = (m: TraceEvent) =>
    events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid && e.tdur !== undefined);
  const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, e) => sum + e.tdur!, 0);
  const tasks = mains.map(tasksOf).reduce((a, b) => (cpu(b) > cpu(a) ? b : a));
  const slowed = tasks.map((e) => (e.tdur! / 1000) * CPU_SLOWDOWN);
  return {
    blockingMs: Math.round(slowed.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
    longestTaskMs: Math.round(Math.max(0, ...slowed)),
    longTasks: slowed.filter((ms) => ms > LONG_TASK_MS).length,
  };
}

async function loadOnce(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    // The protocol types events as string maps; trace events carry numbers (pid, ts, tdur) too.
    cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'] },
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await done;
    return blockingOf(events);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface BlockingRow extends PageLoad {
  path: string;
}

export async function measureBlocking({ runs = 5, pages = BLOCKING_PAGES } = {}): Promise<{ rows: BlockingRow[]; loadAverage: number }> {
  const app = await startTestApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads: number[] = [];
  try {
    const rows: BlockingRow[] = [];
    for (const path of pages) {
      // One load first that is not counted: the Worker's and wrangler's own first-request costs.
      await loadOnce(browser, `${app.baseURL}${path}`);
      const runsOf: PageLoad[] = [];
      for (let i = 0; i < runs; i++) {
        loads.push(loadavg()[0]!);
        runsOf.push(await loadOnce(browser, `${app.baseURL}${path}`));
      }
      rows.push({
        path,
        blockingMs: median(runsOf.map((r) => r.blockingMs)),
        longestTaskMs: median(runsOf.map((r) => r.longestTaskMs)),
        longTasks: median(runsOf.map((r) => r.longTasks)),
      });
    }
    return { rows, loadAverage: Math.round(Math.max(...loads) * 10) / 10 };
  } finally {
    await browser.close();
    await app.stop();
  }
}

export function blockingTable(rows: BlockingRow[]): string {
  const head = '| page | blocking ms | longest task ms | tasks over 50 ms |\n| --- | ---: | ---: | ---: |';
  const mark = (ms: number) => `${ms}${ms > BLOCKING_BUDGET_MS ? ' (over budget)' : ''}`;
  return [head, ...rows.map((r) => `| ${r.path} | ${mark(r.blockingMs)} | ${r.longestTaskMs} | ${r.longTasks} |`)].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string' } } });
  const pages = values.only ? values.only.split(',').map((s) => s.trim()) : BLOCKING_PAGES;
  const { rows, loadAverage } = await measureBlocking({ runs: Number(values.runs), pages });
  console.log(
    `\nMedians of ${values.runs} loads; thread CPU × ${CPU_SLOWDOWN}; highest 1-minute load average during the runs: ${loadAverage}\n`,
  );
  console.log(blockingTable(rows));
}
