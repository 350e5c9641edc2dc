// Reading the directory: the listing search (text, ZIP, near-me), counts, map viewports and
// city suggestions.
//
// Query shapes matter here more than anywhere: without table statistics SQLite prefers the
// (is_active, name) index for `is_active = 1` and then walks all 30,000 listings to test the
// real filter (a ZIP, a box, a MATCH). Where another index should lead, the active test is
// written `+is_active = 1`, which no index can serve. And `is_active` is in no other index, so
// each listing tested costs a table lookup: near-me and the viewport first pick candidates from
// the covering (latitude, longitude) index and look up only those.
import { and, asc, between, count, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { integer, real, sqliteTable } from 'drizzle-orm/sqlite-core';
import { NEAR_ME_RADIUS_KM, SUGGEST_LIMIT, SUGGEST_MIN_LENGTH, type Synagogue } from '../../../schema/synagogues.ts';
import { synagogues, type SynagogueRow } from '../../../schema/tables.ts';
import type { Db } from '../db.ts';
import { toSynagogue } from './serialize.ts';
import { EARTH_RADIUS_KM, boundingBox, cityPrefixQuery, ftsPrefixQuery, longitudeRanges, zipCodeOf, type LngRanges } from './search.ts';

/** The FTS5 index (migrations/0002): its rowid is a listing id; `rank` orders by the function `rank MATCH` names. */
const synagoguesFts = sqliteTable('synagogues_fts', { rowid: integer('rowid').notNull(), rank: real('rank') });
const ftsMatch = (query: string) => sql`${synagoguesFts} MATCH ${query}`;

/**
 * bm25 weights per indexed column, in index order (name, address, city, state, zip_code, country,
 * hebrew_name): a word in the name (or the Hebrew name) counts most, then the city, then state and ZIP, then the street address and
 * the country. Given as
 * `rank MATCH`, so FTS5 sorts inside the virtual table and a page looks up only its own rows.
 */
const BM25 = 'bm25(10.0, 1.0, 5.0, 2.0, 2.0, 1.0, 10.0)';

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

const inLongitudes = (ranges: LngRanges) => or(...ranges.map(([w, e]) => between(synagogues.longitude, w, e)));

/** Haversine in SQL over any latitude/longitude columns (D1 has the math functions); `cos(lat)` of the centre is a constant. */
export function haversineSql(latitude: SQLWrapper, longitude: SQLWrapper, lat: number, lng: number): SQL<number> {
  return sql<number>`${2 * EARTH_RADIUS_KM} * asin(min(1, sqrt(
    pow(sin(radians(${latitude} - ${lat}) / 2), 2)
    + ${Math.cos((lat * Math.PI) / 180)} * cos(radians(${latitude})) * pow(sin(radians(${longitude} - ${lng}) / 2), 2))))`;
}

const distanceSql = (lat: number, lng: number) => haversineSql(synagogues.latitude, synagogues.longitude, lat, lng);

/** What a directory query filters on, apart from `is_active`. */
interface Filter {
  /** Text with no searchable term: nothing can match. */
  nothing: boolean;
  /** The FTS5 query, for a text that is not a ZIP code. */
  match: string | null;
  /** Conditions on the listing's own columns (ZIP, bounding box, radius). */
  where: SQL[];
  distance: SQL<number> | null;
}

/**
 * Text: a ZIP code (or ZIP+4) matches `zip_code` through its index, anything else goes to FTS5.
 * Near-me: a bounding box on the (latitude, longitude) index, then the exact distance within the
 * radius.
 */
function filterOf(q: DirectoryQuery): Filter {
  const f: Filter = { nothing: false, match: null, where: [], distance: null };
  const text = q.search?.trim() ?? '';
  const zip = zipCodeOf(text);
  if (zip) {
    // '12345' itself, and any '12345-nnnn' as an index range: '-' sorts before '.'.
    f.where.push(or(eq(synagogues.zipCode, zip), and(sql`${synagogues.zipCode} > ${`${zip}-`}`, sql`${synagogues.zipCode} < ${`${zip}.`}`))!);
  } else if (text) {
    f.match = ftsPrefixQuery(text);
    f.nothing = f.match === null;
  }
  if (q.near) {
    const { lat, lng } = q.near;
    const radiusKm = q.near.radiusKm ?? NEAR_ME_RADIUS_KM;
    const box = boundingBox(lat, lng, radiusKm);
    f.distance = distanceSql(lat, lng);
    f.where.push(between(synagogues.latitude, box.south, box.north));
    if (box.lngRanges) f.where.push(inLongitudes(box.lngRanges)!);
    f.where.push(sql`${f.distance} <= ${radiusKm}`);
  }
  return f;
}

const toListings = (rows: { row: SynagogueRow; distanceKm?: number }[]) => rows.map(({ row, distanceKm }) => toSynagogue(row, distanceKm));

/**
 * Near-me, nearest first. The `candidates` nearest listings are ranked from the covering
 * (latitude, longitude) index alone and only they are looked up; when inactive ones among them
 * leave the page short, the query runs again over every listing in the radius.
 */
async function listNear(db: Db, q: DirectoryQuery, f: Filter, page: Page): Promise<Synagogue[]> {
  const distance = f.distance!;
  const query = (candidates: number | null) => {
    const inner = db
      .select({ id: synagogues.id, distanceKm: sql<number>`${distance}`.as('distance_km') })
      .from(synagogues)
      .$dynamic();
    if (f.match) inner.innerJoin(synagoguesFts, eq(synagoguesFts.rowid, synagogues.id));
    inner.where(and(...f.where, f.match ? ftsMatch(f.match) : undefined)).orderBy(sql`distance_km`, synagogues.id);
    if (candidates !== null) inner.limit(candidates);
    const near = db.$with('near').as(inner);
    return db
      .with(near)
      .select({ row: synagogues, distanceKm: near.distanceKm })
      .from(near)
      .innerJoin(synagogues, eq(synagogues.id, near.id))
      .where(q.includeInactive ? undefined : activeUnindexed)
      .orderBy(sql`distance_km`, near.id)
      .limit(page.limit)
      .offset(page.offset);
  };
  // Room for a few inactive listings among the candidates.
  const candidates = page.offset + page.limit * 2 + 16;
  const rows = await query(candidates);
  return toListings(rows.length < page.limit && !q.includeInactive ? await query(null) : rows);
}

export async function listSynagogues(db: Db, q: DirectoryQuery, page: Page): Promise<Synagogue[]> {
  const f = filterOf(q);
  if (f.nothing) return [];
  if (f.distance) return listNear(db, q, f, page);
  if (f.match) {
    // FTS5 drives: it ranks inside the index, the join then reads just the page's rows.
    const rows = await db
      .select({ row: synagogues })
      .from(synagoguesFts)
      .innerJoin(synagogues, eq(synagogues.id, synagoguesFts.rowid))
      .where(and(ftsMatch(f.match), sql`${synagoguesFts.rank} MATCH ${BM25}`, q.includeInactive ? undefined : activeUnindexed))
      .orderBy(synagoguesFts.rank)
      .limit(page.limit)
      .offset(page.offset);
    return toListings(rows);
  }
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
 * The number of listings the same query would list. A text search is counted in the FTS5 index
 * alone, less the few inactive listings that match (found from the is_active index), so no
 * listing row is read for the thousands a short prefix can match.
 */
export async function countSynagogues(db: Db, q: DirectoryQuery): Promise<number> {
  const f = filterOf(q);
  if (f.nothing) return 0;
  if (f.match && !f.distance) {
    const matches = sql`select rowid from ${synagoguesFts} where ${ftsMatch(f.match)}`;
    const inactive = q.includeInactive
      ? sql`0`
      : sql`(select count(*) from ${synagogues} where ${synagogues.isActive} = 0 and ${synagogues.id} in (${matches}))`;
    const [row] = await db.all<{ n: number }>(sql`select (select count(*) from (${matches})) - ${inactive} as n`);
    return row?.n ?? 0;
  }
  const base = db.select({ n: count() }).from(synagogues).$dynamic();
  if (f.match) base.innerJoin(synagoguesFts, eq(synagoguesFts.rowid, synagogues.id));
  const active = q.includeInactive ? undefined : f.where.length || f.match ? activeUnindexed : eq(synagogues.isActive, true);
  const row = await base.where(and(...f.where, f.match ? ftsMatch(f.match) : undefined, active)).get();
  return row?.n ?? 0;
}

export interface Viewport {
  north: number;
  south: number;
  east: number;
  west: number;
  limit: number;
}

/**
 * A fixed pseudo-random priority per listing (Knuth's multiplicative hash of the id). A crowded
 * viewport answers the `limit` listings of highest priority inside it: a sample spread like the
 * listings themselves rather than the first rows along the box's southern edge, and stable while
 * panning and zooming, since a listing shown in a box is shown in every smaller box around it.
 */
const priority = sql<number>`(${synagogues.id} * 2654435761) % 4294967296`;

/**
 * Active listings with coordinates inside the box (west > east: across the antimeridian), at
 * most `limit`. Candidates come from the covering (latitude, longitude) index; only they are
 * looked up.
 */
export async function viewportSynagogues(db: Db, v: Viewport): Promise<Synagogue[]> {
  const inBox = and(between(synagogues.latitude, v.south, v.north), inLongitudes(longitudeRanges(v.west, v.east)));
  const box = db.$with('box').as(
    db
      .select({ id: synagogues.id, priority: priority.as('priority') })
      .from(synagogues)
      .where(inBox)
      .orderBy(sql`priority`)
      // Room for inactive listings among the candidates.
      .limit(v.limit * 2 + 16),
  );
  const rows = await db
    .with(box)
    .select({ row: synagogues })
    .from(box)
    .innerJoin(synagogues, eq(synagogues.id, box.id))
    .where(activeUnindexed)
    .orderBy(sql`priority`)
    .limit(v.limit);
  return toListings(rows);
}

/** "City, ST, Country" (or "City, Country" without a state), the way suggestions read. */
const cityLabel = (city: string, state: string | null, country: string) => [city, state, country].filter(Boolean).join(', ');

/**
 * Up to 10 places from the directory whose city starts with the text (word prefix, accents and
 * case ignored), most listings first. Fewer than 2 characters: no suggestions.
 */
export async function suggestCities(db: Db, text: string): Promise<string[]> {
  const q = text.trim();
  if ([...q].length < SUGGEST_MIN_LENGTH) return [];
  const match = cityPrefixQuery(q);
  if (!match) return [];
  const listings = count();
  const rows = await db
    .select({ city: synagogues.city, state: synagogues.state, country: synagogues.country, listings })
    .from(synagoguesFts)
    .innerJoin(synagogues, eq(synagogues.id, synagoguesFts.rowid))
    .where(and(ftsMatch(match), activeUnindexed))
    .groupBy(synagogues.city, synagogues.state, synagogues.country)
    .orderBy(sql`${listings} desc`, synagogues.city)
    .limit(SUGGEST_LIMIT);
  return rows.map((r) => cityLabel(r.city, r.state, r.country));
}
