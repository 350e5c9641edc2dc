import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { SESSION_COOKIE } from '../services/auth/sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A plain-http origin on this machine (local development and tests), where `Secure` cookies and strict limits may relax. */
export function isPlainHttpLoopback(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && LOOPBACK_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/** The origin a request says it comes from: `Origin`, else the origin of `Referer`, else null. */
function claimedOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin) return origin;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export const CSRF_MESSAGE = said('errors.crossSiteRefused');

/**
 * CSRF defence (docs/architecture.md: Security): a state-changing request that carries the session cookie must
 * name this site in `Origin` (or `Referer`). The site is PUBLIC_ORIGIN or the origin the
 * request was addressed to (a browser on another site cannot make those match). Without a
 * cookie a request may omit both headers (API clients), but one that names another site is
 * still refused, so no other site can sign a visitor in or submit forms in their name.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const claimed = claimedOrigin(c.req.raw.headers);
  const hasSession = getCookie(c, SESSION_COOKIE) !== undefined;
  if (claimed === null ? hasSession : !sameSite(claimed, c.env.PUBLIC_ORIGIN, c.req.url)) {
    throw new ApiError(403, CSRF_MESSAGE);
  }
  await next();
});

function sameSite(claimed: string, publicOrigin: string, requestUrl: string): boolean {
  const allowed = [new URL(requestUrl).origin];
  try {
    allowed.push(new URL(publicOrigin).origin);
  } catch {
    // PUBLIC_ORIGIN unset or malformed: only the request's own origin counts.
  }
  return allowed.includes(claimed);
}
