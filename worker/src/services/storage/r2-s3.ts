// R2 through its S3-compatible API (aws4fetch SigV4), used only when the four R2 secrets are
// set: presigned PUTs for browser uploads and the multipart calls behind Uppy's S3 endpoints.
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { Env } from '../../env.ts';
import { ApiError, said } from '../../errors.ts';

/** Presigned URLs live 15 minutes (docs/architecture.md: Logos in R2). */
export const PRESIGN_EXPIRES_SECONDS = 15 * 60;

export interface R2Credentials {
  accountId: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

/** The S3 credentials when all four secrets are set, else null (uploads go through the Worker). */
export function r2Credentials(env: Env): R2Credentials | null {
  const accountId = env.R2_ACCOUNT_ID?.trim();
  const accessKeyId = env.R2_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.R2_SECRET_ACCESS_KEY?.trim();
  const bucket = env.R2_BUCKET?.trim();
  if (!accountId || !accessKeyId || !secretAccessKey || !bucket) return null;
  return { accountId, accessKeyId, secretAccessKey, bucket };
}

export interface PresignedRequest {
  url: string;
  /** Headers the URL was signed with, which the uploader must send as they are. */
  headers: Record<string, string>;
  expires: number;
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

const XML_ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(quot|amp|lt|gt|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
const encodeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&${Object.entries(XML_ENTITIES).find(([, v]) => v === ch)![0]};`);

/** Every text value of `<tag>` in `xml`. S3 answers are flat and small; no DOM parser in Workers. */
function xmlValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => decodeXml(m[1]!));
}

const unquote = (etag: string) => etag.replace(/^"+|"+$/g, '');

export class R2S3 {
  private readonly client: AwsClient;

  constructor(private readonly creds: R2Credentials) {
    this.client = new AwsClient({
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      service: 's3',
      region: 'auto',
      retries: 2,
    });
  }

  get host() {
    return `${this.creds.accountId}.r2.cloudflarestorage.com`;
  }

  /** Path-style URL of an object: https://{account}.r2.cloudflarestorage.com/{bucket}/{key}. */
  objectUrl(key: string): URL {
    return new URL(`https://${this.host}/${this.creds.bucket}/${key}`);
  }

  /** The object key of a URL this class made, or null for any other URL. */
  keyFromUrl(url: URL): string | null {
    const prefix = `/${this.creds.bucket}/`;
    if (url.protocol !== 'https:' || url.host !== this.host || !url.pathname.startsWith(prefix)) return null;
    return decodeURIComponent(url.pathname.slice(prefix.length));
  }

  /**
   * A presigned query-string URL. `headers` are signed too (allHeaders: aws4fetch skips
   * content-type and content-length otherwise), so R2 refuses a PUT whose type or length
   * differs from what the server accepted.
   */
  private async presign(method: string, url: URL, headers: Record<string, string> = {}): Promise<PresignedRequest> {
    url.searchParams.set('X-Amz-Expires', String(PRESIGN_EXPIRES_SECONDS));
    const signed = await new AwsV4Signer({
      method,
      url: url.toString(),
      headers,
      accessKeyId: this.creds.accessKeyId,
      secretAccessKey: this.creds.secretAccessKey,
      service: 's3',
      region: 'auto',
      signQuery: true,
      allHeaders: true,
    }).sign();
    // content-length is signed, but a browser sets it itself and may not send it as a header.
    const { 'content-length': _length, ...sendable } = headers;
    return { url: signed.url.toString(), headers: sendable, expires: PRESIGN_EXPIRES_SECONDS };
  }

  /** A PUT of one object with its content type (and length, when known) signed. */
  presignPut(key: string, contentType: string, size?: number): Promise<PresignedRequest> {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (size !== undefined) headers['content-length'] = String(size);
    return this.presign('PUT', this.objectUrl(key), headers);
  }

  presignPart(key: string, uploadId: string, partNumber: number): Promise<PresignedRequest> {
    const url = this.objectUrl(key);
    url.searchParams.set('partNumber', String(partNumber));
    url.searchParams.set('uploadId', uploadId);
    return this.presign('PUT', url);
  }

  private async call(method: string, url: URL, init: { headers?: Record<string, string>; body?: string } = {}) {
    const res = await this.client.fetch(url.toString(), { method, ...init });
    const text = await res.text();
    if (res.ok) return text;
    const code = xmlValues(text, 'Code')[0] ?? `HTTP ${res.status}`;
    if (code === 'NoSuchUpload') throw new ApiError(404, said('errors.noSuchMultipartUpload'));
    throw new ApiError(502, said('errors.storageFailed', { code }));
  }

  async createMultipart(key: string, contentType: string): Promise<string> {
    const url = this.objectUrl(key);
    url.searchParams.set('uploads', '');
    const xml = await this.call('POST', url, { headers: { 'content-type': contentType } });
    const uploadId = xmlValues(xml, 'UploadId')[0];
    if (!uploadId) throw new ApiError(502, said('errors.storageNoUploadId'));
    return uploadId;
  }

  /** All parts uploaded so far, following ListParts pagination. */
  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    for (;;) {
      const url = this.objectUrl(key);
      url.searchParams.set('uploadId', uploadId);
      if (marker) url.searchParams.set('part-number-marker', marker);
      const xml = await this.call('GET', url);
      for (const block of xmlValuesOfBlocks(xml, 'Part')) {
        parts.push({
          PartNumber: Number(xmlValues(block, 'PartNumber')[0]),
          ETag: unquote(xmlValues(block, 'ETag')[0] ?? ''),
          Size: Number(xmlValues(block, 'Size')[0] ?? 0),
        });
      }
      marker = xmlValues(xml, 'NextPartNumberMarker')[0];
      if (xmlValues(xml, 'IsTruncated')[0] !== 'true' || !marker) return parts;
    }
  }

  async completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
    const url = this.objectUrl(key);
    url.searchParams.set('uploadId', uploadId);
    const body =
      '<CompleteMultipartUpload>' +
      [...parts]
        .sort((a, b) => a.PartNumber - b.PartNumber)
        .map((p) => `<Part><PartNumber>${p.PartNumber}</PartNumber><ETag>"${encodeXml(unquote(p.ETag))}"</ETag></Part>`)
        .join('') +
      '</CompleteMultipartUpload>';
    await this.call('POST', url, { headers: { 'content-type': 'application/xml' }, body });
    return { location: this.objectUrl(key).toString() };
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    const url = this.objectUrl(key);
    url.searchParams.set('uploadId', uploadId);
    await this.call('DELETE', url);
  }
}

/** The inner XML of every `<tag>…</tag>` block. */
function xmlValuesOfBlocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
}
