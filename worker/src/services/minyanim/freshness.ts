// Listing freshness: where the times come from and when they were confirmed, 'These times are
// right' and 'Report a problem'.
import { eq } from 'drizzle-orm';
import { describeFreshness, type TimesFreshness } from '#domain/freshness.ts';
import type { ListingReport } from '#contract/minyanim.ts';
import { submissions, synagogues, type SubmissionRow, type SynagogueRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { findListing } from './store.ts';

/** A visitor vouches for the times: only the confirmation date changes, not the listing's updatedAt. */
export async function confirmTimes(db: Db, id: number, at: Date): Promise<Date> {
  const row = await findListing(db, id);
  await db.update(synagogues).set({ timesConfirmedAt: at, updatedAt: row.updatedAt }).where(eq(synagogues.id, id)).run();
  return at;
}

export const REPORTER_NAME = 'Visitor report';

/**
 * A problem report becomes a pending `edit` location request for the listing, so it reaches the
 * admins' Location Requests. It carries the listing's current details, so approving it as it
 * stands changes nothing: the admin applies the fix the notes describe.
 */
export async function reportProblem(db: Db, id: number, input: ListingReport): Promise<SubmissionRow> {
  const row = await findListing(db, id);
  return db
    .insert(submissions)
    .values({
      type: 'edit',
      status: 'pending',
      synagogueId: row.id,
      synagogueName: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
      phone: row.phone,
      website: row.website,
      nusach: row.nusach,
      hasWheelchairAccess: row.hasWheelchairAccess,
      hasMikve: row.hasMikve,
      hasParking: row.hasParking,
      hasYouthPrograms: row.hasYouthPrograms,
      submitterName: input.name ?? REPORTER_NAME,
      submitterEmail: input.email ?? '',
      submitterPhone: '',
      notes: `Problem reported from the listing page: ${input.problem}`,
      minyanTimes: input.minyanTimes,
    })
    .returning()
    .get();
}

/** The listing's freshness line; a listing with no rules and no published OSM text has none. */
export function listingFreshness(
  row: Pick<SynagogueRow, 'timesSource' | 'timesConfirmedAt' | 'osmServiceTimes'>,
  ruleCount: number,
  now: Date,
): TimesFreshness {
  const hasTimes = ruleCount > 0 || Boolean(row.osmServiceTimes);
  return describeFreshness(row.timesSource, row.timesConfirmedAt ? row.timesConfirmedAt.toISOString() : null, hasTimes, now);
}
