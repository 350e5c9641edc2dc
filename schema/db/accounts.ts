// Accounts: members and admins, their emailed one-time links, and failed sign-ins.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, updatedAt, nowMs } from './columns.ts';
import { EMAIL_TOKEN_PURPOSES, ROLES } from '#domain/enums.ts';
import { DEFAULT_LOCALE, LOCALES } from '#domain/languages.ts';

export const users = sqliteTable('users', {
  id: text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  email: text().notNull().unique(),
  /** PBKDF2 hash string: `pbkdf2-sha256$iterations$salt$hash` (never leaves the worker). */
  password: text().notNull(),
  firstName: text().notNull(),
  lastName: text(),
  profileImageUrl: text(),
  role: text({ enum: ROLES }).notNull().default('member'),
  /** The language the site speaks to this member in (mails): set at registration from the request's, changeable. */
  language: text({ enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
  /** When the owner proved the address by following the emailed link; null until then. */
  emailVerifiedAt: timestamp(),
  /** Raised by a password reset: sessions issued under an older generation are no longer valid. */
  sessionGeneration: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Emailed one-time links (verify the address, reset the password): only the SHA-256 of the token
 * is stored, so a leaked table opens nothing. `usedAt` makes each link single-use.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Failed sign-ins per email address, known or not (so the backoff reveals nothing about which
 * accounts exist): after a few failures the address is locked for a growing while.
 */
export const loginFailures = sqliteTable('login_failures', {
  email: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;

/**
 * The index of a user's sessions, so they can be listed and ended one by one. The session itself
 * stays in KV (`session:{secret}`); this row holds only a public id that cannot sign anyone in.
 * A session whose row is gone is over: the session middleware reads the row in the same D1 query
 * as the user, so ending one costs a signed-in request no extra round trip.
 */
export const userSessions = sqliteTable(
  'user_sessions',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent when the session began (at most 512 characters), read into a device name when listed. */
    userAgent: text(),
    /** Signed in with a passkey (admin routes may demand one: ADMIN_REQUIRE_PASSKEY). */
    passkey: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    /** Moved when the session is renewed, at most once a day. */
    lastSeenAt: timestamp().notNull().default(nowMs),
    expiresAt: timestamp().notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/** WebAuthn credentials (passkeys): discoverable, so the browser offers them without a username. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter: an assertion must raise it (when it counts at all). */
    counter: integer().notNull().default(0),
    transports: text({ mode: 'json' }).$type<string[]>(),
    backedUp: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

export type UserSessionRow = typeof userSessions.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
