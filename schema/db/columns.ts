// Column builders shared by the tables. drizzle maps camelCase fields to snake_case columns
// (`casing: 'snake_case'` in drizzle.config.ts and worker/src/db.ts).
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** Milliseconds since the epoch, filled by SQLite so raw SQL inserts (seeds, imports) get it too. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export const timestamp = () => integer({ mode: 'timestamp_ms' });
export const createdAt = () => timestamp().notNull().default(nowMs);
export const updatedAt = () =>
  timestamp()
    .notNull()
    .default(nowMs)
    .$onUpdateFn(() => new Date());
export const flag = (fallback: boolean) => integer({ mode: 'boolean' }).notNull().default(fallback);
