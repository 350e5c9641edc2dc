// `npm run bench`: the API over a generated directory of 30,000 listings in 70+ countries with
// 5,000 minyan rules, measured from one client against `wrangler dev` (local workerd and D1) on a
// fresh, isolated database. Prints p50/p95/p99 and requests per second for each endpoint in
// ./endpoints.ts, the FTS5 : LIKE ratio, the gzip size of the JS each main route loads and of
// the Worker bundle (./sizes.ts), the Lighthouse scores (../lighthouse.ts) and beside them the
// start-up blocking by thread CPU (../blocking.ts); writes them to
// bench/results.json and as Markdown to bench/results.md.
//
//   npm run bench -- [--listings 30000] [--rules 5000] [--requests 300] [--warmup 30] [--d1-rtt 0]
//                    [--replay 300] [--only "ZIP search,near-me (50 km)"] [--no-lighthouse] [--no-blocking] [--no-sizes]
//                    [--state DIR] [--skip "text search (LIKE baseline)|listing page"]
//                    [--write docs/performance.md]
//
// Each endpoint's row also gives the D1 round trips per request (counted by the bench entry's
// wrapper of the binding) and the time modelled for a visitor 80 ms from the primary; --d1-rtt
// adds a real delay per round trip instead. The replay measures the edge cache's hit rate. A run
// at another size than 30,000 is printed beside the last 30,000 run (bench/api-30000.json).
// --state DIR keeps the loaded database in DIR: a later run with the same DIR, sizes and seed skips
// the load (a 300,000 load takes many minutes) and applies only the migrations added since.
// --write FILE puts each part of the Markdown into FILE's section of that name, between
// `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`: `api-30000` (the listings measured,
// `-rtt80` added with --d1-rtt 80), `sizes`, `lighthouse` and `blocking`. Parts a run skips leave their
// sections alone; a part whose section the file lacks stops the run before it measures anything.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BLOCKING_BUDGET_MS, blockingTable, measureBlocking, type BlockingRow } from '../blocking.ts';
import { LIGHTHOUSE_TARGETS, lighthouseTable, measureLighthouse, type LighthousePage } from '../lighthouse.ts';
import { freePort } from '../lib/app-server.ts';
import { insertStatements } from '../lib/sql.ts';
import { cachedPlacesSql } from '../build-places.ts';
import { ROOT, applyLocalMigrations, executeLocalFile, isolatedConfig, startDevServer, waitForHttp } from '../lib/wrangler.ts';
import { ENDPOINTS, type BenchData, type Endpoint } from './endpoints.ts';
import { LISTING_COLUMNS, LISTING_PLACE_COLUMNS, generateListings, generatedListingPlaces, rng } from './generate.ts';
import { MINYAN_COLUMNS, generateMinyanRules } from './minyanim.ts';
import { replay, type ReplayResult } from './replay.ts';
import { FIRST_LOAD_BUDGET_BYTES, measureSizes, sizesTable, totalGzip, type Sizes } from './sizes.ts';
import { BENCH_SPA_FALLBACK } from './spa-fallback.ts';
import { LOCALES } from '#domain/languages.ts';
import { spaFallbackFile } from '#domain/static-page.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '30000' },
    minyanim: { type: 'string' },
    rules: { type: 'string', default: '5000' },
    'd1-rtt': { type: 'string', default: '0' },
    replay: { type: 'string', default: '300' },
    lighthouse: { type: 'boolean', default: true },
    blocking: { type: 'boolean', default: true },
    sizes: { type: 'boolean', default: true },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    only: { type: 'string' },
    state: { type: 'string' },
    skip: { type: 'string' },
    write: { type: 'string' },
  },
  allowNegative: true,
});
const LISTINGS = Number(args.listings);
const MINYANIM = Number(args.minyanim ?? args.rules);
const D1_RTT_MS = Number(args['d1-rtt']);
/** The round trip the modelled column assumes: a visitor on another continent from the primary. */
const MODEL_RTT_MS = 80;
const REPLAY_VISITS = Number(args.replay);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const only = args.only?.split(',').map((s) => s.trim());
// Endpoint names hold commas ("viewport, zoomed in"): --skip takes names separated by '|'.
const skip = args.skip?.split('|').map((s) => s.trim()) ?? [];
const endpoints = (only ? ENDPOINTS.filter((e) => only.includes(e.name)) : ENDPOINTS).filter((e) => !skip.includes(e.name));
/** The sections of --write's file this run fills, by name. */
const API_SECTION = `api-${LISTINGS}${D1_RTT_MS ? `-rtt${D1_RTT_MS}` : ''}`;
const writeFile = args.write ? resolve(ROOT, args.write) : null;
const sectionNames = [
  API_SECTION,
  ...(args.sizes ? ['sizes'] : []),
  ...(args.lighthouse ? ['lighthouse'] : []),
  ...(args.blocking ? ['blocking'] : []),
];

