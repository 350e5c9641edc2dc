import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminAndMember } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { network } from '../../test/network.ts';
import { R2_BUCKET_URL, withR2 } from '../../test/r2.ts';

const KEY = 'logos/22222222-2222-4222-8222-222222222222.png';
const cookies = adminAndMember();

/** Calls the app with the R2 secrets set, as a signed-in admin. */
const adminWithR2 = (path: string, init: { method?: string; json?: unknown } = {}) => withR2(path, { ...init, cookie: cookies.admin });

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/uploads/s3/params?filename=a.png&type=image/png'],
  ['GET', '/api/uploads/s3/sts'],
  ['POST', '/api/uploads/s3/multipart', { filename: 'a.png', type: 'image/png' }],
  ['GET', `/api/uploads/s3/multipart/up1?key=${KEY}`],
  ['GET', `/api/uploads/s3/multipart/up1/1?key=${KEY}`],
  ['POST', `/api/uploads/s3/multipart/up1/complete?key=${KEY}`, { parts: [{ PartNumber: 1, ETag: 'x' }] }],
  ['DELETE', `/api/uploads/s3/multipart/up1?key=${KEY}`],
];

describe('admin only', () => {
  it.each(ROUTES)('%s %s refuses anonymous (401) and member (403) callers', async (method, path, json) => {
    expect((await api(path, { method, json })).status).toBe(401);
    expect((await api(path, { method, json, cookie: cookies.member })).status).toBe(403);
  });
});

describe('without R2 credentials', () => {
  it.each(ROUTES)('%s %s answers 501 with a message', async (method, path, json) => {
    const res = await api(path, { method, json, cookie: cookies.admin });
    expect(res.status).toBe(501);
    expect(((await res.json()) as { message: string }).message).toMatch(/not (configured|issued)/);
  });
});

