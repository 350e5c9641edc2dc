// Reading the directory: the listing search (text, ZIP, near-me), counts, map viewports and
// city suggestions.
//
// Query shapes matter here more than anywhere: without table statistics SQLite prefers the
// (is_active, name) index for `is_active = 1` and then walks all 30,000 listings to test the
// real filter (a ZIP, a box, a MATCH). Where another index should lead, the active test is
// written `+is_active = 1`, which no index can serve. And `is_active` is in no other index, so
// each listing tested costs a table lookup: near-me and the viewport first pick candidates from
// the covering (latitude, longitude) index and look up only those.
import { and, asc, between, count, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { NEAR_ME_RADIUS_KM, SUGGEST_LIMIT, SUGGEST_MIN_LENGTH, type MapListing, type Synagogue } from '#contract/synagogues.ts';
import {
  NEAR_BANDS_PER_DEGREE,
  NEAR_BAND_ACTIVE_INDEX,
  NEAR_BAND_INDEX,
  activeLiteral,
  foldedName,
  latitudeBand,
  listingCityCounts,
  listingTotals,
  mapPriority,
  nearBand,
  synagogues,
  type SynagogueRow,
} from '#db/tables.ts';
import { numberLiteral, type Db } from '../../db.ts';
import { boundingBox, longitudeRanges } from '../geo/geo.ts';
import { haversineSql, inLatitudeBands, inLongitudeRanges } from '../geo/geo-sql.ts';
import { mapListingColumns, toMapListing, toSynagogue } from '../listings/serialize.ts';
import { cityPrefixQuery, ftsPrefixQuery, searchTerms, zipCodeOf } from './search-text.ts';

/** The FTS5 index (migrations/0002, its columns as of migrations: listing names): its rowid is a listing id. */
const synagoguesFts = sqliteTable('synagogues_fts', { rowid: integer('rowid').notNull() });
const ftsMatch = (query: string) => sql`${synagoguesFts} MATCH ${query}`;
/** The FTS5 index of the directory's cities (migrations/0016): its rowid is a `listing_city_counts` id. */
const listingCitiesFts = sqliteTable('listing_cities_fts', { rowid: integer('rowid').notNull() });

/** `is_active = 1` that leaves the choice of index to the other conditions (see the top of the file). */
export const activeUnindexed = sql`+${synagogues.isActive} = 1`;

export interface DirectoryQuery {
  search?: string | undefined;
  near?: { lat: number; lng: number; radiusKm?: number | undefined } | undefined;
  /** Admins may see removed listings too. */
  includeInactive?: boolean;
}

interface Page {
  limit: number;
  offset: number;
}

const distanceSql = (lat: number, lng: number) => haversineSql(synagogues.latitude, synagogues.longitude, lat, lng);

/** What a directory query filters on, apart from `is_active`. */
interface Filter {
  /** Text with no searchable term: nothing can match. */
  nothing: boolean;
  /** The FTS5 query, for a text that is not a ZIP code. */
  match: string | null;
  /** Conditions on the listing's own columns from the text (a ZIP code). */
  textWhere: SQL[];
  /** All conditions on the listing's own columns (ZIP, bounding box, radius). */
  where: SQL[];
  distance: SQL<number> | null;
}

/** The box around a circle, on the narrow-band index: its bands, then longitude and latitude within each, all bound. */
function inCircleBox(lat: number, lng: number, radiusKm: number): SQL {
  const box = boundingBox(lat, lng, radiusKm);
  return and(
    inLatitudeBands(nearBand(synagogues.latitude), box.south, box.north, NEAR_BANDS_PER_DEGREE),
    inLongitudeRanges(synagogues.longitude, box.lngRanges),
    between(synagogues.latitude, box.south, box.north),
  )!;
}

/** Within `radiusKm` of the point: its box on the narrow-band index, then the exact distance. */
const nearConditions = (lat: number, lng: number, radiusKm: number, distance: SQL<number>): SQL[] => [
  inCircleBox(lat, lng, radiusKm),
  sql`${distance} <= ${numberLiteral(radiusKm)}`,
];

/**
 * Text: a ZIP code (or ZIP+4) matches `zip_code` through its index, anything else goes to FTS5.
 * Near-me: the circle's box on the narrow-band index, then the exact distance within the radius.
 */
function filterOf(q: DirectoryQuery): Filter {
  const f: Filter = { nothing: false, match: null, textWhere: [], where: [], distance: null };
  const text = q.search?.trim() ?? '';
  const zip = zipCodeOf(text);
  if (zip) {
    // '12345' itself, and any '12345-nnnn' as an index range: '-' sorts before '.'.
    f.textWhere.push(
      or(eq(synagogues.zipCode, zip), and(sql`${synagogues.zipCode} > ${`${zip}-`}`, sql`${synagogues.zipCode} < ${`${zip}.`}`))!,
    );
  } else if (text) {
    f.match = ftsPrefixQuery(text);
    f.nothing = f.match === null;
  }
  f.where.push(...f.textWhere);
  if (q.near) {
    const { lat, lng } = q.near;
    f.distance = distanceSql(lat, lng);
    f.where.push(...nearConditions(lat, lng, q.near.radiusKm ?? NEAR_ME_RADIUS_KM, f.distance));
  }
  return f;
}

const toListings = (rows: { row: SynagogueRow; distanceKm?: number }[]) => rows.map(({ row, distanceKm }) => toSynagogue(row, distanceKm));

/**
 * Near-me rings: the nearest listings are looked for within the first of these radii (km) that
 * holds enough candidates, else within the whole radius asked. Each ring grows about threefold,
 * so the ring that answers holds few listings beyond the ones it needs, even in a dense city;
 * only a sparse area reads the whole radius, where there is little to read. Few rings: each adds
 * two subqueries that SQLite plans on every request, which costs as much as reading a ring
 * (docs/performance.md).
 */
const NEAR_RINGS_KM = [1.5, 5, 15];

/**
 * Near-me, nearest first, in one statement and one round trip. The candidates are the listings a
 * visitor may see: removed ones are left out inside each ring (through the narrow-band index of
 * active listings; an admin asking for removed listings too reads the index of all), so the
 * nearest candidates are the page itself. `pick` finds the first ring that holds the page,
 * counting its listings and stopping at that many; then only that ring is read: its listings
 * nearest first, at most the page. Every other ring's LIMIT is 0: SQLite evaluates a LIMIT once,
 * before its loop, where a WHERE condition on `pick` would be tested on every row of the box.
 * Without words, each ring names its index (INDEXED BY): left to itself, SQLite may read a wide
 * ring from the `is_active` index, every active listing in the world. With words, SQLite starts
 * from the FTS5 matches or the band index as it sees fit, and removed listings are filtered
 * without an index. The point and its boxes are bound (inCircleBox, haversineSql) and the rings'
 * radii and the page written in, so the statement reads the same for every point of a radius and
 * page size; its parameters stay under D1's 100 even across the antimeridian with a ZIP code.
 */
async function listNear(db: Db, q: DirectoryQuery, f: Filter, page: Page): Promise<Synagogue[]> {
  const { lat, lng } = q.near!;
  const radiusKm = q.near!.radiusKm ?? NEAR_ME_RADIUS_KM;
  const distance = f.distance!;
  const listings = f.match
    ? sql`${synagogues}`
    : sql`${synagogues} indexed by ${sql.identifier(q.includeInactive ? NEAR_BAND_INDEX : NEAR_BAND_ACTIVE_INDEX)}`;
  const visible = q.includeInactive ? undefined : f.match ? activeUnindexed : activeLiteral(synagogues.isActive);
  const matching = f.match ? sql` inner join ${synagoguesFts} on ${synagoguesFts.rowid} = ${synagogues.id}` : sql``;
  // Written as SQL: drizzle's select has no INDEXED BY. SQLite lets WHERE name a result column,
  // so the distance is written once a ring.
  const inRing = (ringKm: number) =>
    sql`select ${synagogues.id} as id, ${distance} as distance_km from ${listings}${matching} where ${and(
      inCircleBox(lat, lng, ringKm),
      sql`distance_km <= ${numberLiteral(ringKm)}`,
      visible,
      ...f.textWhere,
      f.match ? ftsMatch(f.match) : undefined,
    )}`;
  const pageEnd = page.offset + page.limit;
  const n = numberLiteral(pageEnd);
  const radii = NEAR_RINGS_KM.filter((r) => r < radiusKm);
  const holds = (ringKm: number) => sql`(select count(*) from (${inRing(ringKm)} limit ${n})) >= ${n}`;
  const whole = numberLiteral(radii.length);
  const choice = radii.length
    ? sql`case ${sql.join(
        radii.map((r, i) => sql`when ${holds(r)} then ${numberLiteral(i)}`),
        sql` `,
      )} else ${whole} end`
    : whole;
  const pick = db.$with('pick', { ring: sql<number>`ring`.as('ring') }).as(sql`select ${choice} as ring`);
  const ringIfPicked = (ringKm: number, i: number) =>
    sql`select * from (${inRing(ringKm)} order by distance_km, id limit (select case ring when ${numberLiteral(i)} then ${n} else 0 end from pick))`;
  const nearest = db
    .$with('near', { id: sql<number>`id`.as('id'), distanceKm: sql<number>`distance_km`.as('distance_km') })
    .as(sql.join([...radii, radiusKm].map(ringIfPicked), sql` union all `));
  const rows = await db
    .with(pick, nearest)
    .select({ row: synagogues, distanceKm: sql<number>`near.distance_km` })
    .from(nearest)
    .innerJoin(synagogues, sql`${synagogues.id} = near.id`)
    .orderBy(sql`near.distance_km`, sql`near.id`)
    .limit(pageEnd);
  return toListings(rows.slice(page.offset));
}

/** How many name matches (tiers 0 and 1 below) are ordered by closeness. */
export const RANKED_PER_TIER = 100;

/** SQLite's `lower` on the Worker's side: ASCII letters only, so typed words fold as `foldedName` folds names. */
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Texts that start with `prefix`, as an index range: U+10FFFF sorts after every character, in UTF-8 as in SQLite. */
const startsWith = (column: SQLWrapper, prefix: string) => and(gte(column, prefix), lt(column, `${prefix}\u{10FFFF}`));

/**
 * A text search orders a bounded candidate set, not every match: a broad word ("Brooklyn", "be")
 * matches thousands of listings at 300,000, and ranking them all (bm25 reads every match to
 * weigh the words) costs time in proportion to the directory. Tiers, best first: 0, the name (or
 * Hebrew name) starts with the words as typed, so an exact name comes first; 1, one of its names
 * (local, Hebrew, or in English, French, Spanish or Russian: `names_text`) holds every word; 2,
 * any column does. Tier 0 is an index range on the folded name (an exact name
 * sorts before every longer one, so it is always among the first); tiers 1 and 2 are FTS5
 * queries. Tiers 0 and 1 take their first RANKED_PER_TIER matches and order them by name length
 * (the shortest is the closest match), then name; tier 2 follows in index order, so a page reads
 * only the matches before it and pages never overlap. A listing in several tiers counts in its
 * best. Every result matches the whole query: a name that starts with the words holds each of
 * them. The order is settled on the ids and names alone; whole rows are read for the page only.
 */
async function rankedTextSearch(db: Db, q: DirectoryQuery, match: string, page: Page) {
  const words = searchTerms(q.search ?? '').join(' ');
  const nameStarts = (column: SQLWrapper, prefix: string) =>
    sql`select * from (select ${synagogues.id} as id, 0 as tier from ${synagogues} where ${startsWith(column, prefix)} limit ${RANKED_PER_TIER})`;
  const ftsTier = (query: string, n: number, limit: number) =>
    sql`select * from (select rowid as id, ${n} as tier from ${synagoguesFts} where ${ftsMatch(query)} limit ${limit})`;
  const candidates = [
    nameStarts(foldedName(synagogues.name), foldAscii(words)),
    nameStarts(synagogues.hebrewName, words),
    ftsTier(`{name hebrew_name names_text} : (${match})`, 1, RANKED_PER_TIER),
    // Enough for the page when every name match above is among them too.
    ftsTier(match, 2, page.offset + page.limit + 2 * RANKED_PER_TIER),
  ];
  const ranked = db
    .$with('ranked', { id: sql<number>`id`.as('id'), tier: sql<number>`tier`.as('tier') })
    .as(sql`select id, min(tier) as tier from (${sql.join(candidates, sql` union all `)}) group by id`);
  const byName = (key: SQL) => sql`case when ranked.tier < 2 then ${key} end`;
  const ordered = db.$with('ordered').as(
    db
      .select({
        id: sql<number>`ranked.id`.as('id'),
        tier: sql<number>`ranked.tier`.as('tier'),
        nameLength: byName(sql`length(${synagogues.name})`).as('name_length'),
        name: byName(sql`${synagogues.name}`).as('tier_name'),
      })
      .from(ranked)
      .innerJoin(synagogues, sql`${synagogues.id} = ranked.id`)
      .where(q.includeInactive ? undefined : activeUnindexed)
      .orderBy(sql`tier`, sql`name_length`, sql`tier_name`, sql`id`)
      .limit(page.limit)
      .offset(page.offset),
  );
  return db
    .with(ranked, ordered)
    .select({ row: synagogues })
    .from(ordered)
    .innerJoin(synagogues, sql`${synagogues.id} = ordered.id`)
    .orderBy(sql`ordered.tier`, sql`ordered.name_length`, sql`ordered.tier_name`, sql`ordered.id`);
}

export async function listSynagogues(db: Db, q: DirectoryQuery, page: Page): Promise<Synagogue[]> {
  const f = filterOf(q);
  if (f.nothing) return [];
  if (f.distance) return listNear(db, q, f, page);
  if (f.match) return toListings(await rankedTextSearch(db, q, f.match, page));
  // A ZIP code leads with its index; no filter at all walks (is_active, name) in order.
  const active = q.includeInactive ? undefined : f.where.length ? activeUnindexed : eq(synagogues.isActive, true);
  const rows = await db
    .select({ row: synagogues })
    .from(synagogues)
    .where(and(...f.where, active))
    .orderBy(asc(synagogues.name), asc(synagogues.id))
    .limit(page.limit)
    .offset(page.offset);
  return toListings(rows);
}

/**
 * Counts are capped: past COUNT_CAP matches the answer is "more than COUNT_CAP" (the web shows
 * "1,000+"). A capped count stops reading at the cap, so a broad word costs the same at any
 * directory size; a summary table per word or per area would have to be kept for every prefix a
 * visitor can type. The whole directory, unfiltered, is counted exactly from `listing_totals`,
 * which triggers keep with every write (migrations: listing totals).
 */
export const COUNT_CAP = 1000;

export interface Count {
  count: number;
  /** More than `count` match (the count stopped at COUNT_CAP). */
  capped: boolean;
}

/**
 * countSynagogues' read, for a batch (`toCount` reads its answer); null when nothing can match.
 * Both shapes answer one row: the count up to COUNT_CAP and whether there were more.
 */
export function countQuery(db: Db, q: DirectoryQuery) {
  const f = filterOf(q);
  if (f.nothing) return null;
  if (!f.match && !f.where.length && !q.includeInactive)
    return db.select({ n: listingTotals.listings, more: sql<number>`0` }).from(listingTotals);
  const inner = db
    .select({ one: sql`1` })
    .from(synagogues)
    .$dynamic();
  if (f.match) inner.innerJoin(synagoguesFts, eq(synagoguesFts.rowid, synagogues.id));
  const active = q.includeInactive ? undefined : f.where.length || f.match ? activeUnindexed : eq(synagogues.isActive, true);
  const bounded = inner
    .where(and(...f.where, f.match ? ftsMatch(f.match) : undefined, active))
    .limit(COUNT_CAP + 1)
    .as('bounded');
  return db.select({ n: sql<number>`min(count(*), ${COUNT_CAP})`, more: sql<number>`count(*) > ${COUNT_CAP}` }).from(bounded);
}

export const toCount = (rows: { n: number; more: number }[]): Count => ({ count: rows[0]?.n ?? 0, capped: Boolean(rows[0]?.more) });

/**
 * The number of listings the same query would list, up to COUNT_CAP. A text search reads the
 * FTS5 index and looks up each match's status until the cap.
 */
export async function countSynagogues(db: Db, q: DirectoryQuery): Promise<Count> {
  const query = countQuery(db, q);
  return query ? toCount(await query) : { count: 0, capped: false };
}

export interface Viewport {
  north: number;
  south: number;
  east: number;
  west: number;
  limit: number;
}

const priority = mapPriority(synagogues.id);

/** A box with at least this many listings walks the priority index; a sparser one reads its bands. */
export const CROWDED_BOX = 3000;

/**
 * Active listings with coordinates inside the box (west > east: across the antimeridian), as the
 * map shows them (MapListing), at most `limit`, highest map priority first (`mapPriority` in
 * schema/db/tables.ts: a sample spread like the listings themselves, and stable while panning and
 * zooming, since a listing shown in a box is shown in every smaller box around it). One
 * statement that reads only what its box needs:
 * it counts the box's listings up to CROWDED_BOX through the (latitude band, longitude) index;
 * below that it orders those few by priority, and at or above it walks the (priority, latitude,
 * longitude) index in order and stops at the page, a continent reading a few hundred entries
 * rather than computing the priority of every listing in it. Each branch's LIMIT is 0 when the
 * other answers: SQLite evaluates a LIMIT once, before its loop, where a WHERE condition on the
 * count would be checked on every row. Candidates leave room for inactive listings.
 */
export async function viewportSynagogues(db: Db, v: Viewport): Promise<MapListing[]> {
  const inBox = and(
    between(synagogues.latitude, v.south, v.north),
    inLongitudeRanges(synagogues.longitude, longitudeRanges(v.west, v.east)),
  );
  const inBandsOfBox = and(inLatitudeBands(latitudeBand(synagogues.latitude), v.south, v.north, 1), inBox);
  const candidates = v.limit * 2 + 16;
  const crowd = db.$with('crowd').as(
    db.select({ n: count().as('n') }).from(
      db
        .select({ one: sql`1` })
        .from(synagogues)
        .where(inBandsOfBox)
        .limit(CROWDED_BOX)
        .as('sample'),
    ),
  );
  const pageIf = (crowded: boolean) =>
    sql`(SELECT CASE WHEN n ${sql.raw(crowded ? '>=' : '<')} ${CROWDED_BOX} THEN ${candidates} ELSE 0 END FROM crowd)`;
  const sparse = db
    .select({ id: synagogues.id, priority: priority.as('priority') })
    .from(synagogues)
    .where(inBandsOfBox)
    .orderBy(sql`priority`)
    .limit(pageIf(false) as unknown as number);
  const crowded = db
    .select({ id: sql<number>`${synagogues.id}`.as('id'), priority: priority.as('priority') })
    // The planner would not choose this index for ORDER BY with a LIMIT it cannot see.
    .from(sql`${synagogues} INDEXED BY synagogues_map_priority_idx`)
    .where(inBox)
    .orderBy(priority)
    .limit(pageIf(true) as unknown as number);
  const box = db.$with('box').as(
    db
      .select()
      .from(sparse.as('sparse'))
      .unionAll(db.select().from(crowded.as('crowded'))),
  );
  const rows = await db
    .with(crowd, box)
    .select(mapListingColumns)
    .from(box)
    .innerJoin(synagogues, eq(synagogues.id, box.id))
    .where(activeUnindexed)
    .orderBy(sql`priority`)
    .limit(v.limit);
  return rows.map(toMapListing);
}

/** "City, ST, Country" (or "City, Country" without a state: '' or null), the way suggestions read. */
const cityLabel = (city: string, state: string | null, country: string) => [city, state, country].filter(Boolean).join(', ');

/**
 * Up to 10 places from the directory whose city starts with the text (word prefix, accents and
 * case ignored), most listings first. Fewer than 2 characters: no suggestions.
 */
export async function suggestCities(db: Db, text: string): Promise<string[]> {
  const query = citySuggestQuery(db, text);
  return query ? cityLabels(await query) : [];
}

/**
 * suggestCities' read, for a batch; null when the text cannot suggest anything. It reads the
 * directory's cities with their counts of active listings (`listing_city_counts`, kept by
 * triggers), so its cost is the number of cities that match, whatever their size.
 */
export function citySuggestQuery(db: Db, text: string) {
  const q = text.trim();
  if ([...q].length < SUGGEST_MIN_LENGTH) return null;
  const match = cityPrefixQuery(q);
  if (!match) return null;
  return db
    .select({ city: listingCityCounts.city, state: listingCityCounts.state, country: listingCityCounts.country })
    .from(listingCitiesFts)
    .innerJoin(listingCityCounts, eq(listingCityCounts.id, listingCitiesFts.rowid))
    .where(sql`${listingCitiesFts} MATCH ${match}`)
    .orderBy(desc(listingCityCounts.listings), asc(listingCityCounts.city))
    .limit(SUGGEST_LIMIT);
}

/**
 * The rows' labels, each once: a city's listings tied to its place and those not yet tied (the
 * cron ties them) count apart, under the same label.
 */
export const cityLabels = (rows: { city: string; state: string | null; country: string }[]) => [
  ...new Set(rows.map((r) => cityLabel(r.city, r.state, r.country))),
];