const markers = (name: string) => [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`] as const;

/** Replaces each named section of `text` with its Markdown; throws naming the sections `text` lacks. */
function withSections(text: string, parts: Record<string, string>): string {
  const missing = Object.keys(parts).filter((name) => {
    const [start, end] = markers(name);
    return !text.includes(start) || text.indexOf(end) < text.indexOf(start);
  });
  if (missing.length) throw new Error(`no section for ${missing.map((m) => markers(m).join(' … ')).join(', ')}`);
  for (const [name, markdown] of Object.entries(parts)) {
    const [start, end] = markers(name);
    text = `${text.slice(0, text.indexOf(start) + start.length)}\n\n${markdown}\n\n${text.slice(text.indexOf(end))}`;
  }
  return text;
}

// Checked before the run: minutes of measuring should not end in a file that cannot take them.
if (writeFile) withSections(readFileSync(writeFile, 'utf8'), Object.fromEntries(sectionNames.map((name) => [name, ''])));

/** A seed per stream name, so endpoints sharing a stream replay the same requests. */
const seedOf = (s: string) => [...s].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Result {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  reqPerSec: number;
  /** Mean number of listings (or the count) answered: a fast empty answer proves nothing. */
  meanRows: number;
  /** Time inside the Worker (its Server-Timing), without `wrangler dev`'s proxy. */
  workerMeanMs: number | null;
  workerP50: number | null;
  workerP95: number | null;
  /** Of the time inside the Worker, the median spent waiting on D1 (the rest is the Worker's own work). */
  d1WaitP50: number | null;
  /** D1 round trips per request, mean (counted by worker/test/d1-counter.ts). */
  roundTrips: number;
  /** End-to-end p50 plus the round trips at MODEL_RTT_MS each (measured with no delay). */
  modelledP50: number;
  budgetP95Ms: number | null;
  withinBudget: boolean | null;
}

async function measure(base: string, endpoint: Endpoint, data: BenchData): Promise<Result> {
  const r = rng(seedOf(endpoint.stream ?? endpoint.name));
  const one = async () => {
    const path = endpoint.next(r, data);
    const start = performance.now();
    const res = await fetch(base + path);
    const body = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${endpoint.name}: ${path} answered ${res.status} ${body.slice(0, 300)}`);
    // A calendar feed's rows are its events, a sitemap's its addresses, a page's one.
    const type = res.headers.get('content-type') ?? '';
    const parsed = (
      type.startsWith('text/calendar')
        ? { count: body.split('BEGIN:VEVENT').length - 1 }
        : /xml/.test(type)
          ? { count: body.split('<url>').length - 1 }
          : type.startsWith('text/html')
            ? { count: 1 }
            : JSON.parse(body)
    ) as unknown;
    const rows = Array.isArray(parsed)
      ? parsed.length
      : typeof (parsed as { count?: unknown }).count === 'number'
        ? (parsed as { count: number }).count
        : Array.isArray((parsed as { items?: unknown }).items)
          ? (parsed as { items: unknown[] }).items.length
          : 1;
    const timing = (name: string) => {
      const dur = new RegExp(`${name};dur=([\\d.]+)`).exec(res.headers.get('server-timing') ?? '')?.[1];
      return dur === undefined ? null : Number(dur);
    };
    return { ms, rows, workerMs: timing('worker'), d1Ms: timing('d1'), trips: Number(res.headers.get('x-d1-round-trips') ?? 0) };
  };
  for (let i = 0; i < WARMUP; i++) await one();
  const times: number[] = [];
  let rows = 0;
  let workerMs: number | null = 0;
  const workerTimes: number[] = [];
  const d1Waits: number[] = [];
  let trips = 0;
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const m = await one();
    times.push(m.ms);
    rows += m.rows;
    trips += m.trips;
    if (m.workerMs !== null) workerTimes.push(m.workerMs);
    if (m.d1Ms !== null) d1Waits.push(m.d1Ms);
    workerMs = workerMs === null || m.workerMs === null ? null : workerMs + m.workerMs;
  }
  workerTimes.sort((a, b) => a - b);
  d1Waits.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  const p95 = round(percentile(times, 95));
  return {
    name: endpoint.name,
    requests: REQUESTS,
    p50: round(percentile(times, 50)),
    p95,
    p99: round(percentile(times, 99)),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    reqPerSec: Math.round(REQUESTS / elapsed),
    meanRows: round(rows / REQUESTS),
    workerMeanMs: workerMs === null ? null : round(workerMs / REQUESTS),
    workerP50: workerTimes.length ? round(percentile(workerTimes, 50)) : null,
    workerP95: workerTimes.length ? round(percentile(workerTimes, 95)) : null,
    d1WaitP50: d1Waits.length ? round(percentile(d1Waits, 50)) : null,
    roundTrips: round(trips / REQUESTS),
    modelledP50: round(percentile(times, 50) + (D1_RTT_MS ? 0 : (trips / REQUESTS) * MODEL_RTT_MS)),
    budgetP95Ms: endpoint.budgetP95Ms ?? null,
    withinBudget: endpoint.budgetP95Ms === undefined ? null : p95 <= endpoint.budgetP95Ms,
  };
}

