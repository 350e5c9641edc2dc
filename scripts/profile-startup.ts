// Where a public page's start-up work goes, by owner: each page is loaded in Debian's Chromium (as
// `npm run blocking` loads it: the app as the browser tests run it, a phone's viewport, a cold
// cache), with the DevTools CPU profiler sampling from the navigation until the page marks itself
// interactive and one quiet second has passed. Every sample's self time is put down to an owner by
// the original source of the function it ran (the build's source maps): Chakra's `createSystem`
// (everything under that call), Chakra's styling while rendering (style props, recipes), emotion
// (serialising and inserting styles), React, React Router, the app's own code, other libraries,
// and the browser's own work outside scripts (parsing, style and layout, garbage collection). Prints one Markdown table per page.
// The CPU runs unthrottled; the "× 4" column scales it the way Lighthouse's phone slows the CPU.
//
//   node scripts/profile-startup.ts [--runs 1] [--only "/,/he/search?q=Brooklyn"] [--top 15]
//
// `--top N` adds, per page, the N functions of the app's own code with the most self time.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { BLOCKING_PAGES } from './blocking.ts';
import { startTestApp } from './lib/app-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
/** The DevTools protocol's CPU profile (Profiler.stop). */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const OWNERS = [
  'Chakra createSystem',
  'Chakra styling at render',
  'emotion',
  'React',
  'React Router',
  'our code',
  'other libraries',
  'browser (parsing, style, layout, GC)',
] as const;
export type Owner = (typeof OWNERS)[number];

