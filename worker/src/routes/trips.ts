// A trip's minyanim and times: planned from its stops, kept nowhere (docs/privacy.md).
import { Hono, type Context } from 'hono';
import { tripCalendarQuery, tripInput } from '#contract/trips.ts';
import type { AppEnv } from '../env.ts';
import { requestLocale } from '../middleware/language.ts';
import { validate } from '../middleware/validate.ts';
import { tripCalendar } from '../services/trips/calendar.ts';
import { planTrip } from '../services/trips/plan.ts';

const origin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;

export const tripRoutes = new Hono<AppEnv>()
  // The plan's holiday names are in the request's language (Accept-Language); it is a POST, which no cache keeps.
  .post('/trips/plan', validate('json', tripInput), async (c) => c.json(await planTrip(c.var.db, c.req.valid('json'), requestLocale(c))))
  .get('/trips/calendar.ics', validate('query', tripCalendarQuery), async (c) => {
    const { lang, ...input } = c.req.valid('query');
    const trip = await planTrip(c.var.db, input, lang);
    return c.body(tripCalendar(trip, origin(c), new Date(), lang), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="trip.ics"',
      'cache-control': 'public, max-age=3600',
    });
  });
