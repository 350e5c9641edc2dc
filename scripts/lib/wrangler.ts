// Runs wrangler (the project's own copy, on the project's Node) for the local scripts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const WRANGLER = resolve(ROOT, 'node_modules/.bin/wrangler');

export interface LocalOptions {
  /** Where local D1/KV/R2 state lives (wrangler's --persist-to); default `.wrangler/state`. */
  persistTo?: string;
  /** Another wrangler config (e.g. one with its own assets directory); default `wrangler.toml`. */
  config?: string;
}

const persistArgs = (o: LocalOptions) => [
  ...(o.persistTo ? ['--persist-to', o.persistTo] : []),
  ...(o.config ? ['--config', o.config] : []),
];

/**
 * Writes a copy of wrangler.toml into `dir` whose paths are absolute and whose static assets
 * come from `assetsDir`, so that parallel runs (browser tests, bench) never share a build.
 */
export function isolatedConfig(dir: string, assetsDir: string): string {
  const text = readFileSync(resolve(ROOT, 'wrangler.toml'), 'utf8')
    .replace(/^main = ".*"$/m, `main = "${resolve(ROOT, 'worker/src/index.ts')}"`)
    .replace(/^directory = ".*"$/m, `directory = "${assetsDir}"`)
    .replace(/^migrations_dir = ".*"$/m, `migrations_dir = "${resolve(ROOT, 'migrations')}"`)
    .replace(/^cwd = ".*"$/m, `cwd = "${ROOT}"`)
    .replace(/^watch_dir = ".*"$/m, `watch_dir = "${resolve(ROOT, 'worker/src/i18n/messages')}"`);
  const file = resolve(dir, 'wrangler.toml');
  writeFileSync(file, text);
  return file;
}

/**
 * Builds the web app into a directory of its own (react-router.config.ts reads WEB_BUILD_DIR),
 * so that parallel runs never share a build, and returns its static assets directory. The
 * directory is inside the project: the build-time renderer it holds imports the project's
 * packages. The caller removes `buildDir` when done.
 */
export function buildWeb(): { buildDir: string; assetsDir: string } {
  mkdirSync(resolve(ROOT, '.wrangler'), { recursive: true });
  const buildDir = mkdtempSync(resolve(ROOT, '.wrangler', 'web-build-'));
  const run = spawnSync(resolve(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    // vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: buildDir },
  });
  if (run.status !== 0) {
    rmSync(buildDir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
  }
  return { buildDir, assetsDir: resolve(buildDir, 'client') };
}

/** Runs a wrangler command to completion, throwing with its output on failure. */
export function wrangler(args: string[], { quiet = false } = {}): string {
  const run = spawnSync(WRANGLER, args, {
    cwd: ROOT,
    encoding: 'utf8',
    // CI=true makes wrangler skip its interactive confirmations.
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  if (!quiet) process.stdout.write(run.stdout);
  return run.stdout;
}

export function applyLocalMigrations(o: LocalOptions = {}) {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(o)]);
}

/** Runs one SQL query against the local D1 and returns its rows. */
export function queryLocal<T>(sql: string, o: LocalOptions = {}): T[] {
  const out = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sql, ...persistArgs(o)], { quiet: true });
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

export function executeLocalFile(file: string, o: LocalOptions = {}) {
  wrangler(['d1', 'execute', 'DB', '--local', '--file', file, ...persistArgs(o)], { quiet: true });
}

export interface DevServerOptions extends LocalOptions {
  port: number;
  vars?: Record<string, string>;
  /** Inherit stdio (interactive `npm start`) or pipe it (tests, bench). */
  stdio?: 'inherit' | 'pipe';
}

/**
 * Starts `wrangler dev` on loopback; the caller owns the child process. Admin routes accept a
 * password session here (wrangler.toml turns ADMIN_REQUIRE_PASSKEY on for the deployed site).
 */
export function startDevServer(o: DevServerOptions) {
  const vars = Object.entries({ ADMIN_REQUIRE_PASSKEY: 'off', ...o.vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  return spawn(
    WRANGLER,
    ['dev', '--ip', '127.0.0.1', '--port', String(o.port), '--show-interactive-dev-session=false', ...persistArgs(o), ...vars],
    { cwd: ROOT, stdio: o.stdio ?? 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
