// Worker entry for `npm run bench` only (never deployed: wrangler.toml's main is src/index.ts).
// It serves the real app over a D1 binding that counts round trips (./d1-counter.ts; optionally
// delayed by BENCH_D1_RTT_MS each, to model a visitor far from the primary), with the edge
// cache off unless the request asks for it (`x-bench-edge-cache: on`, the replay), and adds two
// routes: /api/__bench/refresh-occurrences (the cron's occurrence refresh, run until done after
// loading) and /api/__bench/like-search, the baseline the
// FTS5 search is compared against: the same listing query (active only, same columns, same
// serialization, same page size) with `LIKE '%term%'` over the five searched columns in place
// of the FTS5 match, ranked like it (the FTS5 bm25 weights per column: a name match counts most),
// so that it returns the best matches as FTS5 does rather than the first ones in name order.
// Both run in the same workerd against the same D1 database, so the difference between them is
// the matching method alone.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SEARCH_PAGE_SIZE } from '#contract/synagogues.ts';
import { synagogues } from '#db/tables.ts';
import { app } from '../src/app.ts';
import { createDb } from '../src/db.ts';
import type { AppEnv } from '../src/env.ts';
import { toSynagogue } from '../src/services/listings/serialize.ts';
import { refreshDueOccurrences } from '../src/services/minyanim/occurrences.ts';
import { searchTerms } from '../src/services/directory/search-text.ts';
import { countingD1 } from './d1-counter.ts';

const LIKE_COLUMNS = [synagogues.name, synagogues.address, synagogues.city, synagogues.state, synagogues.zipCode];
/** Weights per column, as an FTS5 bm25 ranking would give them: a name match counts most. */
const WEIGHTS = [10, 1, 5, 2, 2];
/** `column LIKE '%term%'`, with LIKE's wildcards in the term escaped so it matches as typed. */
const contains = (column: (typeof LIKE_COLUMNS)[number], term: string) =>
  sql`${column} like ${`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;

const bench = new Hono<AppEnv>()
  .post('/api/__bench/refresh-occurrences', async (c) => {
    const refreshed = await refreshDueOccurrences(createDb(c.env.DB), new Date(), { batches: 5 });
    return c.json({ refreshed });
  })
  .get('/api/__bench/like-search', async (c) => {
    const terms = searchTerms(c.req.query('q') ?? '');
    const db = createDb(c.env.DB);
    const rows = await db
      .select()
      .from(synagogues)
      .where(and(eq(synagogues.isActive, true), ...terms.map((t) => or(...LIKE_COLUMNS.map((col) => contains(col, t))))))
      .orderBy(
        ...(terms.length
          ? [
              desc(
                sql.join(
                  terms.flatMap((t) => LIKE_COLUMNS.map((col, i) => sql`${WEIGHTS[i]!} * (${contains(col, t)})`)),
                  sql` + `,
                ),
              ),
            ]
          : []),
        asc(synagogues.name),
        asc(synagogues.id),
      )
      .limit(SEARCH_PAGE_SIZE);
    return c.json(rows.map((r) => toSynagogue(r)));
  });

export default {
  // Server-Timing carries the time spent inside the Worker (query and serialization, without
  // `wrangler dev`'s proxy in front), so the bench can compare FTS5 and LIKE on the work itself.
  // Workers clocks advance only across I/O, so one reading is coarse; the mean of many is not.
  // `d1` is the part of it spent waiting on the database (./d1-counter.ts).
  async fetch(request, env: BenchEnv, ctx) {
    const start = performance.now();
    const counter = countingD1(env.DB, Number(env.BENCH_D1_RTT_MS ?? 0));
    const edgeCache = request.headers.get('x-bench-edge-cache') === 'on' ? 'on' : 'off';
    const benchEnv = { ...env, DB: counter.db, EDGE_CACHE: edgeCache };
    const res = await (new URL(request.url).pathname.startsWith('/api/__bench/')
      ? bench.fetch(request, benchEnv, ctx)
      : app.fetch(request, benchEnv, ctx));
    const body = await res.arrayBuffer();
    const timed = new Response(body, res);
    timed.headers.append('Server-Timing', `worker;dur=${performance.now() - start}, d1;dur=${counter.waitedMs()}`);
    timed.headers.set('x-d1-round-trips', String(counter.roundTrips()));
    return timed;
  },
} satisfies ExportedHandler<BenchEnv>;

type BenchEnv = AppEnv['Bindings'] & { BENCH_D1_RTT_MS?: string };
