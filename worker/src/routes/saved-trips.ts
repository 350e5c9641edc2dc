// Trips saved to the signed-in account from /trip (docs/privacy.md): listed, saved and deleted by
// their owner only. Planning a trip needs no account and stores nothing (./trips.ts).
import { Hono } from 'hono';
import { idParam } from '#contract/fields.ts';
import { savedTripInput, type SavedTrip } from '#contract/saved-trips.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { deleteSavedTrip, listSavedTrips, saveTrip, toSavedTrip } from '../services/trips/saved.ts';

export const savedTripRoutes = new Hono<AppEnv>()
  .get('/account/trips', requireUser, async (c) => {
    const rows = await listSavedTrips(c.var.db, c.var.user!.id);
    return c.json(rows.map((r): SavedTrip => toSavedTrip(r)));
  })
  .post('/account/trips', requireUser, validate('json', savedTripInput), async (c) => {
    const row = await saveTrip(c.var.db, c.var.user!.id, c.req.valid('json'));
    return c.json(toSavedTrip(row), 201);
  })
  // Another account's trip answers as one that does not exist.
  .delete('/account/trips/:id{[0-9]+}', requireUser, validate('param', idParam), async (c) => {
    await deleteSavedTrip(c.var.db, c.var.user!.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
