// `npm run bench:import`: an OpenStreetMap import of generated elements through the real jobs
// engine, in `wrangler dev` (local workerd, D1 and R2) on a fresh, isolated database with the
// places table loaded, its Overpass request (one worldwide query per run) answered by a
// loopback server. The cron is
// ticked back to back (no minute waits); each tick logs a `jobs tick` report, from which the
// batches, rows and peak rows per statement are summed. Then the same import runs again,
// which must add nothing. Prints a Markdown table and writes bench/import.json.
//
//   npm run bench:import -- [--elements 30000]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { OVERPASS_INTERPRETER, overpassHandler, type OverpassFixtureElement } from '../../test-fixtures/overpass.ts';
import { prepareLocal } from '../prepare-local.ts';
import { ROOT, isolatedConfig, queryLocal, startDevServer, waitForHttp } from '../lib/wrangler.ts';
import { generateListings, rng } from './generate.ts';

const { values: args } = parseArgs({ options: { elements: { type: 'string', default: '30000' } } });
const ELEMENTS = Number(args.elements);

/** The fields of the engine's `jobs tick {...}` log line (TickReport in worker/src/services/jobs/engine.ts) the bench reads. */
interface TickReport {
  jobId: number;
  batches: number;
  rows: number;
  peakRowsPerStatement: number;
  queries: number;
  fetches: number;
  status: string;
  error?: string;
}

const CODES: Record<string, string> = { USA: 'US', Israel: 'IL', France: 'FR', Canada: 'CA', 'United Kingdom': 'GB' };

/**
 * OpenStreetMap-style elements from the benchmark's generated directory: nodes and building
 * ways, some with a denomination, wheelchair or service times, about a third without
 * addr:city / addr:country (completed from the nearest place), and a few left out as an
 * import finds them (no name, former synagogue).
 */
function generateElements(count: number): OverpassFixtureElement[] {
  const r = rng(18);
  return generateListings(count, 770).map((l, i) => {
    const [, street, , , , , , , phone, website, nusach] = l.row as [string, string, ...unknown[]];
    const tags: Record<string, string> = { amenity: 'place_of_worship', religion: 'jewish', name: l.name, 'addr:street': street };
    if (r() < 0.65) {
      tags['addr:city'] = l.city;
      if (CODES[l.country]) tags['addr:country'] = CODES[l.country]!;
    }
    if (l.state) tags['addr:state'] = l.state;
    if (l.zipCode) tags['addr:postcode'] = l.zipCode;
    if (typeof phone === 'string') tags.phone = phone;
    if (typeof website === 'string') tags.website = website;
    if (nusach === 'arizal') tags.denomination = 'chabad';
    else if (nusach === 'sefard') tags.denomination = 'sephardi';
    if (r() < 0.3) tags.wheelchair = 'yes';
    if (r() < 0.1) tags.service_times = 'Mo-Fr 06:45,13:30; Sa 09:00';
    if (r() < 0.01) delete tags.name;
    if (r() < 0.01) tags.historic = 'ruins';
    const id = 100_000_000 + i;
    return r() < 0.7 ? { type: 'node', id, lat: l.lat, lon: l.lng, tags } : { type: 'way', id, center: { lat: l.lat, lon: l.lng }, tags };
  });
}

