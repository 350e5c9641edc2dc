// Location requests: anyone may send one; admins list and review them.
import { Hono } from 'hono';
import { idParam } from '#contract/fields.ts';
import { reviewStatusInput, submissionInput, submissionListQuery } from '#contract/submissions.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { createSubmission, listSubmissions, reviewSubmission } from '../services/listings/submissions.ts';

export const submissionRoutes = new Hono<AppEnv>()
  .post('/submissions', validate('json', submissionInput), async (c) => {
    return c.json(await createSubmission(c.var.db, c.req.valid('json')), 201);
  })
  .get('/submissions', requireAdmin, validate('query', submissionListQuery), async (c) => {
    return c.json(await listSubmissions(c.var.db, c.req.valid('query').status));
  })
  .patch('/submissions/:id{[0-9]+}', requireAdmin, validate('param', idParam), validate('json', reviewStatusInput), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await reviewSubmission(c.var.db, id, c.req.valid('json').status, c.var.user!.id));
  });
