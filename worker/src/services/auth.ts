// Accounts: registration, sign-in and the ADMIN_EMAILS promotion (design.md §3 Roles).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginInput, registerInput } from '../../../schema/auth.ts';
import { users, type UserRow } from '../../../schema/tables.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../errors.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Whether `email` is listed in ADMIN_EMAILS (comma-separated, any case, spaces allowed). */
export function isAdminEmail(adminEmails: string | undefined, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return (adminEmails ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .some((e) => e !== '' && e === wanted);
}

const findByEmail = (db: Db, email: string) => db.select().from(users).where(eq(users.email, email)).get();

/** Creates an account (email already normalised by the schema); 409 when the email is taken. */
export async function registerUser(db: Db, adminEmails: string, input: z.output<typeof registerInput>): Promise<UserRow> {
  const password = await hashPassword(input.password);
  try {
    return await db
      .insert(users)
      .values({
        email: input.email,
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        role: isAdminEmail(adminEmails, input.email) ? 'admin' : 'member',
      })
      .returning()
      .get();
  } catch (err) {
    // The unique index decides (also between two registrations racing for one email).
    if (/UNIQUE constraint failed: users\.email/.test(String((err as Error).cause ?? err))) {
      throw new ApiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw err;
  }
}

/**
 * The account for these credentials, promoted to admin when its email is in ADMIN_EMAILS.
 * An unknown email and a wrong password give the same 401 after the same amount of hashing.
 */
export async function authenticate(db: Db, adminEmails: string, input: z.output<typeof loginInput>): Promise<UserRow> {
  const row = await findByEmail(db, input.email);
  const ok = await verifyPassword(input.password, row?.password ?? DUMMY_PASSWORD_HASH);
  if (!row || !ok) throw new ApiError(401, INVALID_CREDENTIALS);
  if (row.role !== 'admin' && isAdminEmail(adminEmails, row.email)) {
    return db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id)).returning().get();
  }
  return row;
}
