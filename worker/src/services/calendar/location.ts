// Turns the calendar's location parameters (geonameid, or zip, or coordinates with a
// time zone) into a place, answering 404 for an id or code the places table does not know.
import type { LocationQuery } from '#contract/calendar.ts';
import type { Place } from '#domain/places.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { nearestPlace, placeByGeonameid, placeByZip } from '../places/gazetteer.ts';

/** How far (degrees of latitude) a city may be from given coordinates and still name them. */
const NAMING_RADIUS = 0.5;

export async function locate(db: Db, q: LocationQuery): Promise<Place> {
  if (q.geonameid !== undefined) {
    const place = await placeByGeonameid(db, q.geonameid);
    if (!place) throw new ApiError(404, said('errors.noPlaceWithGeonameid', { geonameid: q.geonameid }));
    return place;
  }
  if (q.zip !== undefined) {
    const place = await placeByZip(db, q.zip);
    if (!place) throw new ApiError(404, said('errors.zipNotFound', { zip: q.zip }));
    return place;
  }
  // The schema guarantees coordinates here. They keep their own time zone (default
  // UTC); the nearest city only lends its name and country.
  const latitude = q.latitude!;
  const longitude = q.longitude!;
  const near = await nearestPlace(db, latitude, longitude, NAMING_RADIUS);
  const coordinates = `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  return {
    name: near?.name ?? coordinates,
    label: near?.label ?? coordinates,
    // Empty when no city is near enough to tell the country.
    country: near?.country ?? '',
    admin1: near?.admin1 ?? null,
    latitude,
    longitude,
    tzid: q.tzid,
  };
}
