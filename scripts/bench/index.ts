// `npm run bench`: the API over a generated directory of 30,000 listings in 70+ countries with
// 5,000 minyan rules, measured from one client against `wrangler dev` (local workerd and D1) on a
// fresh, isolated database. Prints p50/p95/p99 and requests per second for each endpoint in
// ./endpoints.ts, the FTS5 : LIKE ratio, the gzip size of the JS each main route loads and of
// the Worker bundle (./sizes.ts), and the Lighthouse scores (../lighthouse.ts); writes them to
// bench/results.json and as Markdown to bench/results.md (the README's "Measured performance").
//
//   npm run bench -- [--listings 30000] [--minyanim 5000] [--requests 300] [--warmup 30]
//                    [--only "ZIP search,near-me (50 km)"] [--no-lighthouse] [--no-sizes]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_TARGETS, lighthouseTable, measureLighthouse, type LighthousePage } from '../lighthouse.ts';
import { freePort } from '../lib/app-server.ts';
import { insertStatements } from '../lib/sql.ts';
import { cachedPlacesSql } from '../build-places.ts';
import { ROOT, applyLocalMigrations, executeLocalFile, isolatedConfig, startDevServer, waitForHttp } from '../lib/wrangler.ts';
import { ENDPOINTS, type BenchData, type Endpoint } from './endpoints.ts';
import { LISTING_COLUMNS, generateListings, rng } from './generate.ts';
import { MINYAN_COLUMNS, generateMinyanRules } from './minyanim.ts';
import { measureSizes, sizesTable, type Sizes } from './sizes.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '30000' },
    minyanim: { type: 'string', default: '5000' },
    lighthouse: { type: 'boolean', default: true },
    sizes: { type: 'boolean', default: true },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
  allowNegative: true,
});
const LISTINGS = Number(args.listings);
const MINYANIM = Number(args.minyanim);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const only = args.only?.split(',').map((s) => s.trim());
const endpoints = only ? ENDPOINTS.filter((e) => only.includes(e.name)) : ENDPOINTS;

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
  /** Mean time inside the Worker (its Server-Timing), without `wrangler dev`'s proxy. */
  workerMeanMs: number | null;
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
    const parsed = JSON.parse(body) as unknown;
    const rows = Array.isArray(parsed)
      ? parsed.length
      : typeof (parsed as { count?: unknown }).count === 'number'
        ? (parsed as { count: number }).count
        : Array.isArray((parsed as { items?: unknown }).items)
          ? (parsed as { items: unknown[] }).items.length
          : 1;
    const worker = /worker;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
    return { ms, rows, workerMs: worker === undefined ? null : Number(worker) };
  };
  for (let i = 0; i < WARMUP; i++) await one();
  const times: number[] = [];
  let rows = 0;
  let workerMs: number | null = 0;
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const m = await one();
    times.push(m.ms);
    rows += m.rows;
    workerMs = workerMs === null || m.workerMs === null ? null : workerMs + m.workerMs;
  }
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
    budgetP95Ms: endpoint.budgetP95Ms ?? null,
    withinBudget: endpoint.budgetP95Ms === undefined ? null : p95 <= endpoint.budgetP95Ms,
  };
}

function table(results: Result[]): string {
  const head = '| endpoint | p50 ms | p95 ms | p99 ms | req/s | mean rows | in Worker, mean ms | p95 budget |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |';
  const rows = results.map(
    (x) =>
      `| ${x.name} | ${x.p50} | ${x.p95} | ${x.p99} | ${x.reqPerSec} | ${x.meanRows} | ${x.workerMeanMs ?? ''} | ${x.budgetP95Ms === null ? '' : `${x.budgetP95Ms} ms ${x.withinBudget ? 'ok' : 'OVER'}`} |`,
  );
  return [head, ...rows].join('\n');
}

interface ApiRun {
  results: Result[];
  seconds: number;
  loadAverage1m: { before: number; after: number };
}

