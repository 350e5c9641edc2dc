// Ads: visitors get up to three current ones (public fields); admins get all and manage them.
import { Hono } from 'hono';
import { adInput, adPatch, type Ad, type PublicAd } from '#contract/ads.ts';
import { idParam } from '#contract/fields.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { createAd, deleteAd, listAllAds, listCurrentAds, updateAd } from '../services/sponsors/ads.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

export const adRoutes = new Hono<AppEnv>()
  .get('/ads', async (c) => {
    const db = c.var.db;
    // Declared, so that the answer's type keeps the admin's shape beside the public one.
    const list: Ad[] | PublicAd[] = c.var.user?.role === 'admin' ? await listAllAds(db) : await listCurrentAds(db);
    return c.json(list);
  })
  .post('/ads', requireAdmin, changesPublic('promotions'), validate('json', adInput), async (c) => {
    return c.json(await createAd(c.var.db, c.req.valid('json')), 201);
  })
  .patch(
    '/ads/:id{[0-9]+}',
    requireAdmin,
    changesPublic('promotions'),
    validate('param', idParam),
    validate('json', adPatch),
    async (c) => {
      return c.json(await updateAd(c.var.db, c.req.valid('param').id, c.req.valid('json')));
    },
  )
  .delete('/ads/:id{[0-9]+}', requireAdmin, changesPublic('promotions'), validate('param', idParam), async (c) => {
    await deleteAd(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
