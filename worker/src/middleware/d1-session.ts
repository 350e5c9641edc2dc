// D1 read replicas through the Sessions API (docs/architecture.md: D1 read replicas). Every request gets its own
// session: anonymous reads go to the nearest copy (`first-unconstrained`), writes and staff
// (admins, managers) to the primary, and a browser that has just written carries the session's
// bookmark in a cookie so that its next reads see at least that state.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { createDb } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { isPlainHttpLoopback } from './csrf.ts';

export const BOOKMARK_COOKIE = 'd1b';
/** Long enough for any replica to catch up many times over; after it, reads are unconstrained again. */
const BOOKMARK_MAX_AGE_SECONDS = 600;
/** D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored. */
const BOOKMARK_SHAPE = /^[0-9a-f]+(?:-[0-9a-f]+){1,7}$/i;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The request's bookmark cookie, if it has a well-formed one. */
export function bookmarkOf(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, BOOKMARK_COOKIE);
  return value && value.length <= 200 && BOOKMARK_SHAPE.test(value) ? value : undefined;
}

/** Starts `c.var.db` on a session of the given constraint (or bookmark). */
export function useSession(c: Context<AppEnv>, constraint: D1SessionConstraint | D1SessionBookmark) {
  const session = c.env.DB.withSession(constraint);
  c.set('d1Session', session);
  c.set('db', createDb(session));
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const bookmark = bookmarkOf(c);
  const read = isRead(c.req.method);
  useSession(c, !read ? 'first-primary' : (bookmark ?? 'first-unconstrained'));
  await next();
  // A write hands its state to the browser; a browser already holding a bookmark keeps the latest one.
  const latest = c.var.d1Session.getBookmark();
  if (!latest || latest === bookmark || c.res.status >= 400 || (read && !bookmark)) return;
  setCookie(c, BOOKMARK_COOKIE, latest, {
    httpOnly: true,
    secure: !isPlainHttpLoopback(c.req.url),
    sameSite: 'Lax',
    path: '/',
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  });
});

/** The manager area (routes/managers.ts): a listing's managers, members by role, edit there. */
const MANAGER_AREA = '/api/manage/';

/**
 * After the session middleware: admins (and other staff roles) read every page from the primary,
 * and anyone signed in reads the manager area from it, so what staff act on is never behind.
 */
export const primaryForStaff = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (user && isRead(c.req.method) && (user.role !== 'member' || c.req.path.startsWith(MANAGER_AREA))) useSession(c, 'first-primary');
  await next();
});
