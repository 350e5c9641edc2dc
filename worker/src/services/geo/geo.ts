// The geometry of places on the globe: great-circle distances, the latitude/longitude box around a
// circle (an index prefilter before the exact distance), longitude ranges that cross the
// antimeridian, and the latitude bands the listings' band indexes are keyed by. Pure functions;
// the SQL forms of the same measures are geo-sql.ts.

/** The Earth's mean radius (IUGG), for every distance the Worker measures, in JavaScript and in SQL. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance (haversine), the same formula haversineSql writes. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How long a degree of longitude is at `lat`, as a share of a degree of latitude (cos lat). */
export const longitudeScale = (lat: number): number => Math.cos(radians(lat));

/** Inclusive longitude intervals; a box across the antimeridian needs two. */
export type LngRanges = [west: number, east: number][];

/** Every longitude, as one range. */
export const EVERY_LONGITUDE: LngRanges = [[-180, 180]];

/** The longitude intervals of a box from `west` to `east`; west > east means it crosses ±180°. */
export function longitudeRanges(west: number, east: number): LngRanges {
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
}

/** Degrees of longitude from `west` eastward to `east`, across ±180° when west > east. */
export const longitudeSpan = (west: number, east: number): number => (west <= east ? east - west : east + 360 - west);

export interface Box {
  south: number;
  north: number;
  /** Null: every longitude (the circle reaches a pole or wraps the globe). */
  lngRanges: LngRanges | null;
}

/**
 * The smallest latitude/longitude box around the circle of `radiusKm` about a point, used as an
 * index prefilter before the exact distance test. Longitude half-width is
 * asin(sin(r/R) / cos(lat)), the widest the circle gets; it wraps across the antimeridian.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): Box {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const south = lat - degrees(angular);
  const north = lat + degrees(angular);
  if (south <= -90 || north >= 90) return { south: Math.max(south, -90), north: Math.min(north, 90), lngRanges: null };
  const s = Math.sin(angular) / longitudeScale(lat);
  if (s >= 1) return { south, north, lngRanges: null };
  const half = degrees(Math.asin(s));
  if (half >= 180) return { south, north, lngRanges: null };
  const west = lng - half;
  const east = lng + half;
  if (west < -180) return { south, north, lngRanges: longitudeRanges(west + 360, east) };
  if (east > 180) return { south, north, lngRanges: longitudeRanges(west, east - 360) };
  return { south, north, lngRanges: [[west, east]] };
}

/**
 * The latitude bands a south–north span touches, `perDegree` bands to a degree counted from 90°
 * south: the numbers `latitudeBand` and `nearBand` (schema/db/sql.ts) give a listing.
 */
export function latitudeBands(south: number, north: number, perDegree: number): number[] {
  const bands: number[] = [];
  for (let b = Math.floor((south + 90) * perDegree); b <= Math.floor((north + 90) * perDegree); b++) bands.push(b);
  return bands;
}
