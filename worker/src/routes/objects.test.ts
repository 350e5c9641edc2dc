import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '#contract/uploads.ts';
import { adminAndMember } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { withR2 } from '../../test/r2.ts';
import { createUploadToken } from '../services/storage/upload-token.ts';

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

const cookies = adminAndMember();

const requestUpload = (json: unknown, cookie = cookies.admin) => api('/api/objects/upload', { method: 'POST', json, cookie });

const putBytes = (uploadURL: string, bytes: Uint8Array, type = 'image/png') =>
  api(uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': type, 'content-length': String(bytes.length) } });

async function uploadTarget(contentType = 'image/png', size = PNG.length) {
  const res = await requestUpload({ filename: 'logo.png', contentType, size });
  expect(res.status).toBe(200);
  return (await res.json()) as { uploadURL: string; key: string };
}

describe('admin only', () => {
  it.each([
    ['/api/objects/upload', { filename: 'a.png', contentType: 'image/png', size: 10 }],
    ['/api/objects/normalize', { uploadURL: '/objects/logos/00000000-0000-4000-8000-000000000000.png' }],
  ])('%s refuses anonymous (401) and member (403) callers', async (path, json) => {
    expect((await api(path, { method: 'POST', json })).status).toBe(401);
    expect((await api(path, { method: 'POST', json, cookie: cookies.member })).status).toBe(403);
  });
});

describe('POST /api/objects/upload limits', () => {
  it('refuses SVG and other types with a message naming the field', async () => {
    for (const contentType of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const res = await requestUpload({ filename: 'x', contentType, size: 100 });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors.contentType).toBe('Only PNG, JPEG, WebP or GIF images are accepted');
    }
  });

  it('answers 413 above 5 MB and accepts exactly 5 MB', async () => {
    const over = await requestUpload({ filename: 'big.png', contentType: 'image/png', size: LOGO_MAX_BYTES + 1 });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'Logos must be at most 5 MB', errors: { size: 'Logos must be at most 5 MB' } });
    expect((await requestUpload({ filename: 'ok.png', contentType: 'image/png', size: LOGO_MAX_BYTES })).status).toBe(200);
  });

  it('names missing fields and refuses malformed JSON', async () => {
    const res = await requestUpload({ contentType: 'image/png', size: 0 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['filename', 'size']);
    const bad = await api('/api/objects/upload', {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
      cookie: cookies.admin,
    });
    expect(bad.status).toBe(400);
  });

  it('without R2 credentials hands out the Worker’s own short-lived URL under a server-chosen key', async () => {
    const { uploadURL, key } = await uploadTarget('image/webp', 1234);
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.webp$/);
    expect(uploadURL).toMatch(new RegExp(`^/api/objects/put/${key}\\?token=\\d+\\.1234\\.[A-Za-z0-9_-]{43}$`));
  });
});

describe('local upload round trip', () => {
  it('upload → PUT → normalize → GET gives the same bytes with caching headers', async () => {
    const { uploadURL, key } = await uploadTarget();
    const put = await putBytes(uploadURL, PNG);
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBeTruthy();

    const norm = await api('/api/objects/normalize', { method: 'POST', json: { uploadURL }, cookie: cookies.admin });
    expect(norm.status).toBe(200);
    const { servingPath } = (await norm.json()) as { servingPath: string };
    expect(servingPath).toBe(`/objects/${key}`);

    const got = await api(servingPath);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="${key.split('/').pop()}"`);
    expect(got.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    const etag = got.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const again = await api(servingPath, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('normalize accepts the URL Uppy reports (the upload URL without its query)', async () => {
    const { uploadURL, key } = await uploadTarget();
    await putBytes(uploadURL, PNG);
    const location = `http://localhost${uploadURL.split('?')[0]}`;
    const norm = await api('/api/objects/normalize', { method: 'POST', json: { uploadURL: location }, cookie: cookies.admin });
    expect(await norm.json()).toEqual({ servingPath: `/objects/${key}` });
  });
});

describe('PUT /api/objects/put/:key refusals', () => {
  it('needs a valid token for that key', async () => {
    const { uploadURL, key } = await uploadTarget();
    const path = uploadURL.split('?')[0]!;
    expect((await putBytes(path, PNG)).status).toBe(403);
    expect((await putBytes(`${path}?token=1.2.abc`, PNG)).status).toBe(403);
    const other = await uploadTarget();
    const stolen = `${other.uploadURL.split('?')[0]}?${uploadURL.split('?')[1]}`;
    const res = await putBytes(stolen, PNG);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Invalid upload token' });
    expect(await env.LOGOS.head(key)).toBeNull();
    expect(await env.LOGOS.head(other.key)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const { key } = await uploadTarget();
    const token = await createUploadToken(env.CACHE, key, PNG.length, Date.now() - 16 * 60 * 1000);
    const res = await putBytes(`/api/objects/put/${key}?token=${token}`, PNG);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This upload URL has expired; request a new one' });
  });

  it('refuses another content type and more bytes than were declared', async () => {
    const { uploadURL, key } = await uploadTarget('image/png', 10);
    const wrongType = await putBytes(uploadURL, PNG.slice(0, 10), 'image/svg+xml');
    expect(wrongType.status).toBe(415);
    const tooMany = await putBytes(uploadURL, PNG);
    expect(tooMany.status).toBe(413);
    expect(await env.LOGOS.head(key)).toBeNull();
  });
});

describe('POST /api/objects/normalize', () => {
  const normalize = (uploadURL: string) => api('/api/objects/normalize', { method: 'POST', json: { uploadURL }, cookie: cookies.admin });

  it('refuses URLs this server did not issue, naming the field', async () => {
    for (const url of ['https://evil.example/logo.png', '/objects/../secrets', 'not a url at all ::', '/objects/logos/x.svg']) {
      const res = await normalize(url);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.uploadURL).toBeTruthy();
    }
  });

  it('answers 404 when nothing was uploaded yet', async () => {
    const { uploadURL } = await uploadTarget();
    expect((await normalize(uploadURL)).status).toBe(404);
  });

  it('deletes and refuses bytes that are not the image type the key names', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const { uploadURL, key } = await uploadTarget('image/png', html.length);
    expect((await putBytes(uploadURL, html)).status).toBe(200);
    const res = await normalize(uploadURL);
    expect(res.status).toBe(400);
    expect(await env.LOGOS.head(key)).toBeNull();
  });
});

