// Prepares the local database: applies migrations, then loads each seed whose table is empty.
// Used by `npm start`, `npm run dev`, the browser tests and the benchmark.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedPlacesSql } from './build-places.ts';
import { buildSampleSql } from './seed/build-sample-sql.ts';
import { applyLocalMigrations, executeLocalFile, queryLocal, type LocalOptions } from './lib/wrangler.ts';

interface Seed {
  /** Loaded only when this table has no rows. */
  table: string;
  description: string;
  sql: () => string;
}

const SEEDS: Seed[] = [
  { table: 'synagogues', description: 'sample listings, sponsors and ads', sql: buildSampleSql },
  // About 160,000 rows; built once into .wrangler/cache, loading takes a few seconds.
  { table: 'places', description: 'world cities and postal codes', sql: () => readFileSync(cachedPlacesSql(), 'utf8') },
];

export function prepareLocal(o: LocalOptions = {}) {
  applyLocalMigrations(o);
  const dir = mkdtempSync(join(tmpdir(), 'shul-seed-'));
  try {
    for (const seed of SEEDS) {
      const [row] = queryLocal<{ n: number }>(`SELECT count(*) AS n FROM ${seed.table}`, o);
      if ((row?.n ?? 0) > 0) continue;
      const file = join(dir, `${seed.table}.sql`);
      writeFileSync(file, seed.sql());
      console.log(`Loading ${seed.description} into the empty ${seed.table} table`);
      executeLocalFile(file, o);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) prepareLocal();
