// What a city or country page (/synagogues/…, in the HTML and through GET /api/city-pages) needs
// from D1, in one round trip. A city page: its place with its count, a page of its active
// listings by name with each one's next minyan, and the nearest other cities with listings. A
// country page: its totals and a page of its cities, by state and name. Every statement names the
// place by its address (a subquery on listing_places' unique index), so none waits for another.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CityListing, CityRef, DirectoryPageData, NextMinyan } from '#contract/city-pages.ts';
import { CITY_PAGE_SIZE, COUNTRY_PAGE_SIZE, NEIGHBOUR_LIMIT, type DirectoryPageAddress } from '#domain/city-pages.ts';
import { activeLiteral, foldedName, listingCityCounts, listingPlaces, synagogues } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { toSynagogue } from '../listings/serialize.ts';

/** A city's count row: its key is 'p' and the place's GeoNames id (migrations: listing places). */
const countOf = sql`${listingCityCounts.key} = 'p' || ${listingPlaces.placeId}`;

const cityRefColumns = {
  placeId: listingPlaces.placeId,
  country: listingPlaces.country,
  region: listingPlaces.region,
  slug: listingPlaces.slug,
  name: listingPlaces.name,
  localNames: listingPlaces.localNames,
  listings: listingCityCounts.listings,
};

/** Half the side of the box searched for neighbouring cities, in degrees of latitude (about 110 km). */
const NEIGHBOUR_DEGREES = 1;

/** The place at a city address, as a subquery. */
const placeIdAt = (country: string, region: string, slug: string) =>
  sql`(SELECT lp.place_id FROM listing_places lp WHERE lp.country = ${country} AND lp.region = ${region} AND lp.slug = ${slug})`;

function cityQueries(db: Db, country: string, region: string, slug: string, page: number, now: Date) {
  const placeId = placeIdAt(country, region, slug);
  const place = db
    .select({
      ...cityRefColumns,
      latitude: listingPlaces.latitude,
      longitude: listingPlaces.longitude,
      updatedAt: listingCityCounts.updatedAt,
    })
    .from(listingPlaces)
    .innerJoin(listingCityCounts, countOf)
    .where(and(eq(listingPlaces.country, country), eq(listingPlaces.region, region), eq(listingPlaces.slug, slug)));
  // The page's listings from the (place_id, lower(name), id) index of active listings; each one's
  // next minyan is one seek of the occurrences' (synagogue_id, starts_at) index.
  const listings = db
    .select({
      row: synagogues,
      next: sql<string | null>`(SELECT json_object('tefillah', o.tefillah, 'date', o.date, 'time', o.time, 'start', o.start)
        FROM minyan_occurrences o WHERE o.synagogue_id = ${synagogues.id} AND o.starts_at >= ${now.getTime()}
        ORDER BY o.starts_at LIMIT 1)`,
    })
    .from(synagogues)
    .where(and(sql`${synagogues.placeId} = ${placeId}`, activeLiteral(synagogues.isActive)))
    .orderBy(foldedName(synagogues.name), asc(synagogues.id))
    .limit(CITY_PAGE_SIZE)
    .offset((page - 1) * CITY_PAGE_SIZE);
  // Nearest first, east-west degrees shrunk by an approximation of the cosine of the latitude
  // (1 − φ²/6565 in degrees: within 10% to 60°), enough to order neighbours.
  const me = sql`(SELECT lp.latitude AS lat, lp.longitude AS lng, lp.place_id AS id,
    max(1 - lp.latitude * lp.latitude / 6565.0, 0.2) AS k FROM listing_places lp
    WHERE lp.country = ${country} AND lp.region = ${region} AND lp.slug = ${slug})`;
  const neighbours = db
    .select(cityRefColumns)
    .from(sql`${me} AS me`)
    .innerJoin(
      listingPlaces,
      sql`${listingPlaces.latitude} BETWEEN me.lat - ${NEIGHBOUR_DEGREES} AND me.lat + ${NEIGHBOUR_DEGREES}
        AND ${listingPlaces.longitude} BETWEEN me.lng - ${NEIGHBOUR_DEGREES} / me.k AND me.lng + ${NEIGHBOUR_DEGREES} / me.k
        AND ${listingPlaces.placeId} != me.id`,
    )
    .innerJoin(listingCityCounts, countOf)
    .orderBy(
      sql`(${listingPlaces.latitude} - me.lat) * (${listingPlaces.latitude} - me.lat) + (${listingPlaces.longitude} - me.lng) * (${listingPlaces.longitude} - me.lng) * me.k * me.k`,
    )
    .limit(NEIGHBOUR_LIMIT);
  return [place, listings, neighbours] as const;
}

function countryQueries(db: Db, country: string, page: number) {
  const totals = db
    .select({ cities: sql<number>`count(*)`, listings: sql<number | null>`sum(${listingCityCounts.listings})` })
    .from(listingPlaces)
    .innerJoin(listingCityCounts, countOf)
    .where(eq(listingPlaces.country, country));
  // The (country, region, slug) index, in its order: by state, then name.
  const cities = db
    .select(cityRefColumns)
    .from(listingPlaces)
    .innerJoin(listingCityCounts, countOf)
    .where(eq(listingPlaces.country, country))
    .orderBy(asc(listingPlaces.region), asc(listingPlaces.slug))
    .limit(COUNTRY_PAGE_SIZE)
    .offset((page - 1) * COUNTRY_PAGE_SIZE);
  return [totals, cities] as const;
}

/** The city page of a listing's place, when its city has one (active listings), for a batch: the listing's page links to it. */
export const listingCityQuery = (db: Db, id: number) =>
  db
    .select(cityRefColumns)
    .from(listingPlaces)
    .innerJoin(listingCityCounts, countOf)
    .where(sql`${listingPlaces.placeId} = (SELECT s.place_id FROM synagogues s WHERE s.id = ${id})`);

const pagesOf = (items: number, size: number) => Math.max(1, Math.ceil(items / size));

const toRef = <T extends CityRef>(r: T): T => ({ ...r, localNames: r.localNames ?? {} });

/**
 * The page at an address, or null when there is none: an unknown country or city, a city whose
 * listings are all gone, or a page beyond the last.
 */
export async function readDirectoryPage(db: Db, address: DirectoryPageAddress, page: number, now: Date): Promise<DirectoryPageData | null> {
  if (address.kind === 'country') {
    const [[totals], cities] = await db.batch(countryQueries(db, address.country, page));
    if (!totals || !totals.cities) return null;
    const pages = pagesOf(totals.cities, COUNTRY_PAGE_SIZE);
    if (page > pages) return null;
    return {
      kind: 'country',
      country: address.country,
      listings: totals.listings ?? 0,
      cityCount: totals.cities,
      page,
      pages,
      cities: cities.map(toRef),
    };
  }
  const { country, region, slug } = address;
  const [[place], rows, neighbours] = await db.batch(cityQueries(db, country, region, slug, page, now));
  if (!place) return null;
  const pages = pagesOf(place.listings, CITY_PAGE_SIZE);
  if (page > pages || !rows.length) return null;
  const listings: CityListing[] = rows.map(({ row, next }) => ({
    ...toSynagogue(row),
    next: next ? (JSON.parse(next) as NextMinyan) : null,
  }));
  const { updatedAt, ...ref } = place;
  return {
    kind: 'city',
    city: { ...toRef(ref), updatedAt: updatedAt.toISOString() },
    page,
    pages,
    listings,
    neighbours: neighbours.map(toRef),
  };
}
