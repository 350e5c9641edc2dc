// Accounts: members and admins, their emailed one-time links, and failed sign-ins.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, updatedAt } from './columns.ts';
import { EMAIL_TOKEN_PURPOSES, ROLES } from '#domain/enums.ts';

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
