// Each listing's minyanim for the coming days, materialised in `minyan_occurrences` so that
// 'Minyan now' is one indexed query by area and time however dense the city (docs/domain.md:
// Minyan now). `occurrenceRefresh` is the one way rows are written: every rule writer puts its
// statements in the same batch as its own change, and the cron (`refreshDueOccurrences`) rolls
// each listing's window forward once a day and catches up with edited listings.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { minyanOccurrenceRefreshes, minyanOccurrences, minyanim, synagogues, type MinyanRow, type SynagogueRow } from '#db/tables.ts';
import { inList, type Db } from '../../db.ts';
import { EVERY_LONGITUDE, type Box, type LngRanges } from '../geo/geo.ts';
import { addDays, wallTime } from './clock.ts';
import { expandRules, type Rule } from './expand.ts';
import { listingPlace } from './place.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The listing's local dates kept: yesterday (a late rule can run past midnight) to nine days ahead. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 9;
/** A listing's rows are expanded again once they are this old (the window moves a day). */
const REFRESH_AFTER_MS = DAY_MS;

/**
 * What the table is trusted to answer: windows from 12 hours ago to 7 days ahead. A listing
 * refreshed at most a day (plus the cron's lag) ago covers at least from a day before its
 * refresh to eight days after it.
 */
export function coveredByOccurrences(from: Date, to: Date, now: Date): boolean {
  return from.getTime() >= now.getTime() - 12 * HOUR_MS && to.getTime() <= now.getTime() + 7 * DAY_MS;
}

/** Grid squares of 0.25° (about 28 km north to south), numbered row by row from the south-west. */
export const CELL_DEGREES = 0.25;
const CELLS_PER_ROW = 360 / CELL_DEGREES;
const cellRow = (lat: number) => Math.floor((Math.min(lat, 89.999) + 90) / CELL_DEGREES);
const cellColumn = (lng: number) => ((Math.floor((lng + 180) / CELL_DEGREES) % CELLS_PER_ROW) + CELLS_PER_ROW) % CELLS_PER_ROW;
export const cellOf = (lat: number, lng: number) => cellRow(lat) * CELLS_PER_ROW + cellColumn(lng);

/** The cells a box touches; longitude ranges are west→east pieces (two across the antimeridian). */
export function cellsOf(south: number, north: number, lngRanges: LngRanges): number[] {
  const out: number[] = [];
  for (let row = cellRow(south); row <= cellRow(north); row++) {
    for (const [w, e] of lngRanges) {
      for (let col = cellColumn(w); col <= cellColumn(e); col++) out.push(row * CELLS_PER_ROW + col);
    }
  }
  return out;
}

type RuleLike = Rule & Pick<MinyanRow, 'tefillah'>;
type Listing = Pick<SynagogueRow, 'id' | 'latitude' | 'longitude' | 'country' | 'isActive'>;

interface OccurrenceValue {
  /**
   * The rule's id; for a rule inserted earlier in the same batch, −r where r is its place among
   * the listing's newest rules (−1: the last inserted), and the batch reads its id.
   */
  minyanId: number;
  tefillah: string;
  startsAt: number;
  date: string;
  time: string;
  start: string;
  cell: number;
  latitude: number;
  longitude: number;
}

/** The rows a listing's rules give for its window around `now` (none without coordinates or when removed). */
export function occurrenceValues(listing: Listing, rules: readonly RuleLike[], now: Date): OccurrenceValue[] {
  const place = listingPlace(listing);
  if (!place || !listing.isActive || rules.length === 0) return [];
  const today = wallTime(now, place.tzid).date;
  const cell = cellOf(place.latitude, place.longitude);
  return expandRules(rules, place, addDays(today, -DAYS_BEFORE), addDays(today, DAYS_AFTER)).map((o) => ({
    // A rule without an id is the one new rule of its batch: the listing's newest.
    minyanId: o.minyanId ?? -1,
    tefillah: o.tefillah,
    startsAt: o.instant.getTime(),
    date: o.date,
    time: o.time,
    start: o.start,
    cell,
    latitude: place.latitude,
    longitude: place.longitude,
  }));
}

/** Rows per INSERT: each is one JSON parameter read with json_each (D1 binds at most 100 parameters). */
const ROWS_PER_INSERT = 400;
const field = (name: keyof OccurrenceValue) => sql.raw(`value ->> '$.${name}'`);

