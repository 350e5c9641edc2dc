// Sponsor inquiries: the public form posts one; admins list, review and delete them.
import { Hono } from 'hono';
import { idParam } from '#contract/fields.ts';
import { sponsorSubmissionInput } from '#contract/sponsor-submissions.ts';
import { reviewStatusInput } from '#contract/submissions.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import {
  createSponsorSubmission,
  deleteSponsorSubmission,
  listSponsorSubmissions,
  reviewSponsorSubmission,
} from '../services/sponsors/submissions.ts';

export const sponsorSubmissionRoutes = new Hono<AppEnv>()
  .post('/sponsor-submissions', validate('json', sponsorSubmissionInput), async (c) => {
    return c.json(await createSponsorSubmission(c.var.db, c.req.valid('json')), 201);
  })
  .get('/sponsor-submissions', requireAdmin, async (c) => {
    return c.json(await listSponsorSubmissions(c.var.db));
  })
  .patch('/sponsor-submissions/:id{[0-9]+}', requireAdmin, validate('param', idParam), validate('json', reviewStatusInput), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await reviewSponsorSubmission(c.var.db, id, c.req.valid('json').status, c.var.user!.id));
  })
  .delete('/sponsor-submissions/:id{[0-9]+}', requireAdmin, validate('param', idParam), async (c) => {
    await deleteSponsorSubmission(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
