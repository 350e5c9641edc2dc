// A trip's limits and its stops' shareable form (`stop=place~from~to`), apart from the schemas
// that check them (#contract/trips.ts): the trip page loads zod only to read a shared address.

export const MAX_TRIP_STOPS = 10;
export const MAX_TRIP_DAYS = 31;
/** Within walking distance on Shabbat and Yom Tov; a short drive otherwise. */
export const WALKING_KM = 2;
export const DRIVING_KM = 10;

/** A stop as its shareable form holds it: a GeoNames id or a point, and local date-times. */
export interface StopParam {
  place: number | { latitude: number; longitude: number };
  from: string;
  to: string;
}

/**
 * The shareable form: one `stop` per stop, `place~from~to`, the place a GeoNames id or
 * `latitude,longitude` (`stop=2988507~2026-12-10T12:00~2026-12-13T09:00`).
 */
export function stopToParam(stop: StopParam): string {
  const place = typeof stop.place === 'number' ? String(stop.place) : `${stop.place.latitude},${stop.place.longitude}`;
  return `${place}~${stop.from}~${stop.to}`;
}

export function stopFromParam(param: string): unknown {
  const [place = '', from, to] = param.split('~');
  const point = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(place);
  return {
    place: point ? { latitude: Number(point[1]), longitude: Number(point[2]) } : /^\d+$/.test(place) ? Number(place) : place,
    from,
    to,
  };
}
