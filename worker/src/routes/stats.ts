// Figures: public (home page, structured data) and the admin dashboard's.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/session.ts';
import { adminStats, publicStats } from '../services/stats/figures.ts';

/**
 * The public figures cost a pass over every listing and change slowly, while every home page
 * asks for them: browsers keep them five minutes, and the edge cache (middleware/edge-cache.ts)
 * holds them until the next write.
 */
const PUBLIC_STATS_MAX_AGE = 300;

export const statsRoutes = new Hono<AppEnv>()
  .get('/stats/public', async (c) =>
    c.json(await publicStats(c.var.db), 200, { 'Cache-Control': `public, max-age=${PUBLIC_STATS_MAX_AGE}` }),
  )
  .get('/admin/stats', requireAdmin, async (c) => c.json(await adminStats(c.var.db)));
