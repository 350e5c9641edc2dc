// Accounts: registration, sign-in with a per-account backoff, email verification, password reset
// and the ADMIN_EMAILS promotion, which only a verified address gets (docs/architecture.md: Sessions and accounts; docs/operations.md: Admins).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginInput, registerInput } from '#contract/auth.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { emailTokens, loginFailures, users, type UserRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { hashToken, issueToken, redeemToken } from './email-tokens.ts';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '../mail/account-mail.ts';
import { assertStrongPassword } from './password-strength.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = said('errors.invalidCredentials');
export const INVALID_LINK = said('errors.invalidLink');

/** Failed sign-ins an address may have before it is locked; then 1, 2, 4 … minutes, at most an hour. */
export const FREE_LOGIN_FAILURES = 5;
const MAX_LOCK_MINUTES = 60;

/** Whether `email` is listed in ADMIN_EMAILS (comma-separated, any case, spaces allowed). */
export function isAdminEmail(adminEmails: string | undefined, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return (adminEmails ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .some((e) => e !== '' && e === wanted);
}

const findByEmail = (db: Db, email: string) => db.select().from(users).where(eq(users.email, email)).get();
const findById = (db: Db, id: string) => db.select().from(users).where(eq(users.id, id)).get();

/** An ADMIN_EMAILS address becomes admin once it is verified, never before. */
export async function promoteIfListed(db: Db, adminEmails: string, row: UserRow): Promise<UserRow> {
  if (row.role === 'admin' || row.emailVerifiedAt === null || !isAdminEmail(adminEmails, row.email)) return row;
  return db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id)).returning().get();
}

export type Registration = { created: true; user: UserRow } | { created: false; user: UserRow };

/**
 * Creates an unverified member account (email already normalised by the schema). For an address
 * that already has an account nothing changes and the caller mails its owner instead; both cases
 * cost the same hashing, so the answer and its timing say nothing about which it was.
 */
/** Registers an account that speaks `language` (the request's) until its owner changes it. */
export async function registerUser(
  db: Db,
  input: z.output<typeof registerInput>,
  language: Locale = DEFAULT_LOCALE,
): Promise<Registration> {
  assertStrongPassword(input.password, [input.email, input.email.split('@')[0]!, input.firstName, input.lastName ?? '']);
  const password = await hashPassword(input.password);
  try {
    const user = await db
      .insert(users)
      .values({ email: input.email, password, firstName: input.firstName, lastName: input.lastName, role: 'member', language })
      .returning()
      .get();
    return { created: true, user };
  } catch (err) {
    // The unique index decides (also between two registrations racing for one email).
    if (!/UNIQUE constraint failed: users\.email/.test(String((err as Error).cause ?? err))) throw err;
    const user = await findByEmail(db, input.email);
    if (!user) throw err;
    return { created: false, user };
  }
}

function lockedError(until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(429, said('errors.signInLocked', { minutes }), undefined, { 'Retry-After': String(seconds) });
}

/** Counts a failed sign-in for the address (known or not) and locks it after FREE_LOGIN_FAILURES. */
async function recordFailure(db: Db, email: string, now: Date): Promise<void> {
  const row = await db
    .insert(loginFailures)
    .values({ email, failures: 1, updatedAt: now })
    .onConflictDoUpdate({ target: loginFailures.email, set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: now } })
    .returning()
    .get();
  if (row.failures < FREE_LOGIN_FAILURES) return;
  const minutes = Math.min(MAX_LOCK_MINUTES, 2 ** (row.failures - FREE_LOGIN_FAILURES));
  await db
    .update(loginFailures)
    .set({ lockedUntil: new Date(now.getTime() + minutes * 60_000) })
    .where(eq(loginFailures.email, email));
}

const clearFailures = (db: Db, email: string) => db.delete(loginFailures).where(eq(loginFailures.email, email));

/**
 * The account for these credentials. An unknown email and a wrong password give the same 401 after
 * the same hashing; an address with repeated failures is locked for a while (429), whether or not
 * it has an account, and is not even checked until the lock ends.
 */
export async function authenticate(db: Db, adminEmails: string, input: z.output<typeof loginInput>, now = new Date()): Promise<UserRow> {
  const failures = await db.select().from(loginFailures).where(eq(loginFailures.email, input.email)).get();
  if (failures?.lockedUntil && failures.lockedUntil > now) throw lockedError(failures.lockedUntil, now);
  const row = await findByEmail(db, input.email);
  const ok = await verifyPassword(input.password, row?.password ?? DUMMY_PASSWORD_HASH);
  if (!row || !ok) {
    await recordFailure(db, input.email, now);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  if (failures) await clearFailures(db, input.email);
  return promoteIfListed(db, adminEmails, row);
}

/** A fresh verification link token for an unverified account (null when already verified). */
export async function newVerificationToken(db: Db, user: UserRow): Promise<string | null> {
  if (user.emailVerifiedAt !== null) return null;
  return issueToken(db, user.id, 'verify_email', VERIFY_LINK_HOURS);
}

/** Follows a verification link: marks the address verified (and promotes an ADMIN_EMAILS address). */
export async function verifyEmail(db: Db, adminEmails: string, token: string, now = new Date()): Promise<UserRow> {
  const userId = await redeemToken(db, token, 'verify_email', now);
  if (!userId) throw new ApiError(400, INVALID_LINK, { token: INVALID_LINK });
  const row = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
    .where(eq(users.id, userId))
    .returning()
    .get();
  return promoteIfListed(db, adminEmails, row);
}

/** 'Forgot password': the account and a new reset token, or null for an unknown address. */
export async function newResetToken(db: Db, email: string): Promise<{ user: UserRow; token: string } | null> {
  const user = await findByEmail(db, email);
  if (!user) return null;
  return { user, token: await issueToken(db, user.id, 'reset_password', RESET_LINK_HOURS) };
}

/**
 * Sets a new password from a reset link: the link is used up, every session of the account ends
 * (its session generation goes up), the address counts as verified (the link reached it) and its
 * failed sign-ins are forgotten. A weak password is refused before the link is spent.
 */
export async function resetPassword(db: Db, adminEmails: string, token: string, password: string, now = new Date()): Promise<UserRow> {
  const pending = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, await hashToken(token)),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .get();
  const owner = pending ? await findById(db, pending.userId) : undefined;
  if (!owner) throw new ApiError(400, INVALID_LINK, { token: INVALID_LINK });
  assertStrongPassword(password, [owner.email, owner.email.split('@')[0]!, owner.firstName, owner.lastName ?? '']);
  const hash = await hashPassword(password);
  const userId = await redeemToken(db, token, 'reset_password', now);
  if (userId !== owner.id) throw new ApiError(400, INVALID_LINK, { token: INVALID_LINK });
  const [row] = await db.batch([
    db
      .update(users)
      .set({
        password: hash,
        sessionGeneration: sql`${users.sessionGeneration} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})`,
      })
      .where(eq(users.id, owner.id))
      .returning(),
    clearFailures(db, owner.email),
  ]);
  return promoteIfListed(db, adminEmails, row[0]!);
}
