// Writing the directory: admin create, edit and delete of listings, and the statements that
// approved location requests put into their batch (submissions.ts, beside this file).
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Synagogue, synagogueInput, synagoguePatch } from '#contract/synagogues.ts';
import { synagogues, type SynagogueRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { changeStatement, type Actor } from './change-log.ts';
import { toSynagogue } from './serialize.ts';
import { tieListingPlaces } from '../places/listing-place.ts';

export type NewListing = z.output<typeof synagogueInput>;
export type ListingChanges = z.output<typeof synagoguePatch>;
type Field = keyof ListingChanges & keyof SynagogueRow;

/** Coordinates come back from the API as 8-decimal strings; a round trip through the form is no edit. */
const COORDINATE_TOLERANCE = 5e-9;

function same(field: Field, before: unknown, after: unknown): boolean {
  if ((field === 'latitude' || field === 'longitude') && typeof before === 'number' && typeof after === 'number') {
    return Math.abs(before - after) < COORDINATE_TOLERANCE;
  }
  if (typeof before === 'object' || typeof after === 'object') return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
  return before === after;
}

/** The fields of `changes` whose value differs from the row: the admin form sends every field on each save. */
export function changedFields(row: SynagogueRow, changes: ListingChanges): Partial<ListingChanges> {
  const out: Partial<Record<Field, unknown>> = {};
  for (const [key, value] of Object.entries(changes) as [Field, unknown][]) {
    if (value !== undefined && !same(key, row[key], value)) out[key] = value;
  }
  return out as Partial<ListingChanges>;
}

/**
 * `edited_fields` plus `fields`, as one SQL expression (a set union, sorted), so two edits at
 * once never drop each other's names. An import never overwrites the fields named there.
 */
export const withEditedFields = (fields: string[]) =>
  sql`(select json_group_array(value) from (select value from json_each(${synagogues.editedFields}) union select value from json_each(${JSON.stringify(fields)}) order by 1))`;

/** SQLite's unique-constraint failure, wherever drizzle or D1 put it in the error chain. */
export function isUniqueViolation(e: unknown): boolean {
  for (let err = e; err instanceof Error; err = err.cause) if (/UNIQUE constraint failed/.test(err.message)) return true;
  return false;
}

const conflict = (e: unknown): never => {
  if (isUniqueViolation(e)) {
    throw new ApiError(409, said('errors.duplicateGooglePlaceId'), { googlePlaceId: said('errors.duplicateGooglePlaceId') });
  }
  throw e;
};

export async function createListing(db: Db, input: NewListing): Promise<Synagogue> {
  const row = await db
    .insert(synagogues)
    .values({ ...input, source: 'admin' })
    .returning()
    .get()
    .catch(conflict);
  // Its city page and counts know it at once, rather than at the cron's next tick.
  await tieListingPlaces(db, { ids: [row.id] });
  return toSynagogue(row);
}

export async function findListing(db: Db, id: number): Promise<SynagogueRow | undefined> {
  return db.select().from(synagogues).where(eq(synagogues.id, id)).get();
}

/**
 * A person's edit of a listing as batch statements: the changed fields with their names added to
 * `editedFields` and `updatedAt` refreshed, then the change-log entry (none when nothing changed).
 */
export function listingEditStatements(db: Db, row: SynagogueRow, changes: ListingChanges, actor: Actor, now: Date, revertOf?: number) {
  const changed = changedFields(row, changes);
  const names = Object.keys(changed) as Field[];
  const update = db
    .update(synagogues)
    .set({ ...changed, editedFields: withEditedFields(names), updatedAt: now })
    .where(eq(synagogues.id, row.id))
    .returning();
  if (!names.length) return [update] as const;
  const log = changeStatement(db, {
    synagogueId: row.id,
    entity: 'listing',
    entityId: row.id,
    action: 'update',
    before: Object.fromEntries(names.map((k) => [k, row[k]])),
    after: changed as Record<string, unknown>,
    actor,
    revertOf,
  });
  return [update, log] as const;
}

/** An admin's or manager's edit: the changed fields and their change-log entry in one batch. */
export async function updateListing(db: Db, id: number, changes: ListingChanges, actor: Actor, revertOf?: number): Promise<Synagogue> {
  const row = await findListing(db, id);
  if (!row) throw new ApiError(404, said('errors.listingNotFound'));
  const [update, log] = listingEditStatements(db, row, changes, actor, new Date(), revertOf);
  const [rows] = await (log ? db.batch([update, log]) : db.batch([update])).catch(conflict);
  const updated = rows[0];
  if (!updated) throw new ApiError(404, said('errors.listingNotFound'));
  // An edit of the address unties the listing (a trigger; RETURNING does not show it): tie it again
  // now. A listing still tied is not read again.
  await tieListingPlaces(db, { ids: [updated.id] });
  return toSynagogue(updated);
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  const gone = await db.delete(synagogues).where(eq(synagogues.id, id)).returning({ id: synagogues.id }).get();
  if (!gone) throw new ApiError(404, said('errors.listingNotFound'));
}
