import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { SECURITY_HEADERS } from '../security-policy.ts';

/**
 * Sets the site's security headers (security-policy.ts) on every response the Worker gives,
 * errors and 404s included, unless a route chose its own value.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A page that allows framing in its own CSP (the embed) must not get the site's X-Frame-Options: DENY.
  const framable = /frame-ancestors \*/.test(c.res.headers.get('Content-Security-Policy') ?? '');
  const missing = Object.entries(SECURITY_HEADERS).filter(
    ([name]) => !c.res.headers.has(name) && !(framable && name === 'X-Frame-Options'),
  );
  const apply = (headers: Headers) => missing.forEach(([name, value]) => headers.set(name, value));
  try {
    apply(c.res.headers);
  } catch {
    // A response passed through from fetch() or a binding has immutable headers: copy it.
    c.res = new Response(c.res.body, c.res);
    apply(c.res.headers);
  }
});

export const MAX_JSON_BYTES = 1024 * 1024;

const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw new ApiError(413, said('errors.bodyTooLarge'));
  },
});

/** 413 for JSON bodies over 1 MB (uploads, which are not JSON, have their own limits). */
export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (/\bjson\b/i.test(type)) return jsonLimit(c, next);
  await next();
});
