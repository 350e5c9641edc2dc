// Sessions live in KV (docs/architecture.md: Sessions and accounts): key `session:{id}` → { userId, generation, expiresAt, renewedAt }.
// `generation` is the user's `sessionGeneration` when the session began: a password reset raises
// it, which ends every session of that user at once (the session middleware compares the two).
// KV takes up to a minute to reach other locations, so a session is rewritten at most once a
// day on use, never on every request.

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionRecord {
  userId: string;
  /** Absent in sessions made before generations existed: read as 0. */
  generation?: number;
  expiresAt: number;
  renewedAt: number;
}

const key = (id: string) => `session:${id}`;

/** 256 random bits, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export async function createSession(kv: KVNamespace, userId: string, now = Date.now(), generation = 0): Promise<string> {
  const id = newSessionId();
  const record: SessionRecord = { userId, generation, expiresAt: now + SESSION_TTL_SECONDS * 1000, renewedAt: now };
  await kv.put(key(id), JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS });
  return id;
}

/**
 * The live session for an id, renewing it when it was last renewed over a day ago.
 * `renewed` tells the caller to send the cookie again with the new lifetime.
 */
export async function readSession(
  kv: KVNamespace,
  id: string,
  now = Date.now(),
): Promise<{ record: SessionRecord; renewed: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const record = await kv.get<SessionRecord>(key(id), 'json');
  if (!record || record.expiresAt <= now) return null;
  if (now - record.renewedAt < RENEW_AFTER_MS) return { record, renewed: false };
  const renewed: SessionRecord = { ...record, expiresAt: now + SESSION_TTL_SECONDS * 1000, renewedAt: now };
  await kv.put(key(id), JSON.stringify(renewed), { expirationTtl: SESSION_TTL_SECONDS });
  return { record: renewed, renewed: true };
}

export async function destroySession(kv: KVNamespace, id: string): Promise<void> {
  await kv.delete(key(id));
}
