// Sessions live in KV (docs/architecture.md: Sessions and accounts): key `session:{secret}` →
// { userId, generation, publicId, passkey, expiresAt, renewedAt }. `generation` is the user's
// `sessionGeneration` when the session began: a password reset raises it, which ends every
// session of that user at once (the session middleware compares the two).
// Each session also has a row in D1 (`user_sessions`, keyed by `publicId`, never the secret) so a
// user can list and end them; the middleware reads that row with the user in one query.
// KV takes up to a minute to reach other locations, so a session is rewritten at most once a
// day on use, never on every request.
import { and, eq, lt, ne } from 'drizzle-orm';
import { userSessions } from '#db/tables.ts';
import type { Db } from '../../db.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 512;

export interface SessionRecord {
  userId: string;
  /** Absent in sessions made before generations existed: read as 0. */
  generation?: number;
  /** The id of its `user_sessions` row. Absent in sessions made before the index: those are not listed. */
  publicId?: string;
  /** Signed in with a passkey. */
  passkey?: boolean;
  expiresAt: number;
  renewedAt: number;
}

export interface NewSession {
  now?: number;
  generation?: number;
  userAgent?: string | null;
  passkey?: boolean;
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

/** A new session: its row in D1, then its record in KV. Answers the secret for the cookie. */
export async function createSession(kv: KVNamespace, db: Db, userId: string, options: NewSession = {}): Promise<string> {
  const now = options.now ?? Date.now();
  const id = newSessionId();
  const publicId = crypto.randomUUID();
  const expiresAt = now + SESSION_TTL_SECONDS * 1000;
  const passkey = options.passkey ?? false;
  await db
    .insert(userSessions)
    .values({
      id: publicId,
      userId,
      userAgent: options.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      passkey,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(expiresAt),
    })
    .run();
  const record: SessionRecord = { userId, generation: options.generation ?? 0, publicId, passkey, expiresAt, renewedAt: now };
  await kv.put(key(id), JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS });
  return id;
}

/**
 * The live session for an id, renewing it when it was last renewed over a day ago.
 * `renewed` tells the caller to send the cookie again with the new lifetime (and to move the
 * row's last-seen time: `touchSession`).
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

/** Moves a renewed session's last-seen time and lifetime in its row. */
export async function touchSession(db: Db, record: SessionRecord): Promise<void> {
  if (!record.publicId) return;
  await db
    .update(userSessions)
    .set({ lastSeenAt: new Date(record.renewedAt), expiresAt: new Date(record.expiresAt) })
    .where(eq(userSessions.id, record.publicId))
    .run();
}

/** Ends the session whose secret the browser holds: its record and its row. */
export async function destroySession(kv: KVNamespace, db: Db, id: string, publicId: string | undefined): Promise<void> {
  await kv.delete(key(id));
  if (publicId) await db.delete(userSessions).where(eq(userSessions.id, publicId)).run();
}

/**
 * Ends one of a user's sessions by its public id. Its KV record stays until it expires, inert:
 * the middleware finds no row for it. False when the user has no such session.
 */
export async function endUserSession(db: Db, userId: string, publicId: string): Promise<boolean> {
  const gone = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, publicId), eq(userSessions.userId, userId)))
    .returning({ id: userSessions.id })
    .all();
  return gone.length > 0;
}

/** Ends every session of a user but `keep` (none when `keep` is undefined). */
export async function endOtherSessions(db: Db, userId: string, keep: string | undefined): Promise<number> {
  const where = keep ? and(eq(userSessions.userId, userId), ne(userSessions.id, keep)) : eq(userSessions.userId, userId);
  const gone = await db.delete(userSessions).where(where).returning({ id: userSessions.id }).all();
  return gone.length;
}

/** A user's live sessions, newest first. */
export async function listUserSessions(db: Db, userId: string, now = new Date()) {
  const rows = await db.select().from(userSessions).where(eq(userSessions.userId, userId)).all();
  return rows.filter((r) => r.expiresAt > now).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Rows of sessions whose KV record has expired (the nightly retention job). */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(userSessions).where(lt(userSessions.expiresAt, now)).returning({ id: userSessions.id }).all();
  return gone.length;
}
