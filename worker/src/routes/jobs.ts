// Import and geocoding jobs (admin only; docs/architecture.md: Jobs and the cron): POST /api/scrape-godaven and
// /api/geocode-synagogues-basic, plus the job list, one job, an import's changes, and cancel.
import { Hono, type Context } from 'hono';
import { jobListQuery, startImportInput, type GeocodeResponse, type JobConflict, type StartImportResponse } from '#contract/jobs.ts';
import type { JobRow } from '#db/tables.ts';
import { idParam } from '#contract/fields.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, fieldError, said } from '../errors.ts';
import { translator } from '../i18n/translate.ts';
import { requestLocale } from '../middleware/language.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { PartnerFeedConfigError } from '../services/importers/partner-feed.ts';
import { Budget, REQUEST_LIMITS } from '../services/jobs/budget.ts';
import { importChangesOf } from '../services/jobs/import-changes.ts';
import { advanceOne } from '../services/jobs/engine.ts';
import { runnersFor } from '../services/jobs/runner-registry.ts';
import { configuredSources, startGeocode, startImport } from '../services/jobs/start.ts';
import { cancelJob, getJob, listJobs, toJob } from '../services/jobs/store.ts';
import { changesPublic } from '../middleware/edge-cache.ts';

/** 409 with the job that is in the way: a second start answers 409 with the running job. */
const conflict = (c: Context<AppEnv>, active: JobRow) =>
  c.json(
    {
      message: translator(requestLocale(c))('errors.jobInTheWay', { kind: active.kind, status: active.status, id: active.id }),
      job: toJob(active),
    } satisfies JobConflict,
    409,
  );

export const jobRoutes = new Hono<AppEnv>()
  .use('/scrape-godaven', requireAdmin)
  .use('/geocode-synagogues-basic', requireAdmin)
  .use('/jobs', requireAdmin)
  .use('/jobs/*', requireAdmin)

  // Starts an import from the named source, else the first of IMPORT_SOURCES, else OpenStreetMap.
  // It runs in the cron's batches ("This will take several hours to complete").
  .post('/scrape-godaven', validate('json', startImportInput), async (c) => {
    const source = c.req.valid('json').source ?? configuredSources(c.env)[0] ?? 'osm';
    let result;
    try {
      result = await startImport(c.var.db, c.env, source, c.var.user!.id);
    } catch (error) {
      if (error instanceof PartnerFeedConfigError) throw fieldError('source', error.said);
      throw error;
    }
    if (!result.ok) return conflict(c, result.active);
    return c.json({ job: toJob(result.job), resumed: result.resumed ?? false } satisfies StartImportResponse, 202);
  })

  // Geocodes listings lacking coordinates: within the request while that takes a few seconds
  // (few listings), the rest as a job that the cron carries on.
  .post('/geocode-synagogues-basic', changesPublic('directory'), async (c) => {
    const db = c.var.db;
    const result = await startGeocode(db, c.var.user!.id);
    if (!result.ok) return conflict(c, result.active);
    await advanceOne(db, result.job.id, runnersFor({ db, env: c.env }), new Budget(REQUEST_LIMITS), Date.now());
    const job = (await getJob(db, result.job.id))!;
    return c.json({
      succeeded: job.updated,
      failed: job.failed,
      remaining: Math.max(0, job.total - job.processed),
      job: toJob(job),
    } satisfies GeocodeResponse);
  })

  .get('/jobs', validate('query', jobListQuery), async (c) => {
    const rows = await listJobs(c.var.db, c.req.valid('query'));
    return c.json(rows.map(toJob));
  })

  .get('/jobs/:id{[0-9]+}', validate('param', idParam), async (c) => {
    const row = await getJob(c.var.db, c.req.valid('param').id);
    if (!row) throw new ApiError(404, said('errors.jobNotFound'));
    return c.json(toJob(row));
  })

  // What an import run added, changed and deactivated (the jobs panel's lists).
  .get('/jobs/:id{[0-9]+}/changes', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await getJob(c.var.db, id))) throw new ApiError(404, said('errors.jobNotFound'));
    return c.json(await importChangesOf(c.var.db, id));
  })

  .post('/jobs/:id{[0-9]+}/cancel', validate('param', idParam), async (c) => {
    const result = await cancelJob(c.var.db, c.req.valid('param').id);
    if (!result) throw new ApiError(404, said('errors.jobNotFound'));
    if (!result.cancelled) throw new ApiError(409, said('errors.jobAlreadyDone', { id: result.job.id, status: result.job.status }));
    return c.json(toJob(result.job));
  });
