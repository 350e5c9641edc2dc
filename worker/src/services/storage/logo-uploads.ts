// Logo uploads (docs/architecture.md: Logos in R2): hand out an upload URL, take the bytes
// when the Worker itself is the target, and turn a finished upload into its serving path.
import { LOGO_MAX_BYTES } from '#contract/uploads.ts';
import type { Env } from '../../env.ts';
import { ApiError, fieldError, said } from '../../errors.ts';
import { R2S3, r2Credentials } from './r2-s3.ts';
import { contentTypeOfKey, isLogoKey, newLogoKey, servingPath, type LogoContentType } from './logo-keys.ts';
import { createUploadToken, verifyUploadToken } from './upload-token.ts';

/** Path of the Worker's own upload target (when no R2 S3 credentials are configured). */
export const LOCAL_PUT_PREFIX = '/api/objects/put/';

/**
 * Custom metadata normalize writes on an object it checked; `/objects/…` serves nothing without it,
 * so neither bytes awaiting their check nor bytes put over a checked logo are ever served.
 */
export const ACCEPTED_METADATA = { accepted: 'true' } as const;
export const isAccepted = (object: R2Object) => object.customMetadata?.accepted === ACCEPTED_METADATA.accepted;

/** R2 writes with this condition only when the key holds nothing yet (an atomic create). */
const createOnly = () => new Headers({ 'If-None-Match': '*' });
/** Marks an upload token as spent: one per object key, never removed, never served. */
const claimKey = (key: string) => `upload-claims/${key}`;

export interface UploadTarget {
  uploadURL: string;
  key: string;
}

/**
 * Where to PUT a logo: a presigned R2 URL when the S3 secrets are set, otherwise the Worker's
 * own same-origin path with a short-lived token. The caller has already checked type and size.
 */
export async function createLogoUpload(env: Env, input: { contentType: LogoContentType; size: number }): Promise<UploadTarget> {
  const key = newLogoKey(input.contentType);
  const creds = r2Credentials(env);
  if (creds) {
    const presigned = await new R2S3(creds).presignPut(key, input.contentType, input.size);
    return { uploadURL: presigned.url, key };
  }
  const token = await createUploadToken(env.CACHE, key, input.size);
  // Relative, so it works behind any host (wrangler dev, Vite's proxy, production).
  return { uploadURL: `${LOCAL_PUT_PREFIX}${key}?token=${encodeURIComponent(token)}`, key };
}

/** Strip parameters (`; charset=…`) and case from a Content-Type header. */
const mediaType = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * PUT /api/objects/put/:key?token= — checks the token, type and length, then streams into R2.
 * Returns the stored object's ETag, as S3 answers a PUT.
 */
export async function storeLocalUpload(env: Env, key: string, token: string, request: Request): Promise<string> {
  const type = contentTypeOfKey(key);
  if (!type) throw new ApiError(404, said('errors.unknownUploadKey'));
  const check = await verifyUploadToken(env.CACHE, key, token);
  if (!check.ok) {
    throw new ApiError(403, said(check.reason === 'expired' ? 'errors.uploadUrlExpired' : 'errors.invalidUploadToken'));
  }
  if (mediaType(request.headers.get('content-type')) !== type) {
    throw new ApiError(415, said('errors.uploadContentType', { type }));
  }
  const lengthHeader = request.headers.get('content-length');
  if (lengthHeader === null || !/^\d+$/.test(lengthHeader)) throw new ApiError(411, said('errors.contentLengthRequired'));
  const length = Number(lengthHeader);
  if (length === 0 || !request.body) throw new ApiError(400, said('errors.fileEmpty'));
  if (length > check.maxBytes) {
    throw new ApiError(413, said('errors.fileTooLarge', { size: length, max: check.maxBytes }));
  }
  // The token is good for one PUT: the first to claim it wins, any later one (a retry, a replay
  // after normalize) is refused, whether or not the first one's bytes were kept.
  const claimed = await env.LOGOS.put(claimKey(key), '', { onlyIf: createOnly() });
  if (!claimed) throw new ApiError(409, said('errors.uploadUrlUsed'));
  let stored: R2Object | null;
  try {
    // FixedLengthStream gives R2 the length up front and fails if the body is longer or shorter.
    stored = await env.LOGOS.put(key, request.body.pipeThrough(new FixedLengthStream(length)), {
      httpMetadata: { contentType: type },
      onlyIf: createOnly(),
    });
  } catch {
    throw new ApiError(400, said('errors.uploadLengthMismatch'));
  }
  if (!stored) throw new ApiError(409, said('errors.uploadUrlUsed'));
  return stored.httpEtag;
}

/** The object key an upload URL points at: ours (relative or absolute), or R2's presigned URL. */
export function keyFromUploadURL(env: Env, uploadURL: string): string | null {
  let url: URL;
  try {
    url = new URL(uploadURL, 'http://self.invalid');
  } catch {
    return null;
  }
  let key: string | null = null;
  for (const prefix of [LOCAL_PUT_PREFIX, '/objects/']) {
    if (url.pathname.startsWith(prefix)) key = decodeURIComponent(url.pathname.slice(prefix.length));
  }
  const creds = r2Credentials(env);
  if (!key && creds) key = new R2S3(creds).keyFromUrl(url);
  return key && isLogoKey(key) ? key : null;
}

/** Magic numbers of the accepted image types: the bytes must be what the type says. */
function sniffImageType(bytes: Uint8Array): LogoContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * POST /api/objects/normalize: the serving path of a finished upload, after checking that the
 * object exists, is at most 5 MB and really is the image type its key names (an upload that
 * fails a check is deleted). Applies equally to presigned R2 uploads, which the Worker never saw.
 */
export async function normalizeUpload(env: Env, uploadURL: string): Promise<string> {
  const key = keyFromUploadURL(env, uploadURL);
  if (!key) {
    throw fieldError('uploadURL', said('errors.notAnUploadUrl'));
  }
  const head = await env.LOGOS.head(key);
  if (!head) throw new ApiError(404, said('errors.noUploadedFile'));
  if (head.size > LOGO_MAX_BYTES) {
    await env.LOGOS.delete(key);
    throw new ApiError(413, said('errors.logoTooLarge', { megabytes: LOGO_MAX_BYTES / 1024 / 1024 }));
  }
  if (isAccepted(head)) return servingPath(key);
  // The whole file (at most 5 MB), so that exactly the bytes checked are the bytes marked accepted.
  const object = await env.LOGOS.get(key);
  if (!object) throw new ApiError(404, said('errors.noUploadedFile'));
  const bytes = new Uint8Array(await object.arrayBuffer());
  const type = contentTypeOfKey(key)!;
  if (sniffImageType(bytes) !== type) {
    await env.LOGOS.delete(key);
    throw new ApiError(400, said('errors.notAnImage'));
  }
  // Rewritten with the accepted mark only if nobody replaced the object since it was read.
  const accepted = await env.LOGOS.put(key, bytes, {
    httpMetadata: { contentType: type },
    customMetadata: ACCEPTED_METADATA,
    onlyIf: { etagMatches: object.etag },
  });
  if (!accepted) throw new ApiError(409, said('errors.uploadChanged'));
  return servingPath(key);
}
