// Per-client-IP rate limits on sign-in, registration and the two public forms (docs/architecture.md: Security).
//
// Production uses the Workers rate-limiting bindings declared in wrangler.toml (`[[ratelimits]]`,
// which also work under `wrangler dev` and the Worker tests). Where a binding is missing or its
// call fails, an in-memory fixed window per isolate takes over: weaker (isolates do not share
// it) but never unlimited.
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Env } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { isPlainHttpLoopback } from './csrf.ts';

type LimiterName = 'AUTH_RATE_LIMITER' | 'FORM_RATE_LIMITER';

/** Requests per client IP per window. Keep in step with `[[ratelimits]]` in wrangler.toml. */
export const LIMITS: Record<LimiterName, number> = { AUTH_RATE_LIMITER: 10, FORM_RATE_LIMITER: 5 };
export const PERIOD_SECONDS = 60;

/** The limited POST paths; each path has its own budget per IP. */
const LIMITED_POSTS: Record<string, LimiterName> = {
  '/api/login': 'AUTH_RATE_LIMITER',
  '/api/register': 'AUTH_RATE_LIMITER',
  '/api/forgot-password': 'AUTH_RATE_LIMITER',
  '/api/reset-password': 'AUTH_RATE_LIMITER',
  '/api/verify-email': 'AUTH_RATE_LIMITER',
  '/api/resend-verification': 'AUTH_RATE_LIMITER',
  '/api/passkeys/registration/options': 'AUTH_RATE_LIMITER',
  '/api/passkeys/registration/verify': 'AUTH_RATE_LIMITER',
  '/api/passkeys/authentication/options': 'AUTH_RATE_LIMITER',
  '/api/passkeys/authentication/verify': 'AUTH_RATE_LIMITER',
  '/api/submissions': 'FORM_RATE_LIMITER',
  '/api/sponsor-submissions': 'FORM_RATE_LIMITER',
};

export const RATE_LIMITED_MESSAGE = said('errors.rateLimited');

const windows = new Map<string, { window: number; count: number }>();
const MAX_TRACKED_KEYS = 10_000;

/** The fallback: a fixed window per isolate. True when the request may proceed. */
function withinMemoryLimit(key: string, limit: number, now = Date.now()): boolean {
  const window = Math.floor(now / (PERIOD_SECONDS * 1000));
  if (windows.size >= MAX_TRACKED_KEYS) {
    for (const [k, v] of windows) if (v.window !== window) windows.delete(k);
  }
  const entry = windows.get(key);
  if (!entry || entry.window !== window) {
    windows.set(key, { window, count: 1 });
    return true;
  }
  entry.count += 1;
  return entry.count <= limit;
}

async function withinLimit(env: Env, name: LimiterName, key: string): Promise<boolean> {
  const binding = env[name];
  if (binding) {
    try {
      return (await binding.limit({ key })).success;
    } catch (err) {
      console.error('Rate-limit binding failed; using the in-memory limit', name, err);
    }
  }
  return withinMemoryLimit(`${name}:${key}`, LIMITS[name]);
}

/**
 * Limits are off only when RATE_LIMITS is "off" and both the site (PUBLIC_ORIGIN) and the
 * request are plain http on this machine: the browser tests, which submit forms many times a
 * minute from 127.0.0.1. A deployed site cannot switch them off.
 */
const limitsOff = (env: Env, url: string) =>
  env.RATE_LIMITS === 'off' && isPlainHttpLoopback(env.PUBLIC_ORIGIN) && isPlainHttpLoopback(url);

export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const name = c.req.method === 'POST' ? LIMITED_POSTS[c.req.path] : undefined;
  if (name && !limitsOff(c.env, c.req.url)) {
    const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
    if (!(await withinLimit(c.env, name, `${c.req.path}:${ip}`))) {
      throw new ApiError(429, RATE_LIMITED_MESSAGE, undefined, { 'Retry-After': String(PERIOD_SECONDS) });
    }
  }
  await next();
});

/**
 * The same per-IP limit on a route with path parameters, which LIMITED_POSTS cannot name:
 * mounted on the route itself, with one budget per `scope` and IP (every listing's 'These times
 * are right' button shares one).
 */
export const limitPerIp = (name: LimiterName, scope: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!limitsOff(c.env, c.req.url)) {
      const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
      if (!(await withinLimit(c.env, name, `${scope}:${ip}`))) {
        throw new ApiError(429, RATE_LIMITED_MESSAGE, undefined, { 'Retry-After': String(PERIOD_SECONDS) });
      }
    }
    await next();
  });
