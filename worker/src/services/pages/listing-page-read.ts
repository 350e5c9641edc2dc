// What a listing's page (/shul/:id in the HTML, worker/src/routes/pages.ts) needs from D1, in one
// round trip: the listing with its rules and announcements, and, for a listing that was removed,
// the active listings nearest to it.
import { and, asc, sql } from 'drizzle-orm';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { synagogues } from '#db/tables.ts';
import type { NamedListing } from '#domain/listing-names.ts';
import type { Db } from '../../db.ts';
import { listingDetailQueries, toListingDetail } from '../minyanim/listing.ts';
import { checkedListing } from '../minyanim/store.ts';

/** How many nearby shuls a removed listing's page offers. */
const NEARBY_LIMIT = 5;
/** Half the side of the box searched round a removed listing, in degrees (about 55 km of latitude). */
const NEARBY_DEGREES = 0.5;

export interface NearbyListing extends NamedListing {
  id: number;
  address: string;
  city: string;
  state: string | null;
  zipCode: string | null;
  country: string;
}

export type ListingPageRead =
  | { kind: 'listing'; listing: SynagogueDetail }
  | { kind: 'removed'; listing: NamedListing; city: string; nearby: NearbyListing[] }
  | { kind: 'missing' };

/**
 * The active listings nearest the removed listing `id`, read in the same statement as its coordinates
 * (a subquery), so the page needs no second round trip. The box is a range on the
 * (latitude, longitude) index; a listing without coordinates has none near it.
 */
function nearbyQuery(db: Db, id: number) {
  // Only a removed listing's page shows its neighbours: for an active one the bounds are NULL and
  // the index range is empty, where a band of a degree of latitude holds thousands of listings.
  const lat = sql`(SELECT o.latitude FROM synagogues AS o WHERE o.id = ${id} AND o.is_active = 0)`;
  const lng = sql`(SELECT o.longitude FROM synagogues AS o WHERE o.id = ${id} AND o.is_active = 0)`;
  return db
    .select({
      id: synagogues.id,
      name: synagogues.name,
      hebrewName: synagogues.hebrewName,
      names: synagogues.names,
      address: synagogues.address,
      city: synagogues.city,
      state: synagogues.state,
      zipCode: synagogues.zipCode,
      country: synagogues.country,
    })
    .from(synagogues)
    .where(
      and(
        sql`${synagogues.latitude} BETWEEN ${lat} - ${NEARBY_DEGREES} AND ${lat} + ${NEARBY_DEGREES}`,
        sql`${synagogues.longitude} BETWEEN ${lng} - ${NEARBY_DEGREES} AND ${lng} + ${NEARBY_DEGREES}`,
        // `+`: the (latitude, longitude) index leads, not the is_active one.
        sql`+${synagogues.isActive} = 1`,
      ),
    )
    .orderBy(
      sql`(${synagogues.latitude} - ${lat}) * (${synagogues.latitude} - ${lat}) + (${synagogues.longitude} - ${lng}) * (${synagogues.longitude} - ${lng})`,
      asc(synagogues.id),
    )
    .limit(NEARBY_LIMIT);
}

/** A listing's page data: the listing as the app shows it, a removed one with its neighbours, or nothing. */
export async function readListingPage(db: Db, id: number, now: Date): Promise<ListingPageRead> {
  const [listings, rules, notices, city, nearby] = await db.batch([...listingDetailQueries(db, id, now), nearbyQuery(db, id)]);
  const row = listings[0];
  if (!row) return { kind: 'missing' };
  if (!row.isActive) return { kind: 'removed', listing: row, city: row.city, nearby };
  const checked = checkedListing(listings, rules);
  return { kind: 'listing', listing: toListingDetail(checked.row, checked.rules, notices, now, city) };
}
