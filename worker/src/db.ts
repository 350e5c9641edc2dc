import { drizzle } from 'drizzle-orm/d1';
import * as tables from '../../schema/tables.ts';

/** Over the database or one of its sessions (read replicas): drizzle calls only `prepare` and `batch`, which both have. */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema: tables, casing: 'snake_case' });
}

export type Db = ReturnType<typeof createDb>;
