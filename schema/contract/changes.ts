// The change log: who changed what on a listing, when, with the values before and after; admins
// read a listing's history and revert one change. The answer is derived from the
// `listing_changes` table with drizzle-zod.
import { createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { listingChanges } from '#db/management.ts';

/** The changed fields' values, by field. */
const values = z.record(z.string(), z.unknown()).nullable();

const changeRow = createSelectSchema(listingChanges, {
  before: values,
  after: values,
  revertedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A change as the API answers it: the row with its actor together and named, times as ISO strings. */
export const listingChange = changeRow.omit({ actorKind: true, actorId: true }).extend({
  actor: z.object({
    kind: changeRow.shape.actorKind,
    /** The user who made it or accepted/approved it (null for an import, or a deleted account). */
    userId: changeRow.shape.actorId,
    name: z.string().nullable(),
  }),
});
export type ListingChange = z.output<typeof listingChange>;

/** GET /api/admin/synagogues/:id/changes: newest first. */
export interface ListingHistory {
  synagogueId: number;
  changes: ListingChange[];
}

/** POST /api/admin/changes/:id/revert → the new change that undid it. 409 when it was reverted already or a later change to the same thing conflicts. */
export interface RevertResponse {
  reverted: ListingChange;
  change: ListingChange;
}
