// A trip's minyanim and times: planned from its stops, kept nowhere (docs/privacy.md).
import { Hono, type Context } from 'hono';
import { tripInput, tripQuery } from '#contract/trips.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { tripCalendar } from '../services/trips/calendar.ts';
import { planTrip } from '../services/trips/plan.ts';

const origin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;

export const tripRoutes = new Hono<AppEnv>()
  .post('/trips/plan', validate('json', tripInput), async (c) => c.json(await planTrip(c.var.db, c.req.valid('json'))))
  .get('/trips/calendar.ics', validate('query', tripQuery), async (c) => {
    const trip = await planTrip(c.var.db, c.req.valid('query'));
    return c.body(tripCalendar(trip, origin(c), new Date()), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="trip.ics"',
      'cache-control': 'public, max-age=3600',
    });
  });