describe('with R2 credentials', () => {
  it('s3/params: presigned PUT parameters for a server-chosen key', async () => {
    const res = await adminWithR2('/api/uploads/s3/params?filename=logo.webp&type=image/webp&metadata[name]=logo.webp');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { method: string; url: string; fields: object; headers: object; expires: number; key: string };
    expect(body.method).toBe('PUT');
    expect(body.fields).toEqual({});
    expect(body.headers).toEqual({ 'content-type': 'image/webp' });
    expect(body.expires).toBe(900);
    expect(body.key).toMatch(/^logos\/[0-9a-f-]{36}\.webp$/);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${R2_BUCKET_URL}/${body.key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('s3/params refuses SVG and sizes over 5 MB', async () => {
    expect((await adminWithR2('/api/uploads/s3/params?filename=a.svg&type=image/svg%2Bxml')).status).toBe(400);
    expect((await adminWithR2('/api/uploads/s3/params?filename=a.png&type=image/png&size=5242881')).status).toBe(400);
  });

  it('s3/sts is refused: the server signs, browsers get no credentials', async () => {
    expect((await adminWithR2('/api/uploads/s3/sts')).status).toBe(501);
  });

  it('creates a multipart upload with a signed request to R2', async () => {
    network.use(
      http.post(`${R2_BUCKET_URL}/logos/:file`, ({ request }) => {
        expect(new URL(request.url).searchParams.has('uploads')).toBe(true);
        expect(request.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTACCESSKEY\/\d{8}\/auto\/s3\/aws4_request/);
        expect(request.headers.get('content-type')).toBe('image/gif');
        return HttpResponse.xml(
          '<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>test-bucket</Bucket><Key>k</Key><UploadId>UP-123</UploadId></InitiateMultipartUploadResult>',
        );
      }),
    );
    const res = await adminWithR2('/api/uploads/s3/multipart', { method: 'POST', json: { filename: 'a.gif', type: 'image/gif' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { uploadId: string; key: string };
    expect(body.uploadId).toBe('UP-123');
    expect(body.key).toMatch(/^logos\/[0-9a-f-]{36}\.gif$/);
    expect(network.requests).toHaveLength(1);
  });

  it('lists parts, following pagination and unquoting ETags', async () => {
    network.use(
      http.get(`${R2_BUCKET_URL}/logos/:file`, ({ request }) => {
        const marker = new URL(request.url).searchParams.get('part-number-marker');
        const part = (n: number) => `<Part><PartNumber>${n}</PartNumber><ETag>&quot;etag${n}&quot;</ETag><Size>${n * 10}</Size></Part>`;
        return HttpResponse.xml(
          marker
            ? `<ListPartsResult><IsTruncated>false</IsTruncated>${part(2)}</ListPartsResult>`
            : `<ListPartsResult><IsTruncated>true</IsTruncated><NextPartNumberMarker>1</NextPartNumberMarker>${part(1)}</ListPartsResult>`,
        );
      }),
    );
    const res = await adminWithR2(`/api/uploads/s3/multipart/UP-123?key=${KEY}`);
    expect(await res.json()).toEqual([
      { PartNumber: 1, ETag: 'etag1', Size: 10 },
      { PartNumber: 2, ETag: 'etag2', Size: 20 },
    ]);
  });

  it('maps an unknown upload to 404 and other storage errors to 502', async () => {
    network.use(
      http.get(`${R2_BUCKET_URL}/logos/:file`, () =>
        HttpResponse.xml('<Error><Code>NoSuchUpload</Code><Message>gone</Message></Error>', { status: 404 }),
      ),
      http.delete(`${R2_BUCKET_URL}/logos/:file`, () => HttpResponse.xml('<Error><Code>InternalError</Code></Error>', { status: 400 })),
    );
    expect((await adminWithR2(`/api/uploads/s3/multipart/nope?key=${KEY}`)).status).toBe(404);
    expect((await adminWithR2(`/api/uploads/s3/multipart/nope?key=${KEY}`, { method: 'DELETE' })).status).toBe(502);
  });

  it('signs a part: URL with partNumber and uploadId, or the spec message when something is missing', async () => {
    const res = await adminWithR2(`/api/uploads/s3/multipart/UP-123/3?key=${KEY}`);
    const body = (await res.json()) as { url: string; expires: number };
    const url = new URL(body.url);
    expect(url.pathname).toBe(`/test-bucket/${KEY}`);
    expect(url.searchParams.get('partNumber')).toBe('3');
    expect(url.searchParams.get('uploadId')).toBe('UP-123');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(body.expires).toBe(900);

    for (const path of ['/api/uploads/s3/multipart/UP-123/3', '/api/uploads/s3/multipart/UP-123/zero?key=' + KEY]) {
      const bad = await adminWithR2(path);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: 'Cannot sign without a key, an uploadId, and a partNumber' });
    }
    expect((await adminWithR2('/api/uploads/s3/multipart/UP-123/1?key=../../etc')).status).toBe(400);
  });

  it('completes with the parts in order after checking their total size', async () => {
    let completeBody = '';
    network.use(
      http.get(`${R2_BUCKET_URL}/logos/:file`, () =>
        HttpResponse.xml(
          '<ListPartsResult><Part><PartNumber>1</PartNumber><ETag>"a"</ETag><Size>5242880</Size></Part><Part><PartNumber>2</PartNumber><ETag>"b"</ETag><Size>0</Size></Part></ListPartsResult>',
        ),
      ),
      http.post(`${R2_BUCKET_URL}/logos/:file`, async ({ request }) => {
        completeBody = await request.text();
        return HttpResponse.xml('<CompleteMultipartUploadResult><Key>k</Key></CompleteMultipartUploadResult>');
      }),
    );
    const res = await adminWithR2(`/api/uploads/s3/multipart/UP-123/complete?key=${KEY}`, {
      method: 'POST',
      json: {
        parts: [
          { PartNumber: 2, ETag: 'b' },
          { PartNumber: 1, ETag: '"a"' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ location: `${R2_BUCKET_URL}/${KEY}`, key: KEY });
    expect(completeBody).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"a"</ETag></Part><Part><PartNumber>2</PartNumber><ETag>"b"</ETag></Part></CompleteMultipartUpload>',
    );
  });

  it('aborts instead of completing an upload over 5 MB', async () => {
    let aborted = false;
    network.use(
      http.get(`${R2_BUCKET_URL}/logos/:file`, () =>
        HttpResponse.xml(
          '<ListPartsResult><Part><PartNumber>1</PartNumber><ETag>"a"</ETag><Size>5242880</Size></Part><Part><PartNumber>2</PartNumber><ETag>"b"</ETag><Size>1</Size></Part></ListPartsResult>',
        ),
      ),
      http.delete(`${R2_BUCKET_URL}/logos/:file`, () => {
        aborted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const res = await adminWithR2(`/api/uploads/s3/multipart/UP-123/complete?key=${KEY}`, {
      method: 'POST',
      json: {
        parts: [
          { PartNumber: 1, ETag: 'a' },
          { PartNumber: 2, ETag: 'b' },
        ],
      },
    });
    expect(res.status).toBe(413);
    expect(aborted).toBe(true);
  });

  it('aborts on DELETE', async () => {
    network.use(http.delete(`${R2_BUCKET_URL}/logos/:file`, () => new HttpResponse(null, { status: 204 })));
    const res = await adminWithR2(`/api/uploads/s3/multipart/UP-123?key=${KEY}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(network.requests.map((r) => r.method)).toEqual(['DELETE']);
  });
});
