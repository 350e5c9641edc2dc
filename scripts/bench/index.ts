// `npm run bench`: the directory API over a generated directory of 30,000 listings, measured
// from one client against `wrangler dev` (local workerd and D1) on a fresh, isolated database.
// Prints p50/p95/p99 and requests per second for each endpoint in ./endpoints.ts as a Markdown
// table and writes them to bench/results.json.
//
//   npm run bench -- [--listings 30000] [--requests 300] [--warmup 30] [--only "ZIP search,near-me (50 km)"]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { insertStatements } from '../lib/sql.ts';
import { ROOT, applyLocalMigrations, executeLocalFile, isolatedConfig, startDevServer, waitForHttp } from '../lib/wrangler.ts';
import { ENDPOINTS, type BenchData, type Endpoint } from './endpoints.ts';
import { LISTING_COLUMNS, generateListings, rng } from './generate.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '30000' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const LISTINGS = Number(args.listings);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const only = args.only?.split(',').map((s) => s.trim());
const endpoints = only ? ENDPOINTS.filter((e) => only.includes(e.name)) : ENDPOINTS;

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

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
    const rows = Array.isArray(parsed) ? parsed.length : typeof (parsed as { count?: unknown }).count === 'number' ? (parsed as { count: number }).count : 1;
    return { ms, rows };
  };
  for (let i = 0; i < WARMUP; i++) await one();
  const times: number[] = [];
  let rows = 0;
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const m = await one();
    times.push(m.ms);
    rows += m.rows;
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
    budgetP95Ms: endpoint.budgetP95Ms ?? null,
    withinBudget: endpoint.budgetP95Ms === undefined ? null : p95 <= endpoint.budgetP95Ms,
  };
}

function table(results: Result[]): string {
  const head = '| endpoint | p50 ms | p95 ms | p99 ms | req/s | mean rows | p95 budget |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |';
  const rows = results.map(
    (x) =>
      `| ${x.name} | ${x.p50} | ${x.p95} | ${x.p99} | ${x.reqPerSec} | ${x.meanRows} | ${x.budgetP95Ms === null ? '' : `${x.budgetP95Ms} ms ${x.withinBudget ? 'ok' : 'OVER'}`} |`,
  );
  return [head, ...rows].join('\n');
}

async function main() {
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
    console.log(`Generating ${LISTINGS} listings…`);
    const listings = generateListings(LISTINGS);
    applyLocalMigrations(local);
    const sqlFile = join(dir, 'listings.sql');
    writeFileSync(sqlFile, insertStatements('synagogues', LISTING_COLUMNS, listings.map((l) => l.row)).join('\n'));
    let t = performance.now();
    executeLocalFile(sqlFile, local);
    console.log(`Loaded into a fresh local D1 in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startDevServer({ port, ...local, stdio: 'pipe', vars: { PUBLIC_ORIGIN: base } });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    await waitForHttp(`${base}/api/health`, 90_000);

    const data: BenchData = {
      listings,
      zips: [...new Set(listings.filter((l) => l.country === 'USA' && l.zipCode).map((l) => l.zipCode!.slice(0, 5)))],
    };
    const results: Result[] = [];
    // Other work on the machine shows in the tail: the load average goes into the report.
    const loadBefore = loadavg()[0]!;
    t = performance.now();
    for (const endpoint of endpoints) {
      const result = await measure(base, endpoint, data);
      results.push(result);
      console.log(`  ${result.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.reqPerSec} req/s`);
    }
    const report = {
      generatedAt: new Date().toISOString(),
      listings: LISTINGS,
      requestsPerEndpoint: REQUESTS,
      warmupPerEndpoint: WARMUP,
      method:
        'One client, sequential requests over loopback to `wrangler dev` (local workerd + D1) on a fresh database; ' +
        'latency from request start to the whole body read. The LIKE baseline runs the same query with LIKE instead of FTS5 ' +
        'in the same Worker (bench-only entry worker/test/bench-entry.ts).',
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverage1m: { before: loadBefore, after: loadavg()[0]! },
      },
      results,
    };
    mkdirSync(resolve(ROOT, 'bench'), { recursive: true });
    writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
    const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`;
    console.log(`\n${LISTINGS} listings, ${REQUESTS} requests per endpoint after ${WARMUP} warm-up, one client (${((performance.now() - t) / 1000).toFixed(0)} s, ${load}):\n`);
    console.log(table(results));
    console.log('\nWritten to bench/results.json');
  } catch (e) {
    if (log) console.error(log.slice(-4000));
    throw e;
  } finally {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
