// The directory: public search, count, map viewport and city suggestions; admin create, edit
// and delete. GET /synagogues/:id (listing detail) lives with the minyanim routes. Ids match
// digits only, so /synagogues/count and /synagogues/viewport are never taken for an id.
import { Hono } from 'hono';
import type { z } from 'zod';
import type { PublicUser } from '#contract/auth.ts';
import { idParam } from '#contract/fields.ts';
import {
  PUBLIC_LIST_MAX,
  SEARCH_PAGE_SIZE,
  citySuggestQuery,
  synagogueInput,
  synagogueListQuery,
  synagoguePatch,
  viewportQuery,
} from '#contract/synagogues.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, fieldError, said } from '../errors.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { countSynagogues, listSynagogues, viewportSynagogues, type DirectoryQuery } from '../services/directory/reads.ts';
import { suggestSearch } from '../services/directory/place-search.ts';
import { visitorCountry } from '../services/places/gazetteer.ts';
import { actorOf } from '../services/listings/change-log.ts';
import { createListing, deleteListing, updateListing } from '../services/listings/write.ts';
import { snapViewport } from '../services/directory/viewport-grid.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

type ListQuery = z.output<typeof synagogueListQuery>;

/** The directory query a caller may make: the public sees active listings and pages of at most 100. */
function directoryQuery(q: ListQuery, user: PublicUser | null): DirectoryQuery {
  const admin = user?.role === 'admin';
  if (q.includeInactive === 'true' && !admin) throw new ApiError(403, said('errors.inactiveListingsAdminsOnly'));
  if (q.limit !== undefined && q.limit > PUBLIC_LIST_MAX && !admin) {
    throw fieldError('limit', said('errors.limitTooHigh', { max: PUBLIC_LIST_MAX }));
  }
  return {
    search: q.q ?? q.search,
    near: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng, radiusKm: q.radiusKm } : undefined,
    includeInactive: q.includeInactive === 'true',
  };
}

export const synagogueRoutes = new Hono<AppEnv>()
  .get('/synagogues', validate('query', synagogueListQuery), async (c) => {
    const q = c.req.valid('query');
    const dq = directoryQuery(q, c.var.user);
    return c.json(await listSynagogues(c.var.db, dq, { limit: q.limit ?? SEARCH_PAGE_SIZE, offset: q.offset }));
  })
  .get('/synagogues/count', validate('query', synagogueListQuery), async (c) => {
    const dq = directoryQuery(c.req.valid('query'), c.var.user);
    return c.json(await countSynagogues(c.var.db, dq));
  })
  .get('/synagogues/viewport', validate('query', viewportQuery), async (c) => {
    return c.json(await viewportSynagogues(c.var.db, snapViewport(c.req.valid('query'))));
  })
  .get('/cities/suggest', validate('query', citySuggestQuery), async (c) => {
    return c.json(await suggestSearch(c.var.db, c.req.valid('query').q, { visitorCountry: visitorCountry(c.req.header('cf-ipcountry')) }));
  })
  .post('/synagogues', requireAdmin, changesPublic('directory'), validate('json', synagogueInput), async (c) => {
    return c.json(await createListing(c.var.db, c.req.valid('json')), 201);
  })
  .patch(
    '/synagogues/:id{[0-9]+}',
    requireAdmin,
    changesPublic('directory'),
    validate('param', idParam),
    validate('json', synagoguePatch),
    async (c) => {
      return c.json(await updateListing(c.var.db, c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user!)));
    },
  )
  .delete('/synagogues/:id{[0-9]+}', requireAdmin, changesPublic('directory'), validate('param', idParam), async (c) => {
    await deleteListing(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
