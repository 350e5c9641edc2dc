// Calls the app as `api` does (./helpers.ts), over a D1 binding that counts round trips
// (./d1-counter.ts, the bench's own wrapper), with the edge cache off so that every request
// reaches the database: the number the bench prints, asserted in a test.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../src/app.ts';
import { countingD1 } from './d1-counter.ts';
import { ORIGIN } from './helpers.ts';

/** One anonymous GET of `path`, its answer and the D1 round trips it took. */
export async function countedGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; trips: number }> {
  const counter = countingD1(env.DB, 0);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, DB: counter.db, EDGE_CACHE: 'off' }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body, trips: counter.roundTrips() };
}