describe('GET /objects/*', () => {
  it('answers 404 for unknown objects and keys this server never makes', async () => {
    expect((await api('/objects/logos/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await api('/objects/logos/evil.svg')).status).toBe(404);
    expect((await api('/objects/')).status).toBe(404);
  });

  it('serves the type the key names, whatever type the uploader stored', async () => {
    const key = 'logos/11111111-1111-4111-8111-111111111111.gif';
    await env.LOGOS.put(key, new TextEncoder().encode('GIF89a'), {
      httpMetadata: { contentType: 'text/html' },
      customMetadata: { accepted: 'true' },
    });
    const res = await api(`/objects/${key}`);
    expect(res.headers.get('content-type')).toBe('image/gif');
  });
});

describe('with R2 S3 credentials', () => {
  const call = (path: string, json: unknown) => withR2(path, { method: 'POST', json, cookie: cookies.admin });

  it('hands out a presigned R2 PUT: host, 15-minute expiry, signature, signed content type and length', async () => {
    const res = await call('/api/objects/upload', { filename: 'logo.jpg', contentType: 'image/jpeg', size: 2048 });
    expect(res.status).toBe(200);
    const { uploadURL, key } = (await res.json()) as { uploadURL: string; key: string };
    const url = new URL(uploadURL);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('test-account.r2.cloudflarestorage.com');
    expect(url.pathname).toBe(`/test-bucket/${key}`);
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.jpg$/);
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('X-Amz-Credential')).toMatch(/^TESTACCESSKEY\/\d{8}\/auto\/s3\/aws4_request$/);
    expect(q.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(q.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
  });

  it('normalizes a presigned URL once the object is in the bucket', async () => {
    const res = await call('/api/objects/upload', { filename: 'logo.png', contentType: 'image/png', size: PNG.length });
    const { uploadURL, key } = (await res.json()) as { uploadURL: string; key: string };
    expect((await call('/api/objects/normalize', { uploadURL })).status).toBe(404);
    await env.LOGOS.put(key, PNG, { httpMetadata: { contentType: 'image/png' } });
    const norm = await call('/api/objects/normalize', { uploadURL: uploadURL.split('?')[0] });
    expect(await norm.json()).toEqual({ servingPath: `/objects/${key}` });
    const foreign = await call('/api/objects/normalize', { uploadURL: `https://other.r2.cloudflarestorage.com/test-bucket/${key}` });
    expect(foreign.status).toBe(400);
  });
});

describe('single-use upload URLs, served only once accepted (defect 4)', () => {
  const normalize = (uploadURL: string) => api('/api/objects/normalize', { method: 'POST', json: { uploadURL }, cookie: cookies.admin });
  const JPEG_LIKE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

  it('takes one PUT per URL: a second one, before or after normalize, is refused and changes nothing', async () => {
    const { uploadURL, key } = await uploadTarget();
    expect((await putBytes(uploadURL, PNG)).status).toBe(200);
    const replay = await putBytes(uploadURL, PNG);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ message: 'This upload URL was already used; request a new one' });
    expect((await normalize(uploadURL)).status).toBe(200);
    const evil = new TextEncoder().encode('<svg onload=alert(1)>'.padEnd(PNG.length, ' '));
    expect((await putBytes(uploadURL, evil)).status).toBe(409);
    expect(new Uint8Array(await (await api(`/objects/${key}`)).arrayBuffer())).toEqual(PNG);
  });

  it('a URL whose bytes normalize refused cannot be used again', async () => {
    const html = new TextEncoder().encode('<html></html>');
    const { uploadURL } = await uploadTarget('image/png', html.length);
    await putBytes(uploadURL, html);
    expect((await normalize(uploadURL)).status).toBe(400);
    expect((await putBytes(uploadURL, html)).status).toBe(409);
  });

  it('serves nothing before normalize accepted it, nor bytes put over an accepted logo', async () => {
    const { uploadURL, key } = await uploadTarget('image/png', JPEG_LIKE.length);
    expect((await putBytes(uploadURL, JPEG_LIKE)).status).toBe(200);
    expect((await api(`/objects/${key}`)).status).toBe(404);
    expect((await normalize(uploadURL)).status).toBe(200);
    expect((await api(`/objects/${key}`)).status).toBe(200);
    // A presigned R2 PUT can replace the object within its 15 minutes: the replacement lacks the
    // accepted mark, so it is not served until normalize checks it again.
    await env.LOGOS.put(key, new TextEncoder().encode('<html>'), { httpMetadata: { contentType: 'text/html' } });
    expect((await api(`/objects/${key}`)).status).toBe(404);
    expect((await normalize(uploadURL)).status).toBe(400);
  });
});
