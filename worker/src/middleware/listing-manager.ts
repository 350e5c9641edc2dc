import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { listingManagers } from '#db/tables.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';

export async function isListingManager(db: Db, synagogueId: number, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: listingManagers.userId })
    .from(listingManagers)
    .where(and(eq(listingManagers.synagogueId, synagogueId), eq(listingManagers.userId, userId)))
    .get();
  return Boolean(row);
}

/**
 * The manager area's guard, for routes with the listing's id in `:id`: 401 without a session,
 * 403 unless the caller is an admin or manages that very listing (managing listing A gives
 * nothing on listing B). It runs before any validator, so a refusal never depends on the body.
 */
export const requireListingManager = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new ApiError(401, said('errors.unauthorized'));
  if (user.role !== 'admin') {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !(await isListingManager(c.var.db, id, user.id))) {
      throw new ApiError(403, said('errors.forbiddenListingManagersOnly'));
    }
  }
  await next();
});
