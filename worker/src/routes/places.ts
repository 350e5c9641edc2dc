import { Hono } from 'hono';
import { placeSearchQuery, reverseQuery } from '#contract/places.ts';
import { SUGGEST_LIMIT } from '#domain/places.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { searchByPlace } from '../services/directory/place-search.ts';
import { nearestPlace, resolvePlace, suggestPlaces, visitorCountry } from '../services/places/gazetteer.ts';

/**
 * The places data changes only when it is reloaded. The answer also depends on the visitor's
 * country (near ties), which Cloudflare sets per request: caches must key on it.
 */
const CACHE = { 'Cache-Control': 'public, max-age=86400', Vary: 'cf-ipcountry' };

export const placeRoutes = new Hono<AppEnv>()
  .get('/places/resolve', validate('query', placeSearchQuery), async (c) => {
    const { q } = c.req.valid('query');
    const place = await resolvePlace(c.var.db, q, { visitorCountry: visitorCountry(c.req.header('cf-ipcountry')) });
    // The page adds the hints to this message.
    if (!place) throw new ApiError(404, said('errors.locationNotFound', { query: q }));
    return c.json(place, 200, CACHE);
  })
  .get('/places/suggest', validate('query', placeSearchQuery), async (c) => {
    const { q } = c.req.valid('query');
    return c.json(
      await suggestPlaces(c.var.db, q, SUGGEST_LIMIT, { visitorCountry: visitorCountry(c.req.header('cf-ipcountry')) }),
      200,
      CACHE,
    );
  })
  .get('/places/search', validate('query', placeSearchQuery), async (c) => {
    const { q } = c.req.valid('query');
    // Listings change, so only briefly cached.
    return c.json(await searchByPlace(c.var.db, q, { visitorCountry: visitorCountry(c.req.header('cf-ipcountry')) }), 200, {
      'Cache-Control': 'public, max-age=60',
      Vary: 'cf-ipcountry',
    });
  })
  .get('/places/reverse', validate('query', reverseQuery), async (c) => {
    const { lat, lng } = c.req.valid('query');
    const place = await nearestPlace(c.var.db, lat, lng);
    if (!place) throw new ApiError(404, said('errors.noCityNearCoordinates'));
    return c.json(place, 200, CACHE);
  });
