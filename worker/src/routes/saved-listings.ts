// The listings a signed-in visitor saved for offline use (docs/privacy.md): list, add (one, or a
// device's list in one request when signing in), remove. Every route needs a session; none
// changes public data, and every answer is personal (`private, no-store`: the session middleware).
import { Hono } from 'hono';
import { idParam } from '#contract/fields.ts';
import { savedListingsInput } from '#contract/saved-listings.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { addOneSaved, addSaved, listSaved, removeSaved } from '../services/account/saved-listings.ts';

export const savedListingRoutes = new Hono<AppEnv>()
  .get('/account/saved-listings', requireUser, async (c) => c.json(await listSaved(c.var.db, c.var.user!.id)))
  .post('/account/saved-listings', requireUser, validate('json', savedListingsInput), async (c) =>
    c.json(await addSaved(c.var.db, c.var.user!.id, c.req.valid('json').ids)),
  )
  .put('/account/saved-listings/:id{[0-9]+}', requireUser, validate('param', idParam), async (c) =>
    c.json(await addOneSaved(c.var.db, c.var.user!.id, c.req.valid('param').id)),
  )
  .delete('/account/saved-listings/:id{[0-9]+}', requireUser, validate('param', idParam), async (c) => {
    await removeSaved(c.var.db, c.var.user!.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
