// Short-lived HMAC tokens for the Worker's own upload URL (used when no R2 S3 credentials are
// configured). A token binds one object key (and so its content type), the most bytes it may
// hold and an expiry; nothing else can be written with it.
//
// The HMAC key is random and kept in KV, made on first use: the project has no secret to
// derive it from, and a key per isolate would reject tokens minted by another isolate.

const KEY_NAME = 'uploads:hmac-key';
/** The same 15 minutes as a presigned R2 URL (docs/architecture.md: Logos in R2). */
export const UPLOAD_TOKEN_TTL_SECONDS = 15 * 60;

const encoder = new TextEncoder();
let cached: { raw: string; key: CryptoKey } | undefined;

const toBase64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

async function importKey(raw: string): Promise<CryptoKey> {
  const bytes = fromBase64Url(raw);
  if (!bytes) throw new Error('Stored upload signing key is malformed');
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** The signing key; `refresh` rereads KV (another isolate may have written the key first). */
async function signingKey(kv: KVNamespace, refresh = false): Promise<CryptoKey> {
  if (cached && !refresh) return cached.key;
  let raw = await kv.get(KEY_NAME);
  if (!raw) {
    raw = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    await kv.put(KEY_NAME, raw);
  }
  if (cached?.raw !== raw) cached = { raw, key: await importKey(raw) };
  return cached.key;
}

const payload = (key: string, maxBytes: number, expires: number) => encoder.encode(`PUT\n${key}\n${maxBytes}\n${expires}`);

/** `{expires}.{maxBytes}.{signature}`, valid for UPLOAD_TOKEN_TTL_SECONDS. */
export async function createUploadToken(kv: KVNamespace, key: string, maxBytes: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(kv), payload(key, maxBytes, expires));
  return `${expires}.${maxBytes}.${toBase64Url(signature)}`;
}

export type TokenCheck = { ok: true; maxBytes: number } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' };

/** Checks a token for `key`: signature (constant time, via WebCrypto verify) and expiry. */
export async function verifyUploadToken(kv: KVNamespace, key: string, token: string, now = Date.now()): Promise<TokenCheck> {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const signature = match ? fromBase64Url(match[3]!) : null;
  if (!match || !signature) return { ok: false, reason: 'malformed' };
  const expires = Number(match[1]);
  const maxBytes = Number(match[2]);
  const data = payload(key, maxBytes, expires);
  let valid = await crypto.subtle.verify('HMAC', await signingKey(kv), signature, data);
  if (!valid) valid = await crypto.subtle.verify('HMAC', await signingKey(kv, true), signature, data);
  if (!valid) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, maxBytes };
}
