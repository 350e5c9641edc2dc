import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv } from '../env.ts';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '../services/auth/sessions.ts';
import { isPlainHttpLoopback } from './csrf.ts';

/**
 * `sid`: HttpOnly; Secure; SameSite=Lax; Path=/ (docs/architecture.md: Sessions and accounts). `Secure` is left off only
 * when the request itself is plain http to this machine, where a browser would drop it.
 */
function cookieOptions(c: Context<AppEnv>): CookieOptions {
  return { httpOnly: true, secure: !isPlainHttpLoopback(c.req.url), sameSite: 'Lax', path: '/' };
}

export function setSessionCookie(c: Context<AppEnv>, sessionId: string) {
  setCookie(c, SESSION_COOKIE, sessionId, { ...cookieOptions(c), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}
