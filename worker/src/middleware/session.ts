import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { SESSION_COOKIE, readSession, touchSession } from '../services/auth/sessions.ts';
import { findUserById, findUserOfSession, toPublicUser } from '../services/auth/users.ts';
import { setSessionCookie } from './session-cookie.ts';

/** Loads the signed-in user (or null) into `c.var.user`. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('session', null);
  const id = getCookie(c, SESSION_COOKIE);
  if (id) {
    const found = await readSession(c.env.SESSIONS, id);
    const record = found?.record;
    // A session with a public id is over once its row is gone (ended from another device).
    const row = !record
      ? undefined
      : record.publicId
        ? await findUserOfSession(c.var.db, record.userId, record.publicId)
        : await findUserById(c.var.db, record.userId);
    // A password reset raised the user's generation: sessions from before it are over.
    if (row && record && row.sessionGeneration === (record.generation ?? 0)) {
      c.set('user', toPublicUser(row));
      c.set('session', { publicId: record.publicId ?? null, passkey: record.passkey ?? false });
      // The cookie's Max-Age follows the session's renewed lifetime.
      if (found.renewed) {
        setSessionCookie(c, id);
        c.executionCtx.waitUntil(touchSession(c.var.db, record).catch((e) => console.error('session last-seen not moved', e)));
      }
    }
  }
  await next();
});

/** 401 without a session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError(401, said('errors.unauthorized'));
  await next();
});

export const ADMIN_PASSKEY_REQUIRED = said('errors.adminPasskeyRequired');

/** 401 without a session, 403 for a member (or, with ADMIN_REQUIRE_PASSKEY on, an admin signed in without a passkey) (docs/product-rules.md: Roles). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new ApiError(401, said('errors.unauthorized'));
  if (user.role !== 'admin') throw new ApiError(403, said('errors.forbiddenAdminsOnly'));
  if (c.env.ADMIN_REQUIRE_PASSKEY === 'on' && !c.var.session?.passkey) throw new ApiError(403, ADMIN_PASSKEY_REQUIRED);
  await next();
});
