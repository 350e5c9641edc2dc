// Shul managers: members ask to manage a listing, admins approve, reject and revoke; a listing's
// managers (and admins) edit its details and announcements and review visitors' proposed times
// (its rules: minyan-rules.ts); admins read a listing's change log and revert one change.
// Every /manage/synagogues/:id route carries requireListingManager (admin-routes.test.ts checks).
import { Hono } from 'hono';
import { z } from '#contract/zod.ts';
import { announcementInput, announcementPatch } from '#contract/announcements.ts';
import { idParam } from '#contract/fields.ts';
import { managerListingPatch, managerParam, managerRequestInput, managerRequestListQuery } from '#contract/managers.ts';
import { proposalListQuery, timeProposalInput } from '#contract/proposals.ts';
import type { AppEnv } from '../env.ts';
import { requireListingManager } from '../middleware/listing-manager.ts';
import { limitPerIp } from '../middleware/rate-limit.ts';
import { requireAdmin, requireUser } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { createAnnouncement, deleteAnnouncement, listAnnouncements, updateAnnouncement } from '../services/listings/announcements.ts';
import { actorOf, listingHistory } from '../services/listings/change-log.ts';
import { updateListing } from '../services/listings/write.ts';
import {
  listManagerRequests,
  listManagers,
  managedListings,
  requestToManage,
  reviewManagerRequest,
  revokeManager,
} from '../services/listings/managers.ts';
import { findListing } from '../services/minyanim/store.ts';
import { acceptProposal, createProposal, listingProposals, rejectProposal, unmanagedProposals } from '../services/listings/proposals.ts';
import { revertChange } from '../services/listings/revert.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive({ error: `${name} must be a positive integer` });
const announcementParam = z.object({ id: positiveId('id'), announcementId: positiveId('announcementId') });
const proposalParam = z.object({ id: positiveId('id'), proposalId: positiveId('proposalId') });

const LISTING = '/manage/synagogues/:id{[0-9]+}';

export const managerRoutes = new Hono<AppEnv>()
  // Members: ask to manage; see what they manage.
  .post(
    '/synagogues/:id{[0-9]+}/manager-requests',
    requireUser,
    validate('param', idParam),
    validate('json', managerRequestInput),
    async (c) => {
      return c.json(await requestToManage(c.var.db, c.req.valid('param').id, c.var.user!, c.req.valid('json')), 201);
    },
  )
  .get('/manage/listings', requireUser, async (c) => c.json(await managedListings(c.var.db, c.var.user!.id, new Date())))

  // Admins: review requests, list and revoke managers, the change log, unmanaged proposals.
  .get('/manager-requests', requireAdmin, validate('query', managerRequestListQuery), async (c) => {
    return c.json(await listManagerRequests(c.var.db, c.req.valid('query').status));
  })
  .post('/manager-requests/:id{[0-9]+}/approve', requireAdmin, validate('param', idParam), async (c) => {
    return c.json(await reviewManagerRequest(c.var.db, c.req.valid('param').id, 'approved', c.var.user!.id));
  })
  .post('/manager-requests/:id{[0-9]+}/reject', requireAdmin, validate('param', idParam), async (c) => {
    return c.json(await reviewManagerRequest(c.var.db, c.req.valid('param').id, 'rejected', c.var.user!.id));
  })
  .get('/synagogues/:id{[0-9]+}/managers', requireAdmin, validate('param', idParam), async (c) => {
    return c.json(await listManagers(c.var.db, c.req.valid('param').id));
  })
  .delete('/synagogues/:id{[0-9]+}/managers/:userId', requireAdmin, validate('param', managerParam), async (c) => {
    const { id, userId } = c.req.valid('param');
    await revokeManager(c.var.db, id, userId);
    return c.body(null, 204);
  })
  .get('/admin/proposals', requireAdmin, validate('query', proposalListQuery), async (c) => {
    return c.json(await unmanagedProposals(c.var.db, c.req.valid('query').status));
  })
  .get('/admin/synagogues/:id{[0-9]+}/changes', requireAdmin, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await findListing(c.var.db, id, { includeInactive: true });
    return c.json({ synagogueId: id, changes: await listingHistory(c.var.db, id) });
  })
  .post('/admin/changes/:id{[0-9]+}/revert', requireAdmin, changesPublic('directory'), validate('param', idParam), async (c) => {
    return c.json(await revertChange(c.var.db, c.req.valid('param').id, actorOf(c.var.user!)));
  })

  // Visitors: 'The times are wrong'.
  .post(
    '/synagogues/:id{[0-9]+}/proposals',
    limitPerIp('FORM_RATE_LIMITER', 'proposal'),
    validate('param', idParam),
    validate('json', timeProposalInput),
    async (c) => {
      return c.json(await createProposal(c.var.db, c.req.valid('param').id, c.req.valid('json')), 201);
    },
  )

  // The manager area: the listing's details, announcements and proposals.
  .patch(
    LISTING,
    requireListingManager,
    changesPublic('directory'),
    validate('param', idParam),
    validate('json', managerListingPatch),
    async (c) => {
      return c.json(await updateListing(c.var.db, c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user!)));
    },
  )
  .get(`${LISTING}/announcements`, requireListingManager, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await findListing(c.var.db, id, { includeInactive: true });
    return c.json(await listAnnouncements(c.var.db, id));
  })
  .post(
    `${LISTING}/announcements`,
    requireListingManager,
    changesPublic('directory'),
    validate('param', idParam),
    validate('json', announcementInput),
    async (c) => {
      const { id } = c.req.valid('param');
      await findListing(c.var.db, id, { includeInactive: true });
      return c.json(await createAnnouncement(c.var.db, id, c.req.valid('json'), actorOf(c.var.user!)), 201);
    },
  )
  .patch(
    `${LISTING}/announcements/:announcementId{[0-9]+}`,
    requireListingManager,
    changesPublic('directory'),
    validate('param', announcementParam),
    validate('json', announcementPatch),
    async (c) => {
      const { id, announcementId } = c.req.valid('param');
      return c.json(await updateAnnouncement(c.var.db, id, announcementId, c.req.valid('json'), actorOf(c.var.user!)));
    },
  )
  .delete(
    `${LISTING}/announcements/:announcementId{[0-9]+}`,
    requireListingManager,
    changesPublic('directory'),
    validate('param', announcementParam),
    async (c) => {
      const { id, announcementId } = c.req.valid('param');
      await deleteAnnouncement(c.var.db, id, announcementId, actorOf(c.var.user!));
      return c.body(null, 204);
    },
  )
  .get(`${LISTING}/proposals`, requireListingManager, validate('param', idParam), validate('query', proposalListQuery), async (c) => {
    return c.json(await listingProposals(c.var.db, c.req.valid('param').id, c.req.valid('query').status));
  })
  .post(
    `${LISTING}/proposals/:proposalId{[0-9]+}/accept`,
    requireListingManager,
    changesPublic('directory'),
    validate('param', proposalParam),
    async (c) => {
      const { id, proposalId } = c.req.valid('param');
      return c.json(await acceptProposal(c.var.db, id, proposalId, c.var.user!));
    },
  )
  .post(`${LISTING}/proposals/:proposalId{[0-9]+}/reject`, requireListingManager, validate('param', proposalParam), async (c) => {
    const { id, proposalId } = c.req.valid('param');
    return c.json(await rejectProposal(c.var.db, id, proposalId, c.var.user!));
  });
