// Uppy's S3 endpoints, mounted at /api so the endpoint is
// /api/uploads. Admins only; they sign against R2 with the S3 secrets and answer 501 without.
import { Hono, type Context } from 'hono';
import { LOGO_MAX_BYTES, multipartCompleteInput, multipartCreateInput, s3ParamsQuery, type UploadParameters } from '#contract/uploads.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { R2S3, r2Credentials } from '../services/storage/r2-s3.ts';
import { isLogoKey, newLogoKey } from '../services/storage/logo-keys.ts';

const NOT_CONFIGURED = said('errors.storageNotConfigured');

function storage(c: Context<AppEnv>): R2S3 {
  const creds = r2Credentials(c.env);
  if (!creds) throw new ApiError(501, NOT_CONFIGURED);
  return new R2S3(creds);
}

/** The `key` query of the multipart calls: only keys this server handed out. */
function uploadKey(c: Context<AppEnv>): string {
  const key = c.req.query('key') ?? '';
  if (!isLogoKey(key)) throw new ApiError(400, said('errors.uploadKeyNotIssued'), { key: said('errors.unknownUploadKey') });
  return key;
}

export const uploadRoutes = new Hono<AppEnv>()
  .use('/uploads/*', requireAdmin)
  .get('/uploads/s3/params', validate('query', s3ParamsQuery), async (c) => {
    const s3 = storage(c);
    const { type, size } = c.req.valid('query');
    const key = newLogoKey(type);
    const signed = await s3.presignPut(key, type, size);
    return c.json<UploadParameters>({ method: 'PUT', url: signed.url, fields: {}, headers: signed.headers, expires: signed.expires, key });
  })
  // Temporary credentials would let a browser sign anything in the bucket; this server signs instead.
  .get('/uploads/s3/sts', () => {
    throw new ApiError(501, said('errors.noTemporaryCredentials'));
  })
  .post('/uploads/s3/multipart', validate('json', multipartCreateInput), async (c) => {
    const s3 = storage(c);
    const { type } = c.req.valid('json');
    const key = newLogoKey(type);
    const uploadId = await s3.createMultipart(key, type);
    return c.json({ uploadId, key });
  })
  .get('/uploads/s3/multipart/:uploadId', async (c) => {
    const s3 = storage(c);
    return c.json(await s3.listParts(uploadKey(c), c.req.param('uploadId')));
  })
  .get('/uploads/s3/multipart/:uploadId/:partNumber', async (c) => {
    const s3 = storage(c);
    const key = c.req.query('key');
    const uploadId = c.req.param('uploadId');
    const partNumber = Number(c.req.param('partNumber'));
    if (!key || !uploadId || !Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
      throw new ApiError(400, said('errors.cannotSignPart'));
    }
    const signed = await s3.presignPart(uploadKey(c), uploadId, partNumber);
    return c.json({ url: signed.url, headers: signed.headers, expires: signed.expires });
  })
  .post('/uploads/s3/multipart/:uploadId/complete', validate('json', multipartCompleteInput), async (c) => {
    const s3 = storage(c);
    const key = uploadKey(c);
    const uploadId = c.req.param('uploadId');
    const { parts } = c.req.valid('json');
    // The size limit holds for multipart too: count what R2 actually received before joining it.
    const stored = await s3.listParts(key, uploadId);
    const wanted = new Set(parts.map((p) => p.PartNumber));
    const total = stored.filter((p) => wanted.has(p.PartNumber)).reduce((sum, p) => sum + p.Size, 0);
    if (total > LOGO_MAX_BYTES) {
      await s3.abortMultipart(key, uploadId);
      throw new ApiError(413, said('errors.logoTooLarge', { megabytes: LOGO_MAX_BYTES / 1024 / 1024 }));
    }
    const { location } = await s3.completeMultipart(key, uploadId, parts);
    return c.json({ location, key });
  })
  .delete('/uploads/s3/multipart/:uploadId', async (c) => {
    const s3 = storage(c);
    await s3.abortMultipart(uploadKey(c), c.req.param('uploadId'));
    return c.json({});
  });
