import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Personal and role-dependent answers must never be kept by a shared cache or shown from the
 * browser's cache to the next person at the keyboard. Every /api answer varies by the session
 * cookie (`Vary: Cookie`); it is `private, no-store` unless its route declared it public (texts,
 * places, calendars: the same for everyone), and always when the caller is signed in, since
 * what a signed-in user sees may depend on their role.
 */
export const privateCache = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const apply = (headers: Headers) => {
    headers.append('Vary', 'Cookie');
    const declared = headers.get('Cache-Control') ?? '';
    if (c.var.user || !/\bpublic\b/.test(declared)) headers.set('Cache-Control', PRIVATE_NO_STORE);
  };
  try {
    apply(c.res.headers);
  } catch {
    // A response passed through from a cache or binding has immutable headers: copy it.
    c.res = new Response(c.res.body, c.res);
    apply(c.res.headers);
  }
});
