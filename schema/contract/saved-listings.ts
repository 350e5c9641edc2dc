// The listings an account saved for offline use (/api/account/saved-listings): the device keeps
// the listings' times and texts; the account keeps only which listings, so that another device
// signed in to it saves the same ones.
import { SAVED_LISTINGS_MAX } from '#domain/listing-limits.ts';
import { z } from './zod.ts';

export { SAVED_LISTINGS_MAX };

/** One saved listing as the account lists it: enough to name it while its details load. */
export interface SavedListing {
  id: number;
  name: string;
  city: string;
  country: string;
  /** When it was saved (ISO 8601). */
  savedAt: string;
}

/** POST /api/account/saved-listings: listings saved on a device, added to the account's in one request. */
export const savedListingsInput = z.object({
  ids: z
    .array(
      z
        .number({ error: 'ids must hold listing ids' })
        .int({ error: 'ids must hold listing ids' })
        .positive({ error: 'ids must hold listing ids' }),
      {
        error: 'ids must be a list of listing ids',
      },
    )
    .max(SAVED_LISTINGS_MAX, { error: `ids may hold at most ${SAVED_LISTINGS_MAX} listings` }),
});
export type SavedListingsInput = z.input<typeof savedListingsInput>;
