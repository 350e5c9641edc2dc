// The SQL a read prepares, with its parameters: the query-plan tests read the plans of the real
// statements through this.
import { env } from 'cloudflare:workers';
import { createDb, type Db } from '../src/db.ts';

export interface PreparedStatement {
  sql: string;
  params: unknown[];
}

/** Runs `read` over a D1 binding that keeps every statement it prepares, with its parameters. */
export async function statementsOf(read: (db: Db) => Promise<unknown>): Promise<PreparedStatement[]> {
  const seen: PreparedStatement[] = [];
  const recording = new Proxy(env.DB, {
    get(target, key) {
      if (key !== 'prepare') return Reflect.get(target, key, target) as unknown;
      return (sql: string) => {
        const statement = target.prepare(sql);
        const entry: PreparedStatement = { sql, params: [] };
        seen.push(entry);
        return new Proxy(statement, {
          get(s, k) {
            if (k === 'bind') return (...params: unknown[]) => ((entry.params = params), s.bind(...params));
            const v = Reflect.get(s, k, s) as unknown;
            return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(s) : v;
          },
        });
      };
    },
  });
  await read(createDb(recording));
  return seen;
}

/** The query plan of one prepared statement, its lines joined. */
export async function planOfStatement({ sql, params }: PreparedStatement): Promise<string> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((r) => r.detail).join('\n');
}
