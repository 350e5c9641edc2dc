// Worker entry for `npm run bench` only (never deployed: wrangler.toml's main is src/index.ts).
// It serves the real app unchanged and adds one route, /api/__bench/like-search, the baseline the
// FTS5 search is compared against: the same listing query (active only, same columns, same
// serialization, same page size) with `LIKE '%term%'` over the five searched columns in place
// of the FTS5 match and ranking. Both run in the same workerd against the same D1 database, so
// the difference between them is the matching method alone.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SEARCH_PAGE_SIZE } from '../../schema/synagogues.ts';
import { synagogues } from '../../schema/tables.ts';
import { app } from '../src/app.ts';
import { createDb } from '../src/db.ts';
import type { AppEnv } from '../src/env.ts';
import { toSynagogue } from '../src/services/serialize.ts';
import { searchTerms } from '../src/services/search.ts';

const LIKE_COLUMNS = [synagogues.name, synagogues.address, synagogues.city, synagogues.state, synagogues.zipCode];
/** `column LIKE '%term%'`, with LIKE's wildcards in the term escaped so it matches as typed. */
const contains = (column: (typeof LIKE_COLUMNS)[number], term: string) =>
  sql`${column} like ${`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;

const bench = new Hono<AppEnv>().get('/api/__bench/like-search', async (c) => {
  const terms = searchTerms(c.req.query('search') ?? '');
  const db = createDb(c.env.DB);
  const rows = await db
    .select()
    .from(synagogues)
    .where(and(eq(synagogues.isActive, true), ...terms.map((t) => or(...LIKE_COLUMNS.map((col) => contains(col, t))))))
    .orderBy(asc(synagogues.name), asc(synagogues.id))
    .limit(SEARCH_PAGE_SIZE);
  return c.json(rows.map((r) => toSynagogue(r)));
});

export default {
  fetch(request, env, ctx) {
    return new URL(request.url).pathname.startsWith('/api/__bench/') ? bench.fetch(request, env, ctx) : app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;
