// Logo upload (docs/architecture.md: Logos in R2) and serving of stored objects.
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type { z } from 'zod';
import { LOGO_MAX_BYTES, normalizeInput, uploadRequestInput, type NormalizeResponse, type UploadResponse } from '#contract/uploads.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said, validationError } from '../errors.ts';
import { requireAdmin } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { contentTypeOfKey } from '../services/storage/logo-keys.ts';
import { createLogoUpload, isAccepted, normalizeUpload, storeLocalUpload } from '../services/storage/logo-uploads.ts';

const TOO_LARGE = said('errors.logoTooLarge', { megabytes: LOGO_MAX_BYTES / 1024 / 1024 });

/** Like `validate('json', …)`, but a file over the limit is a 413, not a 400 (docs/product-rules.md: Validation and messages). */
const uploadRequest = zValidator('json', uploadRequestInput, (result) => {
  if (result.success) return;
  if (result.error.issues.some((i) => i.path[0] === 'size' && i.code === 'too_big')) {
    throw new ApiError(413, TOO_LARGE, { size: TOO_LARGE });
  }
  throw validationError(result.error as unknown as z.ZodError, result.data);
});

/** Mounted at /api. */
export const objectRoutes = new Hono<AppEnv>()
  .post('/objects/upload', requireAdmin, uploadRequest, async (c) => {
    return c.json<UploadResponse>(await createLogoUpload(c.env, c.req.valid('json')));
  })
  // The token, not the session, authorises this PUT: it stands in for a presigned R2 URL.
  .put('/objects/put/:key{.+}', async (c) => {
    const token = c.req.query('token');
    if (!token) throw new ApiError(403, said('errors.uploadTokenMissing'));
    const etag = await storeLocalUpload(c.env, c.req.param('key'), token, c.req.raw);
    return c.body(null, 200, { ETag: etag });
  })
  .post('/objects/normalize', requireAdmin, validate('json', normalizeInput), async (c) => {
    const servingPath = await normalizeUpload(c.env, c.req.valid('json').uploadURL);
    return c.json<NormalizeResponse>({ servingPath });
  });

/**
 * Mounted at /objects: GET /objects/{key} from the LOGOS bucket. Keys never change content
 * (each upload gets a new uuid), hence the year-long immutable cache.
 */
export const objectServing = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  const type = contentTypeOfKey(key);
  if (!type) throw new ApiError(404, said('common.notFound'));
  const object = await c.env.LOGOS.get(key, { onlyIf: c.req.raw.headers });
  // Only what normalize checked and accepted is ever served.
  if (!object || !isAccepted(object)) throw new ApiError(404, said('common.notFound'));
  const headers = new Headers({
    // From the key, never from what an uploader claimed: only the four image types are served.
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
    'X-Content-Type-Options': 'nosniff',
    // Shown in a page, never run as one; saved under the server's own name (a uuid: nothing an uploader chose).
    'Content-Disposition': `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`,
  });
  // R2 leaves out the body when a precondition (If-None-Match) says the client's copy is current.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
});