/** Where a function's original source lives, by its path (a source map's `sources` entry, or a URL). */
export function ownerOfSource(source: string): Owner {
  const path = source.replace(/\\/g, '/');
  if (/node_modules\/@chakra-ui\//.test(path)) return 'Chakra styling at render';
  if (/node_modules\/(@emotion\/|stylis\/)/.test(path)) return 'emotion';
  if (/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'React';
  if (/node_modules\/react-router\//.test(path)) return 'React Router';
  if (/node_modules\//.test(path)) return 'other libraries';
  if (/(^|\/)(web\/src|schema)\//.test(path) || /virtual:catalog/.test(path)) return 'our code';
  return 'other libraries';
}

/** Maps a profiled function's position in a built chunk to its original source, through the chunk's source map. */
type Locate = (frame: CallFrame) => { source: string; line: number } | null;

/**
 * Self time (ms) by owner. A sample whose stack passes through Chakra's `createSystem` (located by
 * its source) counts as `createSystem`'s, whatever library it was in.
 */
export function selfTimeByOwner(profile: CpuProfile, locate: Locate, isCreateSystem: (source: string, line: number) => boolean) {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const ownerOfNode = new Map<number, Owner | null>();
  const ownerOf = (id: number): Owner | null => {
    if (ownerOfNode.has(id)) return ownerOfNode.get(id)!;
    const frame = byId.get(id)!.callFrame;
    let owner: Owner | null;
    if (frame.functionName === '(idle)') owner = null;
    else if (!frame.url) owner = 'browser (parsing, style, layout, GC)';
    else {
      let underCreateSystem = false;
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const place = locate(byId.get(at)!.callFrame);
        if (place && isCreateSystem(place.source, place.line)) {
          underCreateSystem = true;
          break;
        }
      }
      const place = locate(frame);
      owner = underCreateSystem ? 'Chakra createSystem' : ownerOfSource(place?.source ?? frame.url);
    }
    ownerOfNode.set(id, owner);
    return owner;
  };
  const ms = Object.fromEntries(OWNERS.map((o) => [o, 0])) as Record<Owner, number>;
  profile.samples.forEach((id, i) => {
    const owner = ownerOf(id);
    if (owner) ms[owner] += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return ms;
}

/**
 * Self time (ms) by function, for the functions whose original source `owned` picks: where inside
 * one owner the time goes. A function is named by its source, line and name.
 */
export function selfTimeByFunction(profile: CpuProfile, locate: Locate, owned: (source: string) => boolean): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const place = frame.url ? locate(frame) : null;
    if (!place || !owned(place.source)) return;
    const key = `${place.source.replace(/^.*?\/(web\/src|schema|node_modules)\//, '$1/')}:${place.line} ${frame.functionName || '(anonymous)'}`;
    ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return ms;
}

/** Each built chunk's source map, fetched once from the app (the build writes them for this script). */
function sourceMaps(baseURL: string): Locate {
  const maps = new Map<string, Promise<SourceMapConsumer | null>>();
  const ready = new Map<string, SourceMapConsumer | null>();
  const locate: Locate = (frame) => {
    const map = ready.get(frame.url);
    if (!map) return null;
    const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return original.source ? { source: original.source, line: original.line ?? 0 } : null;
  };
  return Object.assign(locate, {
    async load(urls: Iterable<string>) {
      for (const url of urls) {
        if (!url.startsWith(baseURL) || !url.endsWith('.js') || maps.has(url)) continue;
        const promise = fetch(`${url}.map`)
          .then(async (res) => (res.ok ? new SourceMapConsumer(JSON.parse(await res.text())) : null))
          .catch(() => null);
        maps.set(url, promise);
        ready.set(url, await promise);
      }
    },
  });
}

/** The line of `function createSystem(` in Chakra's system module, as the source maps name it. */
function createSystemMatcher(): (source: string, line: number) => boolean {
  const file = new URL('../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url);
  const start =
    readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('function createSystem(')) + 1;
  if (start === 0) throw new Error("Chakra's system module has no createSystem function: update scripts/profile-startup.ts");
  return (source, line) => source.endsWith('@chakra-ui/react/dist/esm/styled-system/system.js') && line === start;
}

async function profileOnce(browser: Browser, url: string): Promise<CpuProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    return profile as unknown as CpuProfile;
  } finally {
    await context.close();
  }
}

export function ownerTable(ms: Record<Owner, number>, runs: number): string {
  const total = OWNERS.reduce((sum, o) => sum + ms[o], 0);
  const rows = OWNERS.map((o) => {
    const each = ms[o] / runs;
    return `| ${o} | ${each.toFixed(0)} | ${(each * 4).toFixed(0)} | ${total ? Math.round((ms[o] / total) * 100) : 0}% |`;
  });
  return [
    '| owner | self CPU ms | × 4 | share |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    `| all | ${(total / runs).toFixed(0)} | ${((total / runs) * 4).toFixed(0)} | 100% |`,
  ].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, only: { type: 'string' }, top: { type: 'string', default: '0' } },
  });
  const pages = values.only ? values.only.split(',').map((s) => s.trim()) : BLOCKING_PAGES;
  const runs = Number(values.runs);
  const top = Number(values.top);
  // The build this script profiles writes source maps beside its chunks (vite.config.ts).
  process.env.WEB_SOURCEMAP = 'hidden';
  const app = await startTestApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const isCreateSystem = createSystemMatcher();
  try {
    const maps = sourceMaps(app.baseURL) as Locate & { load(urls: Iterable<string>): Promise<void> };
    for (const path of pages) {
      const url = `${app.baseURL}${path}`;
      // One load first that is not counted: the Worker's and wrangler's own first-request costs.
      await profileOnce(browser, url);
      const total = Object.fromEntries(OWNERS.map((o) => [o, 0])) as Record<Owner, number>;
      const ours = new Map<string, number>();
      for (let i = 0; i < runs; i++) {
        const profile = await profileOnce(browser, url);
        await maps.load(new Set(profile.nodes.map((n) => n.callFrame.url)));
        const ms = selfTimeByOwner(profile, maps, isCreateSystem);
        for (const o of OWNERS) total[o] += ms[o];
        if (top > 0)
          for (const [fn, t] of selfTimeByFunction(profile, maps, (source) => ownerOfSource(source) === 'our code'))
            ours.set(fn, (ours.get(fn) ?? 0) + t);
      }
      console.log(`\n### ${path}\n\n${ownerTable(total, runs)}`);
      if (top > 0) {
        const rows = [...ours].sort((a, b) => b[1] - a[1]).slice(0, top);
        console.log(
          `\nOur code's top ${top} by self CPU ms:\n\n| function | ms |\n| --- | ---: |\n${rows.map(([fn, t]) => `| ${fn} | ${(t / runs).toFixed(1)} |`).join('\n')}`,
        );
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
