// The whole app as the browser tests and Lighthouse see it: the SPA built into its own temporary
// directory, `wrangler dev` with its own config and a fresh local database holding the sample
// data, and external services (Sefaria, Overpass) answered by the recorded upstream server.
// Everything listens on loopback only, so parallel runs never share state.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startUpstreamServer } from '../../e2e/upstream-server.ts';
import { prepareLocal } from '../prepare-local.ts';
import { buildWeb, isolatedConfig, startDevServer, waitForHttp } from './wrangler.ts';

/** The account that ADMIN_EMAILS makes admin in a test app. */
export const TEST_ADMIN_EMAIL = 'admin@example.com';
/** A second ADMIN_EMAILS address, left to the journey that proves promotion waits for verification. */
export const TEST_OWNER_EMAIL = 'owner@example.com';

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

export interface TestApp {
  baseURL: string;
  /** The built site the Worker serves (a test may put a next deployment's files there). */
  assetsDir: string;
  /** Stops the Worker and the upstream server and deletes the build and the database. */
  stop(): Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'shul-app-'));
  const persistTo = join(dir, 'state');
  const upstream = await startUpstreamServer();
  let buildDir: string | undefined;
  const cleanUp = async () => {
    upstream.server.closeAllConnections();
    await new Promise((r) => upstream.server.close(r));
    rmSync(dir, { recursive: true, force: true });
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    const build = buildWeb();
    buildDir = build.buildDir;
    const config = isolatedConfig(dir, build.assetsDir);
    prepareLocal({ persistTo, config });
    // A free port can be taken by another run between our probe and wrangler's bind: try again.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      const child = startDevServer({
        port,
        persistTo,
        config,
        stdio: 'pipe',
        vars: {
          PUBLIC_ORIGIN: baseURL,
          ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${TEST_OWNER_EMAIL}`,
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
      const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`wrangler dev exited (${code})`))));
      try {
        await Promise.race([waitForHttp(`${baseURL}/api/health`, 90_000), exited]);
        exited.catch(() => {}); // from now on, an exit is the normal end
        return {
          baseURL,
          assetsDir: build.assetsDir,
          stop: async () => {
            child.kill('SIGTERM');
            await cleanUp();
          },
        };
      } catch (e) {
        exited.catch(() => {});
        child.kill('SIGTERM');
        if (attempt < 3 && /Address already in use/.test(log)) continue;
        throw new Error(`${(e as Error).message}\n${log}`, { cause: e });
      }
    }
  } catch (e) {
    await cleanUp();
    throw e;
  }
}
