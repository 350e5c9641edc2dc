// The account's passkeys in D1: listing, naming, removing, and the counter an assertion raises.
// Every read and write names the owner, so another account's passkey answers as absent.
import { and, eq } from 'drizzle-orm';
import type { AccountPasskey } from '#contract/passkeys.ts';
import { passkeys, type PasskeyRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';

export const toAccountPasskey = (row: PasskeyRow): AccountPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).all();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export const findPasskey = (db: Db, id: string): Promise<PasskeyRow | undefined> =>
  db.select().from(passkeys).where(eq(passkeys.id, id)).get();

/** Renames one of the account's passkeys; undefined when it has no such passkey. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  return db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning()
    .get();
}

/** Removes one of the account's passkeys; false when it has no such passkey. */
export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
    .all();
  return gone.length > 0;
}

/**
 * Records a verified sign-in: the new counter, the backup state and when. The update applies only
 * while the counter is still the one the assertion was checked against, so of two answers racing
 * with the same counter only one signs in. False when the other won.
 */
export async function recordUse(db: Db, row: PasskeyRow, use: { counter: number; backedUp: boolean; at: Date }): Promise<boolean> {
  const moved = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id })
    .all();
  return moved.length > 0;
}
