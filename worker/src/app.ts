import { Hono } from 'hono';
import { apiRoutes } from './api.ts';
import type { AppEnv } from './env.ts';
import { csrf } from './middleware/csrf.ts';
import { d1Session, primaryForStaff } from './middleware/d1-session.ts';
import { edgeCache } from './middleware/edge-cache.ts';
import { onError } from './middleware/errors.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { requestLanguage } from './middleware/language.ts';
import { jsonBodyLimit, securityHeaders } from './middleware/security.ts';
import { session } from './middleware/session.ts';
import { privateCache } from './middleware/private-cache.ts';
import { objectServing } from './routes/objects.ts';
import { embedRoutes } from './routes/embed.ts';
import { PAGE_ROUTE_PATHS, pageRoutes } from './routes/pages.ts';
import { spaFallbackOrNotFound } from './routes/spa-fallback.ts';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(spaFallbackOrNotFound);

  // First, so every answer after it, refusals included, is worded in the request's language.
  app.use('*', requestLanguage);
  app.use('*', securityHeaders);
  app.use('*', d1Session);
  // Cheap refusals first: oversized JSON, cross-site writes, rate limits; then the edge cache
  // (anonymous public reads end there when it holds the answer), then the session.
  app.use('*', jsonBodyLimit, csrf, rateLimit);
  // Outermost on /api: personal and role-dependent answers leave as `private, no-store` with
  // `Vary: Cookie`, whatever the edge cache inside it stored for anonymous visitors.
  app.use('/api/*', privateCache);
  const cache = edgeCache((request, env, ctx) => app.fetch(request, env, ctx));
  app.use('/api/*', cache);
  // The pages the Worker writes (a listing's, the sitemaps) are public reads too.
  for (const path of PAGE_ROUTE_PATHS) app.use(path, cache);
  app.use('/api/*', session, primaryForStaff);

  app.route('/', apiRoutes);
  app.route('/objects', objectServing);
  app.route('/', embedRoutes);
  app.route('/', pageRoutes);
  return app;
}

export const app = createApp();
export type { AppType } from './api.ts';