function table(results: Result[]): string {
  const modelled = D1_RTT_MS ? `p50 ms with ${D1_RTT_MS} ms per trip (measured)` : `p50 + trips × ${MODEL_RTT_MS} ms`;
  const head = `| endpoint | p50 ms | p95 ms | in Worker p50 | in Worker p95 | D1 wait p50 | D1 trips | ${modelled} | req/s | mean rows | p95 budget (in Worker) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`;
  const rows = results.map(
    (x) =>
      `| ${x.name} | ${x.p50} | ${x.p95} | ${x.workerP50 ?? ''} | ${x.workerP95 ?? ''} | ${x.d1WaitP50 ?? ''} | ${x.roundTrips} | ${x.modelledP50} | ${x.reqPerSec} | ${x.meanRows} | ${budgetCell(x)} |`,
  );
  return [head, ...rows].join('\n');
}

/** Inside the Worker: the issue's bar at 300,000 listings is p95 ≤ 10 ms there for the search endpoints. */
const IN_WORKER_BUDGET_MS = 10;
const IN_WORKER_BUDGETED = new Set(['text search (FTS5)', 'ZIP search', 'near-me (50 km)', 'viewport, zoomed in (~4 km)', 'viewport, zoomed out (continent)', 'count (text search)', 'count (all)', 'minyan now (10 km, 4 h)']);
const budgetCell = (x: Result) =>
  IN_WORKER_BUDGETED.has(x.name) && x.workerP95 !== null ? `${IN_WORKER_BUDGET_MS} ms ${x.workerP95 <= IN_WORKER_BUDGET_MS ? 'ok' : 'OVER'}` : '';

