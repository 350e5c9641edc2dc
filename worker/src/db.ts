import { getTableColumns, sql, type Column, type InferSelectModel, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import * as tables from '#db/tables.ts';

/** Over the database or one of its sessions (read replicas): drizzle calls only `prepare` and `batch`, which both have. */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema: tables, casing: 'snake_case' });
}

export type Db = ReturnType<typeof createDb>;

/**
 * A table's columns for a select, each under its own alias (`prefix_key`) and still decoded as
 * its column (dates, booleans, JSON). For joined selects inside `db.batch`: D1 answers a batch
 * as objects keyed by column name, so two tables' `id` or `created_at` would collide there,
 * while distinct aliases keep every column.
 */
export function aliasedColumns<T extends Table>(
  table: T,
  prefix: string,
): { [K in keyof InferSelectModel<T>]: SQL.Aliased<InferSelectModel<T>[K]> } {
  return aliased(getTableColumns(table) as Record<string, Column>, prefix) as {
    [K in keyof InferSelectModel<T>]: SQL.Aliased<InferSelectModel<T>[K]>;
  };
}

/** Some columns, each under its own alias (`prefix_key`), as aliasedColumns. */
export function aliased<C extends Record<string, Column>>(
  columns: C,
  prefix: string,
): { [K in keyof C]: SQL.Aliased<C[K]['_']['data'] | (C[K]['_']['notNull'] extends true ? never : null)> } {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`${column}`.mapWith(column).as(`${prefix}_${key}`)]),
  ) as never;
}

/**
 * `value` is one of `values`, bound as one JSON list that SQLite walks one by one (`json_each`),
 * each a lookup in `value`'s index where it leads one. The statement reads the same however many
 * there are, so an engine that caches prepared statements by their text (workerd's SQLite
 * storage, under the local D1, does) prepares it once; a list written in made every request's
 * statement new (docs/performance.md).
 */
export const inList = (value: SQLWrapper, values: number[]): SQL =>
  sql`${value} in (select value from json_each(${JSON.stringify(values)}))`;

/**
 * A number of the statement's shape (a ring's radius, a page's size, a branch's index), written
 * in: the same for every request of that shape, so it costs none of D1's 100 parameters and
 * leaves the statement's text as it was. Only a finite number can be written so.
 */
export function numberLiteral(n: number): SQL {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  return sql.raw(`(${n})`);
}
