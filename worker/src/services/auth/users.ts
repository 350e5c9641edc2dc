import { eq } from 'drizzle-orm';
import type { PublicUser } from '#contract/auth.ts';
import { users, type UserRow } from '#db/tables.ts';
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
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}
