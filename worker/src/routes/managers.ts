// Shul managers: members ask to manage a listing, admins approve, reject and revoke (the member is
// mailed either way); a listing's managers (and admins) edit its details and announcements, review
// visitors' proposed changes (its rules: minyan-rules.ts), and read and undo its change log.
// Every /manage/synagogues/:id route carries requireListingManager (admin-routes.test.ts checks).
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { z } from '#contract/zod.ts';
import { announcementInput, announcementPatch } from '#contract/announcements.ts';
import { idParam } from '#contract/fields.ts';
import { managerListingPatch, managerParam, managerRequestInput, managerRequestListQuery } from '#contract/managers.ts';
import { proposalAcceptInput, proposalListQuery, proposalPreviewInput, timeProposalInput } from '#contract/proposals.ts';
import { RTL_LOCALES, type Locale } from '#domain/languages.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { translator } from '../i18n/translate.ts';
import { requestLocale } from '../middleware/language.ts';
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
  managerRequestReviewedMail,
  requestToManage,
  reviewManagerRequest,
  revokeManager,
} from '../services/listings/managers.ts';
import { findListing } from '../services/minyanim/store.ts';
import { digestLanguage, stopDigests } from '../services/listings/digest.ts';
import {
  acceptProposal,
  createProposal,
  listingProposals,
  previewChanges,
  rejectProposal,
  unmanagedProposals,
} from '../services/listings/proposals.ts';
import { proposalReviewedMail } from '../services/mail/keeping-mail.ts';
import { sendMail, type MailMessage } from '../services/mail/send.ts';
import { revertChange } from '../services/listings/revert.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive({ error: `${name} must be a positive integer` });
const announcementParam = z.object({ id: positiveId('id'), announcementId: positiveId('announcementId') });
const proposalParam = z.object({ id: positiveId('id'), proposalId: positiveId('proposalId') });
const changeParam = z.object({ id: positiveId('id'), changeId: positiveId('changeId') });
const digestToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Unknown or revoked address' }) });

const origin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;

/** Sends a mail after the response, so that no answer waits on the mail service. */
const mailLater = (c: Context<AppEnv>, message: Promise<MailMessage | null> | null) =>
  c.executionCtx.waitUntil(Promise.resolve(message).then((m) => (m ? sendMail(c.env, m) : undefined)));

/** A small page in the manager's language: the unsubscribe link is opened from a mail, outside the app. */
function digestPage(language: Locale, title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="${language}" dir="${RTL_LOCALES.has(language) ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem">
        <h1 style="font-size:1.4rem">${title}</h1>
        ${body}
      </body>
    </html>`;
}

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
    const request = await reviewManagerRequest(c.var.db, c.req.valid('param').id, 'approved', c.var.user!.id);
    mailLater(c, managerRequestReviewedMail(c.var.db, request, origin(c)));
    return c.json(request);
  })
  .post('/manager-requests/:id{[0-9]+}/reject', requireAdmin, validate('param', idParam), async (c) => {
    const request = await reviewManagerRequest(c.var.db, c.req.valid('param').id, 'rejected', c.var.user!.id);
    mailLater(c, managerRequestReviewedMail(c.var.db, request, origin(c)));
    return c.json(request);
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
      return c.json(await createProposal(c.var.db, c.req.valid('param').id, c.req.valid('json'), requestLocale(c)), 201);
    },
  )
  // The week before and after some changes, and the services they empty: shown before sending, and before accepting.
  .post('/synagogues/:id{[0-9]+}/proposals/preview', validate('param', idParam), validate('json', proposalPreviewInput), async (c) => {
    return c.json(await previewChanges(c.var.db, c.req.valid('param').id, c.req.valid('json').changes, new Date()));
  })

  // A manager's daily digest of new proposals stops from its mail, without signing in.
  .get('/manage/digest/unsubscribe', validate('query', digestToken), async (c) => {
    const { token } = c.req.valid('query');
    const language = (await digestLanguage(c.var.db, token)) ?? requestLocale(c);
    const t = translator(language);
    // A GET changes nothing: mail scanners open links. The button posts.
    return c.html(
      digestPage(
        language,
        t('keeping.unsubscribe.title'),
        html`<form method="post" action="/api/manage/digest/unsubscribe?token=${token}">
          <p>${t('keeping.unsubscribe.ask')}</p>
          <button type="submit" style="font-size:1rem;padding:0.5rem 1rem">${t('keeping.unsubscribe.button')}</button>
        </form>`,
      ),
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .post('/manage/digest/unsubscribe', validate('query', digestToken), async (c) => {
    const { token } = c.req.valid('query');
    const language = (await digestLanguage(c.var.db, token)) ?? requestLocale(c);
    if (!(await stopDigests(c.var.db, token))) throw new ApiError(404, said('keeping.unsubscribe.unknown'));
    const t = translator(language);
    return c.html(digestPage(language, t('keeping.unsubscribe.doneTitle'), html`<p>${t('keeping.unsubscribe.done')}</p>`), 200, {
      'Cache-Control': 'no-store',
    });
  })

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
    validate('json', proposalAcceptInput),
    async (c) => {
      const { id, proposalId } = c.req.valid('param');
      const result = await acceptProposal(c.var.db, id, proposalId, c.var.user!, c.req.valid('json'));
      mailLater(c, proposalReviewedMail(result.proposal, origin(c)));
      return c.json(result);
    },
  )
  .post(`${LISTING}/proposals/:proposalId{[0-9]+}/reject`, requireListingManager, validate('param', proposalParam), async (c) => {
    const { id, proposalId } = c.req.valid('param');
    const proposal = await rejectProposal(c.var.db, id, proposalId, c.var.user!);
    mailLater(c, proposalReviewedMail(proposal, origin(c)));
    return c.json(proposal);
  })

  // The listing's change log, for its managers: read it, and undo one change (a change of another listing is not found).
  .get(`${LISTING}/changes`, requireListingManager, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await findListing(c.var.db, id, { includeInactive: true });
    return c.json({ synagogueId: id, changes: await listingHistory(c.var.db, id) });
  })
  .post(
    `${LISTING}/changes/:changeId{[0-9]+}/revert`,
    requireListingManager,
    changesPublic('directory'),
    validate('param', changeParam),
    async (c) => {
      const { id, changeId } = c.req.valid('param');
      return c.json(await revertChange(c.var.db, changeId, actorOf(c.var.user!), { synagogueId: id }));
    },
  );
