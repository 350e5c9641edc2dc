import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { csrf } from './middleware/csrf.ts';
import { d1Session, primaryForStaff } from './middleware/d1-session.ts';
import { edgeCache } from './middleware/edge-cache.ts';
import { onError } from './middleware/errors.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { jsonBodyLimit, securityHeaders } from './middleware/security.ts';
import { session } from './middleware/session.ts';
import { privateCache } from './middleware/private-cache.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { jobRoutes } from './routes/jobs.ts';
import { placeRoutes } from './routes/places.ts';
import { objectRoutes, objectServing } from './routes/objects.ts';
import { embedRoutes, scheduleRoutes } from './routes/embed.ts';
import { managerRoutes } from './routes/managers.ts';
import { minyanRoutes } from './routes/minyanim.ts';
import { adRoutes } from './routes/ads.ts';
import { sponsorSubmissionRoutes } from './routes/sponsor-submissions.ts';
import { sponsorRoutes } from './routes/sponsors.ts';
import { spaFallbackOrNotFound } from './routes/spa-fallback.ts';
import { statsRoutes } from './routes/stats.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { synagogueRoutes } from './routes/synagogues.ts';
import { textRoutes } from './routes/texts.ts';
import { uploadRoutes } from './routes/uploads.ts';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(spaFallbackOrNotFound);

  app.use('*', securityHeaders);
  app.use('*', d1Session);
  // Cheap refusals first: oversized JSON, cross-site writes, rate limits; then the edge cache
  // (anonymous public reads end there when it holds the answer), then the session.
  app.use('*', jsonBodyLimit, csrf, rateLimit);
  // Outermost on /api: personal and role-dependent answers leave as `private, no-store` with
  // `Vary: Cookie`, whatever the edge cache inside it stored for anonymous visitors.
  app.use('/api/*', privateCache);
  app.use('/api/*', edgeCache((request, env, ctx) => app.fetch(request, env, ctx)));
  app.use('/api/*', session, primaryForStaff);

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api', authRoutes);
  app.route('/api', synagogueRoutes);
  app.route('/api', textRoutes);
  app.route('/api', placeRoutes);
  app.route('/api', calendarRoutes);
  app.route('/api', submissionRoutes);
  app.route('/api', sponsorRoutes);
  app.route('/api', adRoutes);
  app.route('/api', sponsorSubmissionRoutes);
  app.route('/api', statsRoutes);
  app.route('/api', minyanRoutes);
  app.route('/api', managerRoutes);
  app.route('/api', scheduleRoutes);
  app.route('/api', objectRoutes);
  app.route('/api', uploadRoutes);
  app.route('/api', jobRoutes);
  app.route('/objects', objectServing);
  app.route('/', embedRoutes);
  return app;
}

export const app = createApp();
export type App = typeof app;
