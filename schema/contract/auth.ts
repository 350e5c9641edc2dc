// Accounts: the sign-in, registration and emailed-link forms, and a user as the API shows it. The
// sign-in pages parse these forms and load no drizzle-orm, so the shapes follow the `users` table
// by type only.
import { z } from './zod.ts';
import type { users } from '#db/accounts.ts';
import { LOCALES } from '#domain/languages.ts';
import { email, optionalText, requiredText, type ColumnFields, type RowAnswer } from './fields.ts';
import type { Synagogue } from './synagogues.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A new password's shape: 10 to 256 characters, not all whitespace. Whether it is common or
 * breached is decided by the Worker (services/auth/password-strength.ts), whose dictionaries are
 * too large for the browser.
 */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine((p) => p.trim() !== '', { error: 'Password cannot be only spaces' });

export const loginInput = z.object({
  email: email('Please enter a valid email address'),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.input<typeof loginInput>;

export const registerInput = z.object({
  email: email('Please enter a valid email address'),
  password: newPassword,
  firstName: requiredText('First name is required', 100),
  lastName: optionalText(100),
} satisfies ColumnFields<typeof users.$inferInsert>);
export type RegisterInput = z.input<typeof registerInput>;

/** 'Forgot password?' and 'Resend the link': only an address. */
export const emailOnlyInput = z.object({ email: email('Please enter a valid email address') });
export type EmailOnlyInput = z.input<typeof emailOnlyInput>;

/** The token from an emailed link (43 base64url characters: 256 random bits). */
export const linkToken = z
  .string({ error: 'This link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is incomplete or damaged' });

export const verifyEmailInput = z.object({ token: linkToken });
export type VerifyEmailInput = z.input<typeof verifyEmailInput>;

export const resetPasswordInput = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** PATCH /api/user: the account's own settings; for now the language its mail is written in. */
export const userSettingsInput = z.object({
  language: z.enum(LOCALES, { error: `language must be one of ${LOCALES.join(', ')}` }),
} satisfies ColumnFields<typeof users.$inferInsert>);
export type UserSettingsInput = z.input<typeof userSettingsInput>;

/** The answer to registration, 'forgot password' and 'resend': the same whatever the address. */
export interface MessageResponse {
  message: string;
}

/**
 * A user as the API shows it: the columns named here, never the password hash or the session
 * generation (picked, so a column added later stays private until named), and whether the
 * address is verified rather than when.
 */
export interface PublicUser extends Pick<
  RowAnswer<typeof users.$inferSelect>,
  'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'language' | 'createdAt'
> {
  /** Whether the owner has followed the verification link; nothing privileged is granted before. */
  emailVerified: boolean;
}

/** A listing the user manages, as GET /api/user lists them (the header's 'My shuls'). */
export type ManagedListingRef = Pick<Synagogue, 'id' | 'name'>;

/** GET /api/user: the user and the listings they manage (empty for most members). */
export interface CurrentUser extends PublicUser {
  manages: ManagedListingRef[];
}
