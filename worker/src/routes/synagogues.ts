import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { synagogues } from '../../../schema/tables.ts';
import type { AppEnv } from '../env.ts';

export const synagogueRoutes = new Hono<AppEnv>().get('/synagogues/count', async (c) => {
  const row = await c.var.db.select({ count: count() }).from(synagogues).where(eq(synagogues.isActive, true)).get();
  return c.json({ count: row?.count ?? 0 });
});
