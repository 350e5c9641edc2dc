// Prepares the local database: applies migrations, then loads each seed whose table is empty.
// Used by `npm start`, `npm run dev`, the browser tests and the benchmark. Every wrangler call
// starts workerd (seconds on a busy machine), so the tables are counted in one query and the
// seeds they need are loaded in one file.
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
  // About 274,000 places and their names; built once into .wrangler/cache (docs/domain.md, Places).
  { table: 'places', description: 'world cities and postal codes', sql: () => readFileSync(cachedPlacesSql(), 'utf8') },
];

export function prepareLocal(o: LocalOptions = {}) {
  applyLocalMigrations(o);
  const [counts] = queryLocal<Record<string, number>>(
    `SELECT ${SEEDS.map((s) => `(SELECT count(*) FROM ${s.table}) AS ${s.table}`).join(', ')}`,
    o,
  );
  const empty = SEEDS.filter((s) => !((counts?.[s.table] ?? 0) > 0));
  if (!empty.length) return;
  const dir = mkdtempSync(join(tmpdir(), 'shul-seed-'));
  try {
    const file = join(dir, 'seed.sql');
    writeFileSync(file, empty.map((s) => s.sql()).join('\n'));
    console.log(`Loading ${empty.map((s) => `${s.description} into the empty ${s.table} table`).join(', and ')}`);
    const started = performance.now();
    executeLocalFile(file, o);
    console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) prepareLocal();
