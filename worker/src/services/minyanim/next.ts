// 'Minyan now': the minyanim starting soon near a point, across listings and time zones.
import { and, between, eq, exists, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { MinyanNextQuery, NextMinyanResponse } from '../../../../schema/minyanim.ts';
import { minyanim, synagogues, type SynagogueRow } from '../../../../schema/tables.ts';
import type { Db } from '../../db.ts';
import { boundingBox, distanceKm } from '../search.ts';
import { toSynagogue } from '../serialize.ts';
import { addDays, wallTime } from './clock.ts';
import { expandRules, publicOccurrence } from './expand.ts';
import { listingFreshness } from './freshness.ts';
import { listingPlace } from './place.ts';
import { rulesByListing, toMinyan } from './store.ts';

/** The nearest listings with rules that are considered, and the most minyanim answered. */
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

/** Active listings with at least one rule (of the tefillah, if asked) within the radius, nearest first. */
async function listingsNear(db: Db, o: NextOptions): Promise<{ row: SynagogueRow; distanceKm: number }[]> {
  const box = boundingBox(o.lat, o.lng, o.radiusKm);
  const lngFilter: SQL | undefined = box.lngRanges ? or(...box.lngRanges.map(([w, e]) => between(synagogues.longitude, w, e))) : undefined;
  const hasRules = db
    .select({ one: sql`1` })
    .from(minyanim)
    .where(and(eq(minyanim.synagogueId, synagogues.id), o.tefillah ? eq(minyanim.tefillah, o.tefillah) : undefined));
  const rows = await db
    .select()
    .from(synagogues)
    .where(
      and(
        eq(synagogues.isActive, true),
        isNotNull(synagogues.longitude),
        between(synagogues.latitude, box.south, box.north),
        lngFilter,
        exists(hasRules),
      ),
    )
    .all();
  return rows
    .map((row) => ({ row, distanceKm: distanceKm(o.lat, o.lng, row.latitude!, row.longitude!) }))
    .filter((r) => r.distanceKm <= o.radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, MAX_LISTINGS);
}

/**
 * The minyanim starting from `at` to `at + within` minutes, ordered by start time, then by
 * distance. Each listing's rules are expanded on its own local dates, so a window that
 * crosses midnight picks up the next day's rules and day classes.
 */
export async function nextMinyanim(db: Db, o: NextOptions): Promise<NextMinyanResponse> {
  const end = new Date(o.at.getTime() + o.within * MINUTE);
  const near = await listingsNear(db, o);
  const rules = await rulesByListing(
    db,
    near.map((n) => n.row.id),
  );
  const items: (NextMinyanResponse['items'][number] & { instant: number })[] = [];
  for (const { row, distanceKm: distance } of near) {
    const place = listingPlace(row);
    const own = rules.get(row.id);
    if (!place || !own) continue;
    // The day before too: a late rule (nightfall + 2 h) of yesterday can start after midnight.
    const from = addDays(wallTime(o.at, place.tzid).date, -1);
    const to = wallTime(end, place.tzid).date;
    const synagogue = toSynagogue(row, distance);
    const freshness = listingFreshness(row, own.length, o.at);
    for (const occ of expandRules(own, place, from, to)) {
      if (occ.instant < o.at || occ.instant > end) continue;
      if (o.tefillah && occ.tefillah !== o.tefillah) continue;
      const { start, time, date, tefillah } = publicOccurrence(occ);
      items.push({ synagogue, start, time, date, tefillah, distanceKm: synagogue.distanceKm!, minyan: toMinyan(occ.source), freshness, instant: occ.instant.getTime() });
    }
  }
  items.sort((a, b) => a.instant - b.instant || a.distanceKm - b.distanceKm);
  return {
    at: o.at.toISOString(),
    within: o.within,
    items: items.slice(0, MAX_RESULTS).map(({ instant: _instant, ...item }) => item),
  };
}
