// Trips saved to an account: each belongs to one account and is read and deleted only by it, so
// another account's trip answers as absent (404).
import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_SAVED_TRIPS, type SavedTrip, type SavedTripFields } from '#contract/saved-trips.ts';
import { savedTrips, type SavedTripRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';

export const toSavedTrip = (row: SavedTripRow): SavedTrip => ({
  id: row.id,
  name: row.name,
  stops: row.stops,
  createdAt: row.createdAt.toISOString(),
});

/** The account's saved trips, newest first. */
export async function listSavedTrips(db: Db, userId: string): Promise<SavedTripRow[]> {
  return db.select().from(savedTrips).where(eq(savedTrips.userId, userId)).orderBy(desc(savedTrips.id)).all();
}

export async function saveTrip(db: Db, userId: string, trip: SavedTripFields): Promise<SavedTripRow> {
  const held = await db.select({ n: count() }).from(savedTrips).where(eq(savedTrips.userId, userId)).get();
  if ((held?.n ?? 0) >= MAX_SAVED_TRIPS) {
    throw new ApiError(409, said('errors.savedTripsFull', { max: MAX_SAVED_TRIPS }));
  }
  const stops = trip.stops.map(({ place, label, from, to }) => ({ place, label, from, to }));
  return db.insert(savedTrips).values({ userId, name: trip.name, stops }).returning().get();
}

export async function deleteSavedTrip(db: Db, userId: string, id: number): Promise<void> {
  const gone = await db
    .delete(savedTrips)
    .where(and(eq(savedTrips.id, id), eq(savedTrips.userId, userId)))
    .returning({ id: savedTrips.id })
    .get();
  if (!gone) throw new ApiError(404, said('errors.savedTripNotFound'));
}
