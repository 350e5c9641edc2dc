// "Click at first sight": a person clicks a control as soon as it shows, not when the app has
// started. Public pages arrive prerendered and the app starts after the first paint, so a journey
// that waits for the document's interactive marker (as `newPage` in browser.ts does after every
// `goto`) hides a control that ignores early clicks. These helpers open a page without that wait,
// on a CPU slowed down 4× (as Lighthouse's phone is), and repeat a journey to show that it
// succeeds every time, not by luck. Each run also measures how long the journey's first input
// (the click or key at first sight, usually while the app is still starting) waited for the next
// paint, by the browser's Event Timing (the measure behind Interaction to Next Paint).
//
// Use:
//   const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
//     await openAtFirstSight(page, '/');
//     await atFirstSight(page.getByRole('button', { name: 'Open menu' }), (menu) => menu.click());
//     await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
//   });
//   expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { baseURL } from './browser.ts';

/** The CPU slowdown of the journeys, the factor Lighthouse's mobile preset simulates. */
export const FIRST_SIGHT_SLOWDOWN = 4;
/**
 * How many times each journey runs; every one of them must succeed. Five by default (the figure
 * docs/performance.md reports); `.ci/run` sets FIRST_SIGHT_TRIALS=2 to keep the browser suite inside CI's
 * time limit (docs/architecture.md, Static assets and prerendering).
 */
export const FIRST_SIGHT_TRIALS = Number(process.env.FIRST_SIGHT_TRIALS ?? 5);

/**
 * Runs in every document before its own scripts (page code as a string: this project has no DOM
 * types): keeps the Event Timing entries of the document's inputs in the tab's sessionStorage,
 * by document (its time origin), so that they outlive a journey that goes on to another document.
 * `first-input` reports the first input whatever its duration; `event` reports every input
 * event of 16 ms or more (the least the API allows), from the input's timestamp to the next paint
 * after its handlers ran.
 */
const INPUT_TIMING_SCRIPT = `(() => {
  if (location.protocol === 'about:') return;
  const KEY = '__inputTiming';
  const documentKey = String(performance.timeOrigin);
  const entries = [];
  const save = () => {
    try {
      const all = JSON.parse(sessionStorage.getItem(KEY) || '{}');
      all[documentKey] = entries;
      sessionStorage.setItem(KEY, JSON.stringify(all));
    } catch {}
  };
  const keep = (list) => {
    for (const e of list.getEntries()) entries.push({ type: e.entryType, name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration });
    save();
  };
  save();
  try {
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
    new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {}
})();`;

/** The Event Timing entries of the first document the journey opened (the earliest time origin). */
async function firstDocumentInputs(page: Page): Promise<InputTiming[]> {
  const stored = await page.evaluate<string | null>("sessionStorage.getItem('__inputTiming')").catch(() => null);
  const byDocument = Object.entries(JSON.parse(stored ?? '{}') as Record<string, InputTiming[]>);
  byDocument.sort(([a], [b]) => Number(a) - Number(b));
  return byDocument[0]?.[1] ?? [];
}

interface InputTiming {
  type: string;
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/**
 * Input to next paint of the page's first interaction, in ms: the longest of its events (as
 * Interaction to Next Paint counts an interaction), or the first input's own entry when none of
 * its events took 16 ms. Null when the page saw no input.
 */
export function firstInteractionLatency(entries: readonly InputTiming[]): number | null {
  const first = entries.find((e) => e.type === 'first-input');
  if (!first) return null;
  const same = entries.filter((e) => e.type === 'event' && first.interactionId > 0 && e.interactionId === first.interactionId);
  return Math.round(Math.max(first.duration, ...same.map((e) => e.duration)));
}

/**
 * A fresh context and page at `viewport` whose CPU runs `slowdown` times slower (Chrome DevTools
 * Protocol `Emulation.setCPUThrottlingRate`), and whose `goto` does not wait for the app.
 */
export async function newFirstSightPage(
  browser: Browser,
  viewport: { width: number; height: number },
  slowdown = FIRST_SIGHT_SLOWDOWN,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, ...options });
  await context.addInitScript(INPUT_TIMING_SCRIPT);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page, errors };
}

/**
 * Navigates and returns as soon as the browser has the page's first bytes: the caller's next
 * action (a Playwright `click`, which waits until its target is visible, stable and enabled) is
 * what a person would do at first sight.
 */
export async function openAtFirstSight(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Whether the app had started (the document's interactive marker) at this moment. */
export const appStarted = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), INTERACTIVE_ATTRIBUTE);

/** The outcome of one journey repeated: how many runs succeeded, and how many acted before the app had started. */
export interface FirstSightResult {
  trials: number;
  succeeded: number;
  /** Runs whose first action came before the app was interactive: the case this proves. */
  beforeStart: number;
  failures: string[];
  /** Each successful run's first input to the next paint, ms (Event Timing), where the page reported it. */
  inputToPaintMs: number[];
}

/** Waits until `target` shows, then does `act` on it at once (a click, typing), noting whether the app had started. */
export type AtFirstSight = (target: Locator, act: (target: Locator) => Promise<unknown>) => Promise<void>;

/**
 * Runs `journey` `trials` times, each in a fresh throttled context. The journey does its first
 * action through `atFirstSight`, so the result can say how often that came before the app had
 * started. A run fails when the journey throws or the page throws.
 */
export async function repeatAtFirstSight(
  browser: Browser,
  viewport: { width: number; height: number },
  journey: (page: Page, atFirstSight: AtFirstSight) => Promise<void>,
  {
    trials = FIRST_SIGHT_TRIALS,
    slowdown = FIRST_SIGHT_SLOWDOWN,
    timeout = 20_000,
    context: contextOptions = {} as BrowserContextOptions,
  } = {},
): Promise<FirstSightResult> {
  const result: FirstSightResult = { trials, succeeded: 0, beforeStart: 0, failures: [], inputToPaintMs: [] };
  for (let i = 0; i < trials; i++) {
    const { context, page, errors } = await newFirstSightPage(browser, viewport, slowdown, contextOptions);
    page.setDefaultTimeout(timeout);
    let early = false;
    let acted = false;
    const atFirstSight: AtFirstSight = async (target, act) => {
      await target.waitFor({ state: 'visible' });
      if (!acted) early = !(await appStarted(page));
      acted = true;
      await act(target);
    };
    try {
      await journey(page, atFirstSight);
      if (errors.length > 0) throw errors[0];
      result.succeeded++;
      if (early) result.beforeStart++;
      const latency = firstInteractionLatency(await firstDocumentInputs(page));
      if (latency !== null) result.inputToPaintMs.push(latency);
    } catch (error) {
      result.failures.push(`run ${i + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await context.close();
    }
  }
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One line for the test's output: "home search: 5/5 succeeded, 4 before the app started; first
 * input to next paint median 96 ms, max 180 ms (96, 88, 180, 72, 104)".
 */
export function describeResult(name: string, r: FirstSightResult): string {
  const failures = r.failures.length ? `; ${r.failures.join('; ')}` : '';
  const latency = r.inputToPaintMs.length
    ? `; first input to next paint median ${median(r.inputToPaintMs)} ms, max ${Math.max(...r.inputToPaintMs)} ms (${r.inputToPaintMs.join(', ')})`
    : '; first input to next paint not reported (the page left before it painted)';
  return `first sight, ${name}: ${r.succeeded}/${r.trials} succeeded, ${r.beforeStart} acted before the app started${latency}${failures}`;
}
