import { Hono } from 'hono';
import { placeSearchQuery, reverseQuery } from '../../../schema/place-queries.ts';
import { SUGGEST_LIMIT } from '../../../schema/places.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { nearestPlace, resolvePlace, suggestPlaces } from '../services/places.ts';

/** The places data changes only when it is reloaded. */
const CACHE = { 'Cache-Control': 'public, max-age=86400' };

export const placeRoutes = new Hono<AppEnv>()
  .get('/places/resolve', validate('query', placeSearchQuery), async (c) => {
    const { q } = c.req.valid('query');
    const place = await resolvePlace(c.var.db, q);
    // Spec §8's message; the page adds the hints.
    if (!place) throw new ApiError(404, `Location "${q}" not found.`);
    return c.json(place, 200, CACHE);
  })
  .get('/places/suggest', validate('query', placeSearchQuery), async (c) => {
    const { q } = c.req.valid('query');
    return c.json(await suggestPlaces(c.var.db, q, SUGGEST_LIMIT), 200, CACHE);
  })
  .get('/places/reverse', validate('query', reverseQuery), async (c) => {
    const { lat, lng } = c.req.valid('query');
    const place = await nearestPlace(c.var.db, lat, lng);
    if (!place) throw new ApiError(404, 'No city found near these coordinates.');
    return c.json(place, 200, CACHE);
  });
