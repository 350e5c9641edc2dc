import { Hono } from 'hono';
import { createDb } from './db.ts';
import type { AppEnv } from './env.ts';
import { onError, onNotFound } from './middleware/errors.ts';
import { session } from './middleware/session.ts';
import { synagogueRoutes } from './routes/synagogues.ts';

export function createApp() {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);

  app.use('*', async (c, next) => {
    c.set('db', createDb(c.env.DB));
    await next();
  });
  app.use('/api/*', session);

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api', synagogueRoutes);
  return app;
}

export const app = createApp();
export type App = typeof app;