function insertRows(db: Db, synagogueId: number, rows: OccurrenceValue[]) {
  // Rules inserted earlier in the same batch have the listing's highest ids (ids only grow):
  // the r-th newest is the one with r − 1 newer rules.
  const newer = sql`(SELECT count(*) FROM ${minyanim} AS newer WHERE newer.synagogue_id = ${synagogueId} AND newer.id > ${minyanim.id})`;
  const newRuleId = sql`(SELECT ${minyanim.id} FROM ${minyanim} WHERE ${minyanim.synagogueId} = ${synagogueId} AND ${newer} = -(${field('minyanId')}) - 1)`;
  return db.insert(minyanOccurrences).select(
    db
      .select({
        synagogueId: sql<number>`${synagogueId}`.as('synagogue_id'),
        minyanId: sql<number>`case when ${field('minyanId')} >= 0 then ${field('minyanId')} else ${newRuleId} end`.as('minyan_id'),
        tefillah: sql<string>`${field('tefillah')}`.as('tefillah'),
        startsAt: sql<number>`${field('startsAt')}`.as('starts_at'),
        date: sql<string>`${field('date')}`.as('date'),
        time: sql<string>`${field('time')}`.as('time'),
        start: sql<string>`${field('start')}`.as('start'),
        cell: sql<number>`${field('cell')}`.as('cell'),
        latitude: sql<number>`${field('latitude')}`.as('latitude'),
        longitude: sql<number>`${field('longitude')}`.as('longitude'),
      })
      .from(sql`json_each(${JSON.stringify(rows)})`),
  ) as unknown as BatchItem<'sqlite'>;
}

/**
 * The statements that replace a listing's occurrences with those of `rules` (the rule set as
 * it will stand after the caller's own write, which goes before these in the same batch).
 * Every writer of rules calls this: admin edits, and any other path that changes them.
 */
export function occurrenceRefresh(db: Db, listing: Listing, rules: readonly RuleLike[], now: Date): BatchItem<'sqlite'>[] {
  const rows = occurrenceValues(listing, rules, now);
  const inserts: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) inserts.push(insertRows(db, listing.id, rows.slice(i, i + ROWS_PER_INSERT)));
  const refreshes = minyanOccurrenceRefreshes;
  const place = listingPlace(listing);
  const cell = place ? cellOf(place.latitude, place.longitude) : null;
  return [
    db.delete(minyanOccurrences).where(eq(minyanOccurrences.synagogueId, listing.id)),
    ...inserts,
    // A listing without rules has nothing to keep fresh (a rule written later marks it due again).
    rules.length === 0
      ? db.delete(refreshes).where(eq(refreshes.synagogueId, listing.id))
      : db
          .insert(refreshes)
          .values({ synagogueId: listing.id, refreshedAt: now.getTime(), cell })
          .onConflictDoUpdate({ target: refreshes.synagogueId, set: { refreshedAt: now.getTime(), cell } }),
  ];
}

/** Listings refreshed per batch by the cron, and the batches per tick. */
const LISTINGS_PER_BATCH = 100;
const BATCHES_PER_TICK = 10;

/**
 * Listings whose occurrences are due: never expanded, marked due by a trigger since (a rule
 * written, the listing moved or removed: migrations/0012), or expanded more than a day ago.
 * Oldest first; within `area`'s cells when given. Both read an index of
 * `minyan_occurrence_refreshes` ((cell, refreshed_at) or (refreshed_at)), so the cost is the
 * number of due listings, not of the area's listings. A query, so a reader can batch it with its own.
 */
export function dueListingsQuery(db: Db, now: Date, limit: number, area?: Box) {
  const refreshes = minyanOccurrenceRefreshes;
  const inArea = area ? inList(refreshes.cell, cellsOf(area.south, area.north, area.lngRanges ?? EVERY_LONGITUDE)) : undefined;
  return db
    .select({ listing: synagogues })
    .from(refreshes)
    .innerJoin(synagogues, eq(synagogues.id, refreshes.synagogueId))
    .where(and(lt(refreshes.refreshedAt, now.getTime() - REFRESH_AFTER_MS), inArea))
    .orderBy(asc(refreshes.refreshedAt))
    .limit(limit);
}

/** Expands these listings' rules into their occurrences: one read of their rules, one batch of writes. */
export async function refreshListings(db: Db, listings: SynagogueRow[], now: Date): Promise<void> {
  if (listings.length === 0) return;
  const rules = await db
    .select()
    .from(minyanim)
    .where(inArray(minyanim.synagogueId, sql`(SELECT value FROM json_each(${JSON.stringify(listings.map((l) => l.id))}))`))
    .all();
  const byListing = new Map<number, MinyanRow[]>();
  for (const r of rules) byListing.set(r.synagogueId, [...(byListing.get(r.synagogueId) ?? []), r]);
  const statements = listings.flatMap((l) => occurrenceRefresh(db, l, byListing.get(l.id) ?? [], now));
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}

/** The cron's part: refreshes due listings in batches; returns how many were refreshed. */
export async function refreshDueOccurrences(db: Db, now: Date, { batches = BATCHES_PER_TICK } = {}): Promise<number> {
  let done = 0;
  for (let b = 0; b < batches; b++) {
    const listings = (await dueListingsQuery(db, now, LISTINGS_PER_BATCH).all()).map((r) => r.listing);
    if (listings.length === 0) break;
    await refreshListings(db, listings, now);
    done += listings.length;
    if (listings.length < LISTINGS_PER_BATCH) break;
  }
  return done;
}
