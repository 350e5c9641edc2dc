import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { SESSION_COOKIE, readSession } from '../services/auth/sessions.ts';
import { findUserById, toPublicUser } from '../services/auth/users.ts';
import { setSessionCookie } from './session-cookie.ts';

/** Loads the signed-in user (or null) into `c.var.user`. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const id = getCookie(c, SESSION_COOKIE);
  if (id) {
    const found = await readSession(c.env.SESSIONS, id);
    const row = found ? await findUserById(c.var.db, found.record.userId) : undefined;
    // A password reset raised the user's generation: sessions from before it are over.
    if (row && found && row.sessionGeneration === (found.record.generation ?? 0)) {
      c.set('user', toPublicUser(row));
      // The cookie's Max-Age follows the session's renewed lifetime.
      if (found?.renewed) setSessionCookie(c, id);
    }
  }
  await next();
});

/** 401 without a session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError(401, 'Unauthorized');
  await next();
});

/** 401 without a session, 403 for a member (docs/product-rules.md: Roles). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new ApiError(401, 'Unauthorized');
  if (user.role !== 'admin') throw new ApiError(403, 'Forbidden: admins only');
  await next();
});
