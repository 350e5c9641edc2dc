// The listings an account saved for offline use. Only active listings can be saved; a listing
// deleted later leaves every account's list with it (the foreign key), and one made inactive is
// left out of the list until it is active again.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { SAVED_LISTINGS_MAX, type SavedListing } from '#contract/saved-listings.ts';
import { savedListings, synagogues } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';

/** The account's saved listings, the latest first (one query); the export lists inactive ones too. */
export async function listSaved(db: Db, userId: string, { includeInactive = false } = {}): Promise<SavedListing[]> {
  const rows = await db
    .select({
      id: synagogues.id,
      name: synagogues.name,
      city: synagogues.city,
      country: synagogues.country,
      savedAt: savedListings.createdAt,
    })
    .from(savedListings)
    .innerJoin(synagogues, eq(synagogues.id, savedListings.synagogueId))
    .where(and(eq(savedListings.userId, userId), includeInactive ? undefined : eq(synagogues.isActive, true)))
    .orderBy(desc(savedListings.createdAt), desc(savedListings.synagogueId))
    .all();
  return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
}

/**
 * Saves listings to the account (those already saved stay as they were). Ids that name no active
 * listing are passed over, so that a device's list with a listing removed since still syncs; the
 * account never holds more than SAVED_LISTINGS_MAX (409 when the new ones would pass it).
 */
export async function addSaved(db: Db, userId: string, ids: readonly number[]): Promise<SavedListing[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length) {
    const [existing, [held], saved] = await db.batch([
      db
        .select({ id: synagogues.id })
        .from(synagogues)
        .where(and(inArray(synagogues.id, wanted), eq(synagogues.isActive, true))),
      db.select({ n: count() }).from(savedListings).where(eq(savedListings.userId, userId)),
      db
        .select({ id: savedListings.synagogueId })
        .from(savedListings)
        .where(and(eq(savedListings.userId, userId), inArray(savedListings.synagogueId, wanted))),
    ]);
    const already = new Set(saved.map((r) => r.id));
    const fresh = existing.map((r) => r.id).filter((id) => !already.has(id));
    if ((held?.n ?? 0) + fresh.length > SAVED_LISTINGS_MAX)
      throw new ApiError(409, said('errors.savedListingsFull', { max: SAVED_LISTINGS_MAX }));
    if (fresh.length) {
      await db
        .insert(savedListings)
        .values(fresh.map((synagogueId) => ({ userId, synagogueId })))
        .onConflictDoNothing();
    }
  }
  return listSaved(db, userId);
}

/** Saves one listing; 404 when it is no active listing. */
export async function addOneSaved(db: Db, userId: string, id: number): Promise<SavedListing[]> {
  const listing = await db
    .select({ id: synagogues.id })
    .from(synagogues)
    .where(and(eq(synagogues.id, id), eq(synagogues.isActive, true)))
    .get();
  if (!listing) throw new ApiError(404, said('errors.listingNotFound'));
  return addSaved(db, userId, [id]);
}

/** Removes a listing from the account's list; removing one not saved changes nothing. */
export async function removeSaved(db: Db, userId: string, id: number): Promise<void> {
  await db.delete(savedListings).where(and(eq(savedListings.userId, userId), eq(savedListings.synagogueId, id)));
}
