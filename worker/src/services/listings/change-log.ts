// The change log: one row per change to a listing's details, rules or announcements, written
// in the same D1 batch as the change itself so that neither exists without the other.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PublicUser } from '#contract/auth.ts';
import type { ListingChange } from '#contract/changes.ts';
import type { ChangeAction, ChangeActor, ChangeEntity } from '#domain/enums.ts';
import { listingChanges, users, type ListingChangeRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { FORMER_MEMBER } from '#contract/account.ts';

/** Who makes a change: the kind of actor and the user behind it (null for an import). */
export interface Actor {
  kind: ChangeActor;
  userId: string | null;
}

export const IMPORT_ACTOR: Actor = { kind: 'import', userId: null };

/**
 * Who a signed-in user's change is recorded as: an admin as an admin, anyone else (who only gets
 * this far as the listing's manager) as a manager.
 */
export const actorOf = (user: PublicUser): Actor => ({ kind: user.role === 'admin' ? 'admin' : 'manager', userId: user.id });

export interface ChangeEntry {
  synagogueId: number;
  entity: ChangeEntity;
  /** A number, or an SQL expression such as `last_insert_rowid()` for a row inserted earlier in the batch. */
  entityId: number | SQL;
  action: ChangeAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor: Actor;
  revertOf?: number | null;
}

/** `last_insert_rowid()`: the id of the row the previous statement of the batch inserted (a D1 batch is one connection, one transaction). */
export const lastInsertedId = () => sql`last_insert_rowid()`;

/** The insert statement of one change-log entry, for a `db.batch`. */
export function changeStatement(db: Db, e: ChangeEntry) {
  return db.insert(listingChanges).values({
    synagogueId: e.synagogueId,
    entity: e.entity,
    entityId: e.entityId as number,
    action: e.action,
    before: e.before,
    after: e.after,
    actorKind: e.actor.kind,
    actorId: e.actor.userId,
    revertOf: e.revertOf ?? null,
  });
}

type ChangeWithName = ListingChangeRow & { firstName: string | null; lastName: string | null };

export function toListingChange(row: ChangeWithName): ListingChange {
  // A person's change without a person: their account was deleted (the row's actor_id was set null).
  const formerMember = (row.actorKind === 'admin' || row.actorKind === 'manager') && row.actorId === null;
  const name = row.firstName ? [row.firstName, row.lastName].filter(Boolean).join(' ') : formerMember ? FORMER_MEMBER : null;
  return {
    id: row.id,
    synagogueId: row.synagogueId,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    actor: { kind: row.actorKind, userId: row.actorId, name },
    revertOf: row.revertOf,
    revertedAt: row.revertedAt ? row.revertedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const withNames = (db: Db) =>
  db
    .select({
      id: listingChanges.id,
      synagogueId: listingChanges.synagogueId,
      entity: listingChanges.entity,
      entityId: listingChanges.entityId,
      action: listingChanges.action,
      before: listingChanges.before,
      after: listingChanges.after,
      actorKind: listingChanges.actorKind,
      actorId: listingChanges.actorId,
      revertOf: listingChanges.revertOf,
      revertedAt: listingChanges.revertedAt,
      createdAt: listingChanges.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(listingChanges)
    .leftJoin(users, eq(users.id, listingChanges.actorId));

/** A listing's history, newest first (at most `limit` entries). */
export async function listingHistory(db: Db, synagogueId: number, limit = 500): Promise<ListingChange[]> {
  const rows = await withNames(db).where(eq(listingChanges.synagogueId, synagogueId)).orderBy(desc(listingChanges.id)).limit(limit).all();
  return rows.map(toListingChange);
}

export async function findChange(db: Db, id: number): Promise<ListingChange | undefined> {
  const row = await withNames(db).where(eq(listingChanges.id, id)).get();
  return row ? toListingChange(row) : undefined;
}
