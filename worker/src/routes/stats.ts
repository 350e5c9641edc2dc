// Figures: public (home page, structured data) and the admin dashboard's.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/session.ts';
import { adminStats, publicStats } from '../services/stats.ts';

/**
 * The public figures cost a pass over every listing and change slowly, while every home page
 * asks for them: they are kept in the edge cache (and the browser's) for five minutes.
 */
const PUBLIC_STATS_MAX_AGE = 300;

export const statsRoutes = new Hono<AppEnv>()
  .get('/stats/public', async (c) => {
    const key = new Request(new URL('/api/stats/public', c.req.url));
    const cached = await caches.default.match(key);
    if (cached) return cached;
    const res = c.json(await publicStats(c.var.db), 200, { 'Cache-Control': `public, max-age=${PUBLIC_STATS_MAX_AGE}` });
    await caches.default.put(key, res.clone());
    return res;
  })
  .get('/admin/stats', requireAdmin, async (c) => c.json(await adminStats(c.var.db)));