/** Answers POST /api/interpreter (the import's worldwide query) with all the elements. */
async function startOverpass(elements: OverpassFixtureElement[]): Promise<{ url: string; server: Server; requests: () => number }> {
  const handler = overpassHandler(elements);
  let requests = 0;
  const server = createServer(async (req, res) => {
    requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await getResponse([handler], new Request(OVERPASS_INTERPRETER, { method: 'POST', body: Buffer.concat(chunks) }));
    res.writeHead(response?.status ?? 502, { 'content-type': 'application/json' });
    res.end(response ? Buffer.from(await response.arrayBuffer()) : '');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`, server, requests: () => requests };
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((done) => srv.listen(0, '127.0.0.1', done));
  const { port } = srv.address() as AddressInfo;
  await new Promise((done) => srv.close(done));
  return port;
}

interface RunResult {
  ticks: number;
  batches: number;
  /** Listings carried by the upsert statements (unchanged ones too: the upsert decides). */
  rowsInUpserts: number;
  peakRowsPerStatement: number;
  peakQueriesPerTick: number;
  peakFetchesPerTick: number;
  wallSeconds: number;
  slowestTickSeconds: number;
  job: Record<string, number | string>;
}

/** Ticks the cron until job `id` finishes, reading each tick's report from the Worker's log. */
async function runJob(base: string, id: number, reports: () => TickReport[]): Promise<RunResult> {
  const started = performance.now();
  let ticks = 0;
  let slowest = 0;
  let seen = 0;
  const mine: TickReport[] = [];
  for (;;) {
    const t = performance.now();
    // A tick never legitimately takes minutes; a hung one (e.g. the Worker reloaded mid-tick) fails the run.
    const res = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`, { signal: AbortSignal.timeout(180_000) });
    if (!res.ok) throw new Error(`scheduled() answered ${res.status}: ${await res.text()}`);
    slowest = Math.max(slowest, performance.now() - t);
    ticks += 1;
    // The report line may reach stdout a moment after the response.
    for (let wait = 0; reports().length === seen && wait < 50; wait++) await new Promise((done) => setTimeout(done, 20));
    const fresh = reports().slice(seen).filter((rep) => rep.jobId === id);
    seen = reports().length;
    mine.push(...fresh);
    const last = fresh.at(-1);
    if (last?.error) throw new Error(`job ${id} failed a batch: ${last.error}`);
    if (last) process.stdout.write(`  tick ${ticks}: ${last.batches} batches, ${last.rows} rows, ${Math.round(performance.now() - t)} ms\n`);
    if (last && last.status !== 'running') break;
    if (ticks > 500) throw new Error('the import did not finish in 500 ticks');
  }
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    ticks,
    batches: mine.reduce((n, x) => n + x.batches, 0),
    rowsInUpserts: mine.reduce((n, x) => n + x.rows, 0),
    peakRowsPerStatement: Math.max(...mine.map((x) => x.peakRowsPerStatement)),
    peakQueriesPerTick: Math.max(...mine.map((x) => x.queries)),
    peakFetchesPerTick: Math.max(...mine.map((x) => x.fetches)),
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    slowestTickSeconds: Math.round(slowest / 100) / 10,
    job: {},
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'shul-bench-import-'));
  const persistTo = join(dir, 'state');
  mkdirSync(join(dir, 'assets'));
  const local = { persistTo, config: isolatedConfig(dir, join(dir, 'assets')) };
  let child: ReturnType<typeof startDevServer> | undefined;
  let overpass: Server | undefined;
  let log = '';
  try {
    console.log(`Generating ${ELEMENTS} OpenStreetMap elements…`);
    const elements = generateElements(ELEMENTS);
    console.log('Preparing a fresh local D1 (migrations, places)…');
    prepareLocal(local);
    const upstream = await startOverpass(elements);
    overpass = upstream.server;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const admin = 'bench-admin@example.com';
    child = startDevServer({
      port,
      ...local,
      stdio: 'pipe',
      vars: { PUBLIC_ORIGIN: base, OVERPASS_URL: upstream.url, ADMIN_EMAILS: admin, RATE_LIMITS: 'off' },
    });
    const reports: TickReport[] = [];
    let pending = '';
    const collect = (d: Buffer) => {
      log += d;
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const m = /jobs tick (\{.*\})/.exec(line);
        if (m) reports.push(JSON.parse(m[1]!) as TickReport);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', (d) => (log += d));
    await waitForHttp(`${base}/api/health`, 90_000);
    const call = async <T>(path: string, init: RequestInit & { cookie?: string } = {}): Promise<{ body: T; res: Response }> => {
      const headers = new Headers(init.headers);
      headers.set('origin', base);
      if (init.cookie) headers.set('cookie', init.cookie);
      const res = await fetch(base + path, { ...init, headers });
      const text = await res.text();
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text}`);
      return { body: JSON.parse(text) as T, res };
    };
    const { res: registered } = await call('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin, password: 'bench-password-1234', firstName: 'Bench', lastName: 'Admin' }),
    });
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const runs: RunResult[] = [];
    for (const label of ['first import', 're-import (unchanged)']) {
      const { body } = await call<{ job: { id: number } }>('/api/scrape-godaven', { method: 'POST', cookie });
      console.log(`${label}: job ${body.job.id}…`);
      const run = await runJob(base, body.job.id, () => reports);
      const { body: job } = await call<Record<string, number | string>>(`/api/jobs/${body.job.id}`, { cookie });
      run.job = Object.fromEntries(['status', 'total', 'processed', 'inserted', 'updated', 'skipped', 'failed'].map((k) => [k, job[k]!]));
      runs.push(run);
      console.log(`  ${run.ticks} ticks, ${run.batches} batches, ${run.wallSeconds} s, job ${JSON.stringify(run.job)}`);
    }
    // Read the database once the server has let go of it.
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    child = undefined;
    const [check] = queryLocal<{ rows: number; uniq: number }>(
      "SELECT count(*) AS rows, count(DISTINCT source_id) AS uniq FROM synagogues WHERE source = 'osm'",
      local,
    );
    const report = {
      generatedAt: new Date().toISOString(),
      elements: ELEMENTS,
      overpassRequests: upstream.requests(),
      listingsStored: check!.rows,
      duplicates: check!.rows - check!.uniq,
      method:
        'wrangler dev (local workerd + D1) on a fresh database with the places table; the cron handler ticked back to back ' +
        'through /cdn-cgi/local/scheduled; Overpass answered from the generated elements by a loopback server (one worldwide ' +
        "query per run, staged in the local R2). Figures from the engine's per-tick reports.",
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version },
      runs: runs.map((run, i) => ({ run: i === 0 ? 'first import' : 're-import (unchanged)', ...run })),
    };
    mkdirSync(resolve(ROOT, 'bench'), { recursive: true });
    writeFileSync(resolve(ROOT, 'bench/import.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${ELEMENTS} elements (${upstream.requests()} Overpass requests over ${runs.length} runs); ${check!.rows} listings stored, ${report.duplicates} duplicates\n`);
    console.log('| run | ticks | batches | wall s | slowest tick s | peak rows / statement | peak queries / tick | inserted | updated | skipped |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const x of report.runs) {
      console.log(
        `| ${x.run} | ${x.ticks} | ${x.batches} | ${x.wallSeconds} | ${x.slowestTickSeconds} | ${x.peakRowsPerStatement} | ${x.peakQueriesPerTick} | ${x.job.inserted} | ${x.job.updated} | ${x.job.skipped} |`,
      );
    }
    console.log('\nWritten to bench/import.json');
  } catch (e) {
    if (log) console.error(log.slice(-4000));
    throw e;
  } finally {
    child?.kill('SIGTERM');
    overpass?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