/** This run beside an earlier one (the 30,000 run), with the growth of the in-Worker p95. */
function comparison(base: { listings: number; minyanRules: number; results: Result[] }, results: Result[]): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const head = `| endpoint | ${n(base.listings)}: p50 / p95 ms | in Worker p50 / p95 | ${n(LISTINGS)}: p50 / p95 ms | in Worker p50 / p95 | growth of in-Worker p95 | D1 trips |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |`;
  const rows = results.map((x) => {
    const b = base.results.find((r) => r.name === x.name);
    const growth = b?.workerP95 && x.workerP95 !== null ? `${(x.workerP95 / b.workerP95).toFixed(2)}×` : '';
    return `| ${x.name} | ${b ? `${b.p50} / ${b.p95}` : ''} | ${b ? `${b.workerP50} / ${b.workerP95}` : ''} | ${x.p50} / ${x.p95} | ${x.workerP50} / ${x.workerP95} | ${growth} | ${x.roundTrips} |`;
  });
  return [`${n(base.listings)} listings and ${n(base.minyanRules)} rules beside ${n(LISTINGS)} and ${n(MINYANIM)}:`, '', head, ...rows].join('\n');
}

interface ApiRun {
  results: Result[];
  replay: ReplayResult | null;
  seconds: number;
  loadAverage1m: { before: number; after: number };
}

