// Browser tests run against the real app: the built SPA and the Worker under `wrangler dev`,
// on a fresh local database with the sample data, and external services replaced by the
// recorded upstream server. Everything listens on loopback only.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareLocal } from '../scripts/prepare-local.ts';
import { buildWeb, isolatedConfig, startDevServer, waitForHttp } from '../scripts/lib/wrangler.ts';
import { startUpstreamServer } from './upstream-server.ts';

export const E2E_ADMIN_EMAIL = 'admin@example.com';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  // Own build, own config, own database: parallel runs never share state.
  const dir = mkdtempSync(join(tmpdir(), 'shul-e2e-'));
  const persistTo = join(dir, 'state');
  buildWeb(join(dir, 'dist'));
  const config = isolatedConfig(dir, join(dir, 'dist'));
  prepareLocal({ persistTo, config });
  const upstream = await startUpstreamServer();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = startDevServer({
    port,
    persistTo,
    config,
    stdio: 'pipe',
    vars: {
      PUBLIC_ORIGIN: baseURL,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Journeys sign in and submit forms many times a minute from 127.0.0.1; the Worker honours
      // this only for a plain-http loopback PUBLIC_ORIGIN (middleware/rate-limit.ts).
      RATE_LIMITS: 'off',
      SEFARIA_URL: `${upstream.origin}/sefaria`,
      OVERPASS_URL: `${upstream.origin}/overpass/api/interpreter`,
    },
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  try {
    await waitForHttp(`${baseURL}/api/health`, 90_000);
  } catch (e) {
    child.kill('SIGTERM');
    throw new Error(`${(e as Error).message}\n${log}`, { cause: e });
  }
  project.provide('baseURL', baseURL);

  return async () => {
    child.kill('SIGTERM');
    upstream.server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
