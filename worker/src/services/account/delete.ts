// Deleting an account: the person goes, what the public directory needs stays. One batch:
// what they sent with their address loses its personal fields; the user row goes, and with it
// (foreign keys) their sessions' rows, passkeys, emailed links, manager roles and requests, saved
// years of Kaddish and saved trips; the change log and reviews keep each change with no one named
// (actor_id set null, shown as 'a former member'). Their KV session records stay until they expire, inert without a row.
// The address is free to register again as a new account.
import { eq } from 'drizzle-orm';
import { loginFailures, users, type UserRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { eraseSentWith } from './personal-data.ts';

export async function deleteAccount(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  await db.batch([
    ...eraseSentWith(db, user.email),
    db.delete(loginFailures).where(eq(loginFailures.email, user.email)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}