/** Generates and loads the directory, starts the Worker, measures every endpoint, stops it. */
async function measureApi(): Promise<ApiRun> {
  const kept = args.state ? resolve(args.state) : null;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'shul-bench-'));
  const persistTo = join(dir, 'state');
  const loadedMark = join(dir, `loaded-${LISTINGS}-${MINYANIM}`);
  const alreadyLoaded = existsSync(loadedMark);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const locale of LOCALES) {
    const file = join(dir, 'assets', spaFallbackFile(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, BENCH_SPA_FALLBACK);
  }
  // The real app behind the bench-only entry (worker/test/bench-entry.ts), which adds the LIKE baseline route.
  const config = isolatedConfig(dir, join(dir, 'assets'));
  writeFileSync(config, readFileSync(config, 'utf8').replace(/^main = ".*"$/m, `main = "${resolve(ROOT, 'worker/test/bench-entry.ts')}"`));
  const local = { persistTo, config };
  let child: ReturnType<typeof startDevServer> | undefined;
  let log = '';
  try {
    console.log(`Generating ${LISTINGS} listings and ${MINYANIM} minyan rules…`);
    const listings = generateListings(LISTINGS);
    const minyanim = generateMinyanRules(rng(seedOf('minyanim')), listings, MINYANIM);
    let t = performance.now();
    applyLocalMigrations(local);
    console.log(`Applied the migrations in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (alreadyLoaded) console.log(`Reusing the directory loaded in ${dir}`);
    else {
      const sqlFile = join(dir, 'listings.sql');
      const statements = [
        // The listings' places first: the city counts' triggers name a tied city from them.
        ...insertStatements('listing_places', LISTING_PLACE_COLUMNS, generatedListingPlaces(listings).rows),
        ...insertStatements('synagogues', LISTING_COLUMNS, listings.map((l) => l.row)),
        // Listing i is row id i + 1 of the fresh table, which generateMinyanRules relies on.
        ...insertStatements('minyanim', MINYAN_COLUMNS, minyanim.rows),
      ];
      t = performance.now();
      // Files of a few thousand statements (each under D1's 100 KB), loaded one after another.
      const PER_FILE = 2000;
      for (let i = 0; i < statements.length; i += PER_FILE) {
        writeFileSync(sqlFile, statements.slice(i, i + PER_FILE).join('\n'));
        executeLocalFile(sqlFile, local);
      }
      console.log(`Loaded into a fresh local D1 in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      // The gazetteer, for the place endpoints (the same seed `npm start` loads).
      t = performance.now();
      executeLocalFile(cachedPlacesSql(), local);
      console.log(`Loaded the places seed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startDevServer({ port, ...local, stdio: 'pipe', vars: { PUBLIC_ORIGIN: base, BENCH_D1_RTT_MS: String(D1_RTT_MS) } });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    await waitForHttp(`${base}/api/health`, 90_000);
    // The listings' minyanim for the coming days, as the cron expands them (docs/domain.md, Minyanim).
    t = performance.now();
    let refreshed = 0;
    for (;;) {
      const res = await fetch(`${base}/api/__bench/refresh-occurrences`, { method: 'POST' });
      if (!res.ok) throw new Error(`occurrence refresh answered ${res.status}: ${await res.text()}`);
      const { refreshed: n } = (await res.json()) as { refreshed: number };
      if (n === 0) break;
      refreshed += n;
    }
    console.log(`Expanded the minyanim of ${refreshed} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (kept) writeFileSync(loadedMark, new Date().toISOString());

    const data: BenchData = {
      listings,
      zips: [...new Set(listings.filter((l) => l.country === 'USA' && l.zipCode).map((l) => l.zipCode!.slice(0, 5)))],
      withMinyanim: minyanim.withRules,
    };
    const results: Result[] = [];
    // Other work on the machine shows in the tail: the load average goes into the report.
    const before = loadavg()[0]!;
    t = performance.now();
    for (const endpoint of endpoints) {
      const result = await measure(base, endpoint, data);
      results.push(result);
      console.log(`  ${result.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.reqPerSec} req/s`);
    }
    const seconds = (performance.now() - t) / 1000;
    const after = loadavg()[0]!;
    const replayed = REPLAY_VISITS > 0 ? await replay(base, data, rng(seedOf('replay')), REPLAY_VISITS) : null;
    if (replayed) console.log(`  replay: ${replayed.requests} requests, edge-cache hit rate ${replayed.hitRate}%`);
    return { results, replay: replayed, seconds, loadAverage1m: { before, after } };
  } catch (e) {
    if (log) console.error(log.slice(-4000));
    throw e;
  } finally {
    child?.kill('SIGTERM');
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/** The issue's bar: text search through FTS5 at least 10× faster than the LIKE scan. */
const LIKE_RATIO_TARGET = 10;

function likeComparison(results: Result[]) {
  const fts = results.find((r) => r.name === 'text search (FTS5)');
  const like = results.find((r) => r.name === 'text search (LIKE baseline)');
  if (!fts || !like || fts.workerMeanMs === null || like.workerMeanMs === null) return null;
  const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.01)) * 10) / 10;
  // The bar is on the work in the Worker (query + serialization); end to end adds the same
  // `wrangler dev` proxy time (several ms on this machine) to both sides.
  const workerRatio = ratio(like.workerMeanMs, fts.workerMeanMs);
  return {
    ftsWorkerMeanMs: fts.workerMeanMs,
    likeWorkerMeanMs: like.workerMeanMs,
    workerRatio,
    ftsMeanMs: fts.mean,
    likeMeanMs: like.mean,
    endToEndRatio: ratio(like.mean, fts.mean),
    target: LIKE_RATIO_TARGET,
    met: workerRatio >= LIKE_RATIO_TARGET,
  };
}


async function main() {
  const api = await measureApi();
  // After the bench Worker has stopped, so that neither disturbs the other's figures.
  const sizes: Sizes | null = args.sizes ? await measureSizes() : null;
  const lighthouse: LighthousePage[] | null = args.lighthouse ? await measureLighthouse() : null;
  // The same pages' start-up work by thread CPU, which moves less with the machine than Lighthouse's score.
  const blocking: { rows: BlockingRow[]; loadAverage: number } | null = args.blocking ? await measureBlocking() : null;

  const like = likeComparison(api.results);
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage1m: api.loadAverage1m,
  };
  const measuredAt = new Date().toISOString();
  const report = {
    generatedAt: measuredAt,
    listings: LISTINGS,
    minyanRules: MINYANIM,
    requestsPerEndpoint: REQUESTS,
    warmupPerEndpoint: WARMUP,
    method:
      'One client, sequential requests over loopback to `wrangler dev` (local workerd + D1) on a fresh database; ' +
      'latency from request start to the whole body read. The LIKE baseline runs the same query with LIKE instead of FTS5 ' +
      'in the same Worker (bench-only entry worker/test/bench-entry.ts).',
    machine,
    results: api.results,
    likeBaseline: like,
    d1RttMs: D1_RTT_MS,
    edgeCacheReplay: api.replay,
    sizes: sizes && {
      budgetBytes: FIRST_LOAD_BUDGET_BYTES,
      homeHasMapOrUppy: sizes.homeHasMapOrUppy,
      worker: sizes.worker,
      pages: sizes.pages.map((p) => ({
        path: p.path,
        public: p.public,
        codeGzipBytes: p.code.gzipBytes,
        gzipBytes: Object.fromEntries(LOCALES.map((l) => [l, totalGzip(p, l)])),
        laterGzipBytes: p.laterGzipBytes,
      })),
    },
    lighthouse: lighthouse && { preset: 'mobile (simulated throttling)', targets: LIGHTHOUSE_TARGETS, pages: lighthouse },
    blocking: blocking && { budgetMs: BLOCKING_BUDGET_MS, loadAverage: blocking.loadAverage, pages: blocking.rows },
  };

  const baselineFile = resolve(ROOT, 'bench/api-30000.json');
  const baseline = LISTINGS !== 30_000 && existsSync(baselineFile) ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as { listings: number; minyanRules: number; results: Result[] }) : null;
  const load = `load average ${machine.loadAverage1m.before.toFixed(1)} → ${machine.loadAverage1m.after.toFixed(1)}`;
  const apiMarkdown = [
    `Measured on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node} (${load} during the API run). ` +
      `${LISTINGS.toLocaleString('en-US')} listings, ${MINYANIM.toLocaleString('en-US')} minyan rules; ${REQUESTS} sequential requests per endpoint after ${WARMUP} warm-up, one client.`,
    '',
    table(api.results),
    ...(api.replay
      ? [
          '',
          `Edge cache, replay of ${REPLAY_VISITS} anonymous visits (${api.replay.requests} requests: searches, counts, map pans, listing pages, calendar, zmanim, Minyan now): ` +
            `hit rate ${api.replay.hitRate}% (${api.replay.stale} served stale). By kind: ` +
            Object.entries(api.replay.byKind)
              .map(([k, v]) => `${k} ${Math.round((v.hits / v.requests) * 100)}% of ${v.requests}`)
              .join(', ') +
            '.',
        ]
      : []),
    ...(baseline ? ['', comparison(baseline, api.results)] : []),
    ...(like
      ? [
          '',
          `Text search, FTS5 vs a LIKE scan of the same table: ${like.workerRatio}× faster inside the Worker (mean ${like.ftsWorkerMeanMs} ms vs ${like.likeWorkerMeanMs} ms; ` +
            `target ≥ ${like.target}× ${like.met ? 'met' : 'NOT met'}), ${like.endToEndRatio}× end to end (mean ${like.ftsMeanMs} ms vs ${like.likeMeanMs} ms, both including \`wrangler dev\`'s proxy).`,
        ]
      : []),
  ].join('\n');
  const parts: Record<string, string> = {
    [API_SECTION]: apiMarkdown,
    ...(sizes ? { sizes: sizesTable(sizes) } : {}),
    ...(lighthouse ? { lighthouse: ['Lighthouse 13, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium:', '', lighthouseTable(lighthouse)].join('\n') } : {}),
    ...(blocking
      ? {
          blocking: [
            `Start-up blocking (\`npm run blocking\`): thread CPU × 4 of each main-thread task, minus 50 ms, medians of 5 loads; budget ${BLOCKING_BUDGET_MS} ms; highest 1-minute load average during the runs: ${blocking.loadAverage}.`,
            '',
            blockingTable(blocking.rows),
          ].join('\n'),
        }
      : {}),
  };
  const markdown = Object.values(parts).join('\n\n');

  mkdirSync(resolve(ROOT, 'bench'), { recursive: true });
  if (!D1_RTT_MS) writeFileSync(resolve(ROOT, `bench/api-${LISTINGS}.json`), `${JSON.stringify({ listings: LISTINGS, minyanRules: MINYANIM, results: api.results }, null, 2)}\n`);
  writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(resolve(ROOT, 'bench/results.md'), `${markdown}\n`);
  if (writeFile) writeFileSync(writeFile, withSections(readFileSync(writeFile, 'utf8'), parts));
  const written = ['bench/results.json', 'bench/results.md', ...(args.write ? [args.write] : [])].join(', ');
  console.log(`\n${markdown}\n\nWritten to ${written} (API run ${api.seconds.toFixed(0)} s)`);
}

await main();
