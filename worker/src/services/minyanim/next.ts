// 'Minyan now': the minyanim starting soon near a point, across listings and time zones.
// Within the coming week they are read from the materialised occurrences (one indexed query,
// every listing in the radius); other times expand the nearest listings' rules on the spot.
import { and, asc, between, eq, exists, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { MinyanNextQuery, NextMinyanResponse } from '#contract/minyanim.ts';
import { minyanOccurrences, minyanim, synagogues } from '#db/tables.ts';
import { aliased, aliasedColumns, inList, type Db } from '../../db.ts';
import { activeUnindexed } from '../directory/reads.ts';
import { EVERY_LONGITUDE, boundingBox, distanceKm } from '../geo/geo.ts';
import { haversineSql, inLongitudeRanges } from '../geo/geo-sql.ts';
import { mapListingColumns, roundedKm, toMapListing } from '../listings/serialize.ts';
import { addDays, wallTime } from './clock.ts';
import { expandRules, publicOccurrence } from './expand.ts';
import { cellsOf, coveredByOccurrences, dueListingsQuery, refreshListings } from './occurrences.ts';
import { listingFreshness } from './freshness.ts';
import { listingPlace } from './place.ts';
import { groupRules, toMinyan } from './store.ts';

/** Outside the materialised week: the nearest listings with rules that are considered. And the most minyanim answered. */
const MAX_LISTINGS = 200;
const MAX_RESULTS = 50;
const MINUTE = 60_000;

interface NextOptions {
  lat: number;
  lng: number;
  radiusKm: number;
  within: number;
  tefillah?: MinyanNextQuery['tefillah'];
  at: Date;
}

/**
 * Active listings with at least one rule (of the tefillah, if asked) within the radius, nearest
 * first, at most MAX_LISTINGS: a subquery, so that the listings and their rules are read by two
 * statements of one batch.
 */
function listingsNear(db: Db, o: NextOptions) {
  const box = boundingBox(o.lat, o.lng, o.radiusKm);
  const distance = haversineSql(synagogues.latitude, synagogues.longitude, o.lat, o.lng);
  const hasRules = db
    .select({ one: sql`1` })
    .from(minyanim)
    .where(and(eq(minyanim.synagogueId, synagogues.id), o.tefillah ? eq(minyanim.tefillah, o.tefillah) : undefined));
  return db
    .select({ id: sql<number>`${synagogues.id}`.as('near_id'), distanceKm: distance.as('distance_km') })
    .from(synagogues)
    .where(
      and(
        activeUnindexed,
        isNotNull(synagogues.longitude),
        between(synagogues.latitude, box.south, box.north),
        inLongitudeRanges(synagogues.longitude, box.lngRanges),
        lte(distance, o.radiusKm),
        exists(hasRules),
      ),
    )
    .orderBy(sql`distance_km`)
    .limit(MAX_LISTINGS)
    .as('near');
}

type Item = NextMinyanResponse['items'][number];

/** Due listings in the asked area that a read refreshes before answering (the cron does the rest). */
const REFRESH_ON_READ = 100;

/**
 * From `minyan_occurrences`: the area's cells and the time range lead through its covering
 * (cell, starts_at, latitude, longitude, tefillah) index, which also filters the box and the
 * tefillah; the exact radius and the order (start, then distance) take the first 50 of what is
 * left (a dense city's few thousand entries at most) before any row is read, and only those 50
 * are joined to their listing and rule. Occurrences exist only for active listings (a trigger
 * deletes a removed listing's: migrations/0012). At the same time, in the same batch, the
 * area's listings whose occurrences are missing or stale (a new database, a seed, a cron that
 * has not run yet): when there are any, they are expanded first and the query runs again, so
 * no listing with times is left out.
 */
async function fromOccurrences(db: Db, o: NextOptions, end: Date, now: Date): Promise<Item[]> {
  const box = boundingBox(o.lat, o.lng, o.radiusKm);
  const cells = cellsOf(box.south, box.north, box.lngRanges ?? EVERY_LONGITUDE);
  const t = minyanOccurrences;
  const distance = haversineSql(t.latitude, t.longitude, o.lat, o.lng);
  const soonest = db
    .select({
      rowid: sql<number>`${t}.rowid`.as('occurrence_rowid'),
      startsAt: sql<number>`${t.startsAt}`.as('soonest_starts_at'),
      distance: distance.as('distance_km'),
    })
    .from(t)
    .where(
      and(
        inList(t.cell, cells),
        between(t.startsAt, o.at.getTime(), end.getTime()),
        between(t.latitude, box.south, box.north),
        inLongitudeRanges(t.longitude, box.lngRanges),
        o.tefillah ? eq(t.tefillah, o.tefillah) : undefined,
        lte(distance, o.radiusKm),
      ),
    )
    .orderBy(asc(t.startsAt), asc(distance))
    .limit(MAX_RESULTS)
    .as('soonest');
  // Aliased columns: the three tables share column names, which a D1 batch would merge. Of the
  // listing, what the answer shows and its freshness line reads.
  const { timesSource, timesConfirmedAt, osmServiceTimes } = synagogues;
  const listing = aliased({ ...mapListingColumns, timesSource, timesConfirmedAt, osmServiceTimes }, 's');
  const query = db
    .select({ occurrence: aliasedColumns(t, 'o'), synagogue: listing, minyan: aliasedColumns(minyanim, 'm') })
    .from(soonest)
    .innerJoin(t, eq(sql`${t}.rowid`, soonest.rowid))
    .innerJoin(synagogues, and(eq(synagogues.id, t.synagogueId), activeUnindexed))
    .innerJoin(minyanim, eq(minyanim.id, t.minyanId))
    .orderBy(asc(soonest.startsAt), asc(soonest.distance));
  // One round trip: the stale-listings check and the occurrences together.
  const [due, first] = await db.batch([dueListingsQuery(db, now, REFRESH_ON_READ, box), query]);
  let rows = first;
  if (due.length > 0) {
    await refreshListings(
      db,
      due.map((d) => d.listing),
      now,
    );
    rows = await query.all();
  }
  return rows.map(({ occurrence: occ, synagogue: row, minyan }) => {
    // A listing with occurrences has at least one rule.
    const freshness = listingFreshness(row, 1, o.at);
    const distance = roundedKm(distanceKm(o.lat, o.lng, occ.latitude, occ.longitude));
    return {
      synagogue: toMapListing(row),
      start: occ.start,
      time: occ.time,
      date: occ.date,
      tefillah: occ.tefillah,
      distanceKm: distance,
      minyan: toMinyan(minyan),
      freshness,
    };
  });
}

/** Outside the materialised week: the nearest listings' rules expanded for the window, read in one round trip. */
async function fromRules(db: Db, o: NextOptions, end: Date): Promise<Item[]> {
  const nearby = listingsNear(db, o);
  const [near, ruleRows] = await db.batch([
    db
      .select({ row: synagogues, distanceKm: nearby.distanceKm })
      .from(nearby)
      .innerJoin(synagogues, eq(synagogues.id, nearby.id))
      .orderBy(sql`${nearby.distanceKm}`),
    db
      .select()
      .from(minyanim)
      .where(inArray(minyanim.synagogueId, db.select({ id: nearby.id }).from(nearby))),
  ]);
  const rules = groupRules(ruleRows);
  const items: (Item & { instant: number })[] = [];
  for (const { row, distanceKm: distance } of near) {
    const place = listingPlace(row);
    const own = rules.get(row.id);
    if (!place || !own) continue;
    // The day before too: a late rule (nightfall + 2 h) of yesterday can start after midnight.
    const from = addDays(wallTime(o.at, place.tzid).date, -1);
    const to = wallTime(end, place.tzid).date;
    const synagogue = toMapListing(row);
    const freshness = listingFreshness(row, own.length, o.at);
    for (const occ of expandRules(own, place, from, to)) {
      if (occ.instant < o.at || occ.instant > end) continue;
      if (o.tefillah && occ.tefillah !== o.tefillah) continue;
      const { start, time, date, tefillah } = publicOccurrence(occ);
      items.push({
        synagogue,
        start,
        time,
        date,
        tefillah,
        distanceKm: roundedKm(distance),
        minyan: toMinyan(occ.source),
        freshness,
        instant: occ.instant.getTime(),
      });
    }
  }
  items.sort((a, b) => a.instant - b.instant || a.distanceKm - b.distanceKm);
  return items.slice(0, MAX_RESULTS).map(({ instant: _instant, ...item }) => item);
}

/**
 * The minyanim starting from `at` to `at + within` minutes, ordered by start time, then by
 * distance. Each listing's rules are expanded on its own local dates, so a window that
 * crosses midnight picks up the next day's rules and day classes.
 */
export async function nextMinyanim(db: Db, o: NextOptions, now = new Date()): Promise<NextMinyanResponse> {
  const end = new Date(o.at.getTime() + o.within * MINUTE);
  const items = coveredByOccurrences(o.at, end, now) ? await fromOccurrences(db, o, end, now) : await fromRules(db, o, end);
  return { at: o.at.toISOString(), within: o.within, items };
}
