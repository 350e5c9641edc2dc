import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '#contract/auth.ts';
import type { Locale } from '#domain/languages.ts';
import { userSessions, users, type UserRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';

/** The API's view of a user: everything but the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    language: row.language,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Changes the language the account is spoken to in; the row as it is now, or undefined if it is gone. */
export async function setUserLanguage(db: Db, id: string, language: Locale): Promise<UserRow | undefined> {
  return db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id)).returning().get();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** The user of a session whose `user_sessions` row still exists: one query, the row ended means no user. */
export async function findUserOfSession(db: Db, userId: string, publicId: string): Promise<UserRow | undefined> {
  const row = await db
    .select({ user: users })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.userId, users.id), eq(userSessions.id, publicId)))
    .where(eq(users.id, userId))
    .get();
  return row?.user;
}
