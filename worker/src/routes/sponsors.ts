// Sponsors: visitors get the active ones (public fields); admins get all and manage them.
import { Hono } from 'hono';
import { idParam } from '#contract/fields.ts';
import { sponsorInput, sponsorPatch, type PublicSponsor, type Sponsor } from '#contract/sponsors.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { createSponsor, deleteSponsor, listActiveSponsors, listAllSponsors, updateSponsor } from '../services/sponsors/sponsors.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

export const sponsorRoutes = new Hono<AppEnv>()
  .get('/sponsors', async (c) => {
    const db = c.var.db;
    // Declared, so that the answer's type keeps the admin's shape beside the public one.
    const list: Sponsor[] | PublicSponsor[] = c.var.user?.role === 'admin' ? await listAllSponsors(db) : await listActiveSponsors(db);
    return c.json(list);
  })
  .post('/sponsors', requireAdmin, changesPublic('promotions'), validate('json', sponsorInput), async (c) => {
    return c.json(await createSponsor(c.var.db, c.req.valid('json')), 201);
  })
  .patch(
    '/sponsors/:id{[0-9]+}',
    requireAdmin,
    changesPublic('promotions'),
    validate('param', idParam),
    validate('json', sponsorPatch),
    async (c) => {
      return c.json(await updateSponsor(c.var.db, c.req.valid('param').id, c.req.valid('json')));
    },
  )
  .delete('/sponsors/:id{[0-9]+}', requireAdmin, changesPublic('promotions'), validate('param', idParam), async (c) => {
    await deleteSponsor(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