/** Generates and loads the directory, starts the Worker, measures every endpoint, stops it. */
async function measureApi(): Promise<ApiRun> {
  const dir = mkdtempSync(join(tmpdir(), 'shul-bench-'));
  const persistTo = join(dir, 'state');
  mkdirSync(join(dir, 'assets'));
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
    applyLocalMigrations(local);
    const sqlFile = join(dir, 'listings.sql');
    writeFileSync(
      sqlFile,
      [
        ...insertStatements('synagogues', LISTING_COLUMNS, listings.map((l) => l.row)),
        // Listing i is row id i + 1 of the fresh table, which generateMinyanRules relies on.
        ...insertStatements('minyanim', MINYAN_COLUMNS, minyanim.rows),
      ].join('\n'),
    );
    let t = performance.now();
    executeLocalFile(sqlFile, local);
    console.log(`Loaded into a fresh local D1 in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    // The gazetteer, for the place endpoints (the same seed `npm start` loads).
    t = performance.now();
    executeLocalFile(cachedPlacesSql(), local);
    console.log(`Loaded the places seed in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startDevServer({ port, ...local, stdio: 'pipe', vars: { PUBLIC_ORIGIN: base } });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    await waitForHttp(`${base}/api/health`, 90_000);

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
    return { results, seconds: (performance.now() - t) / 1000, loadAverage1m: { before, after: loadavg()[0]! } };
  } catch (e) {
    if (log) console.error(log.slice(-4000));
    throw e;
  } finally {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
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

/** design.md §4: JS loaded by `/`, gzip. */
const HOME_JS_BUDGET_BYTES = 180_000;

async function main() {
  const api = await measureApi();
  // After the bench Worker has stopped, so that neither disturbs the other's figures.
  const sizes: Sizes | null = args.sizes ? measureSizes() : null;
  const lighthouse: LighthousePage[] | null = args.lighthouse ? await measureLighthouse() : null;

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
    sizes: sizes && { ...sizes, homeBudgetBytes: HOME_JS_BUDGET_BYTES, homeWithinBudget: sizes.routes[0]!.gzipBytes <= HOME_JS_BUDGET_BYTES && !sizes.homeHasMapOrUppy },
    lighthouse: lighthouse && { preset: 'mobile (simulated throttling)', targets: LIGHTHOUSE_TARGETS, pages: lighthouse },
  };

  const load = `load average ${machine.loadAverage1m.before.toFixed(1)} → ${machine.loadAverage1m.after.toFixed(1)}`;
  const markdown = [
    `Measured ${measuredAt.slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node} (${load} during the API run). ` +
      `${LISTINGS.toLocaleString('en-US')} listings, ${MINYANIM.toLocaleString('en-US')} minyan rules; ${REQUESTS} sequential requests per endpoint after ${WARMUP} warm-up, one client.`,
    '',
    table(api.results),
    ...(like
      ? [
          '',
          `Text search, FTS5 vs a LIKE scan of the same table: ${like.workerRatio}× faster inside the Worker (mean ${like.ftsWorkerMeanMs} ms vs ${like.likeWorkerMeanMs} ms; ` +
            `target ≥ ${like.target}× ${like.met ? 'met' : 'NOT met'}), ${like.endToEndRatio}× end to end (mean ${like.ftsMeanMs} ms vs ${like.likeMeanMs} ms, both including \`wrangler dev\`'s proxy).`,
        ]
      : []),
    ...(sizes ? ['', sizesTable(sizes, HOME_JS_BUDGET_BYTES)] : []),
    ...(lighthouse ? ['', 'Lighthouse 13, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium:', '', lighthouseTable(lighthouse)] : []),
  ].join('\n');

  mkdirSync(resolve(ROOT, 'bench'), { recursive: true });
  writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(resolve(ROOT, 'bench/results.md'), `${markdown}\n`);
  console.log(`\n${markdown}\n\nWritten to bench/results.json and bench/results.md (API run ${api.seconds.toFixed(0)} s)`);
}

await main();
