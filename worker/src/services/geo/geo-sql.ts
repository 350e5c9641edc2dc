// The SQL forms of geo.ts's measures, over any latitude/longitude columns: the distance from a
// point, longitudes within ranges, and latitude bands. Every point, box and band is bound, so a
// statement reads the same for every point (and costs a prepare once).
import { between, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { inList, numberLiteral } from '../../db.ts';
import { EARTH_RADIUS_KM, latitudeBands, longitudeScale, type LngRanges } from './geo.ts';

/**
 * Haversine in SQL (D1 has the math functions), the same formula as distanceKm; `cos(lat)` of the
 * centre is computed here.
 */
export function haversineSql(latitude: SQLWrapper, longitude: SQLWrapper, lat: number, lng: number): SQL<number> {
  return sql<number>`${numberLiteral(2 * EARTH_RADIUS_KM)} * asin(min(1, sqrt(
    pow(sin(radians(${latitude} - ${lat}) / 2), 2)
    + ${longitudeScale(lat)} * cos(radians(${latitude})) * pow(sin(radians(${longitude} - ${lng}) / 2), 2))))`;
}

/** The longitude is within one of the ranges; none to test when `ranges` is null (every longitude). */
export const inLongitudeRanges = (longitude: SQLWrapper, ranges: LngRanges | null): SQL | undefined =>
  ranges ? or(...ranges.map(([west, east]) => between(longitude, west, east))) : undefined;

/** `band` (a `latitudeBand` or `nearBand` expression) is one of the bands a south–north span touches. */
export const inLatitudeBands = (band: SQL, south: number, north: number, perDegree: number): SQL =>
  inList(band, latitudeBands(south, north, perDegree));
