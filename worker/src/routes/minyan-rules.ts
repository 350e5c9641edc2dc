// A listing's minyan rules: read, add, preview unsaved ones, change and delete. One router serves
// the admin's editor (/synagogues/:id/minyanim) and a manager's (/manage/synagogues/:id/minyanim):
// every route naming the listing carries requireListingManager, which admits admins and that
// listing's managers, and the change log records which of the two acted (actorOf). Numeric id
// patterns keep these routes clear of /minyanim/next.
import { Hono } from 'hono';
import { idParam } from '#contract/fields.ts';
import { minyanInput, minyanPatch, minyanPreviewInput } from '#contract/minyanim.ts';
import { z } from '#contract/zod.ts';
import type { AppEnv } from '../env.ts';
import { requireListingManager } from '../middleware/listing-manager.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { actorOf } from '../services/listings/change-log.ts';
import { previewRules } from '../services/minyanim/listing.ts';
import { createRule, deleteRule, findListing, listRules, toMinyan, updateRule } from '../services/minyanim/store.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive({ error: `${name} must be a positive integer` });
const ruleParam = z.object({ id: positiveId('id'), minyanId: positiveId('minyanId') });

/** The rules of the listing in `:id`, mounted under each path that names a listing. */
const listingRules = new Hono<AppEnv>()
  .get('/', requireListingManager, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await findListing(c.var.db, id, { includeInactive: true });
    return c.json((await listRules(c.var.db, id)).map(toMinyan));
  })
  .post('/', requireListingManager, changesPublic('directory'), validate('param', idParam), validate('json', minyanInput), async (c) => {
    return c.json(toMinyan(await createRule(c.var.db, c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user!))), 201);
  })
  .post('/preview', requireListingManager, validate('param', idParam), validate('json', minyanPreviewInput), async (c) => {
    const { rules, days } = c.req.valid('json');
    return c.json(await previewRules(c.var.db, c.req.valid('param').id, rules, days, new Date()));
  });

const MANAGED_RULE = '/manage/synagogues/:id{[0-9]+}/minyanim/:minyanId{[0-9]+}';

export const minyanRuleRoutes = new Hono<AppEnv>()
  .route('/synagogues/:id{[0-9]+}/minyanim', listingRules)
  .route('/manage/synagogues/:id{[0-9]+}/minyanim', listingRules)
  // One rule of the listing: a rule of another listing answers 404.
  .patch(
    MANAGED_RULE,
    requireListingManager,
    changesPublic('directory'),
    validate('param', ruleParam),
    validate('json', minyanPatch),
    async (c) => {
      const { id, minyanId } = c.req.valid('param');
      return c.json(toMinyan(await updateRule(c.var.db, minyanId, c.req.valid('json'), actorOf(c.var.user!), id)));
    },
  )
  .delete(MANAGED_RULE, requireListingManager, changesPublic('directory'), validate('param', ruleParam), async (c) => {
    const { id, minyanId } = c.req.valid('param');
    await deleteRule(c.var.db, minyanId, actorOf(c.var.user!), id);
    return c.body(null, 204);
  })
  // The admin editor's form: the rule alone, no listing in the path to check a manager against, so admins only.
  .patch(
    '/minyanim/:id{[0-9]+}',
    requireAdmin,
    changesPublic('directory'),
    validate('param', idParam),
    validate('json', minyanPatch),
    async (c) => {
      return c.json(toMinyan(await updateRule(c.var.db, c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user!))));
    },
  )
  .delete('/minyanim/:id{[0-9]+}', requireAdmin, changesPublic('directory'), validate('param', idParam), async (c) => {
    await deleteRule(c.var.db, c.req.valid('param').id, actorOf(c.var.user!));
    return c.body(null, 204);
  });
