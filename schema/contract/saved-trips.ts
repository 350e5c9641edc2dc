// Trips saved to an account from /trip (GET, POST /api/account/trips; DELETE …/:id): the stops as
// the planner takes them, each with the name of its place as the page showed it, and an optional
// name for the whole trip. The shareable link never carries these: it holds the stops alone.
import type { SavedTripStop, savedTrips } from '#db/trips.ts';
import { optionalText, type RowAnswer } from './fields.ts';
import { MAX_TRIP_STOPS, localDateTime, tripInput, tripPlace } from './trips.ts';
import { z } from './zod.ts';
import { SAVED_TRIP_NAME_MAX } from '#domain/saved-trip-limits.ts';

export { MAX_SAVED_TRIPS, SAVED_TRIP_NAME_MAX } from '#domain/saved-trip-limits.ts';
const PLACE_LABEL_MAX = 200;

const savedStop = z
  .object({ place: tripPlace, label: optionalText(PLACE_LABEL_MAX), from: localDateTime('from'), to: localDateTime('to') })
  .refine((s) => s.from < s.to, { error: 'to must be after from', path: ['to'] });

/** POST /api/account/trips. The stops obey the planner's rules (in order, at most 31 days). */
export const savedTripInput = z
  .object({
    name: optionalText(SAVED_TRIP_NAME_MAX),
    stops: z
      .array(savedStop, { error: 'stops must be a list' })
      .min(1, { error: 'Give at least one stop' })
      .max(MAX_TRIP_STOPS, { error: `At most ${MAX_TRIP_STOPS} stops` }),
  })
  .superRefine((trip, ctx) => {
    // Each stop is already valid here: what the planner's own schema can still refuse is their
    // order and the trip's length, reported at the same paths.
    const planned = tripInput.safeParse(trip);
    if (!planned.success)
      for (const issue of planned.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type SavedTripInput = z.input<typeof savedTripInput>;
export type SavedTripFields = z.output<typeof savedTripInput>;

/** A saved trip as GET /api/account/trips lists it. */
export type SavedTrip = Pick<RowAnswer<typeof savedTrips.$inferSelect>, 'id' | 'name' | 'createdAt'> & { stops: SavedTripStop[] };
