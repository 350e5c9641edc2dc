// 'Near Me' by the browser's position: the coordinates, and the place the places table names
// there. The calendar keeps the coordinates in its address; the siddur and the prayer hub keep
// the place's GeoNames id (`?place=`).
import type { Place } from '#domain/places.ts';
import { reversePlace } from './api/calendar.ts';

/** Why Near Me found nothing: the keys of the calendar's messages (useCalendarLocation.ts). */
export type NearMeFailure = 'geolocationUnsupported' | 'locationDenied' | 'reverseFailed';
export type NearMeResult = { coords: GeolocationCoordinates; place: Place } | { failure: NearMeFailure };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 300_000 }),
  );
}

export async function findNearMe(): Promise<NearMeResult> {
  if (!('geolocation' in navigator)) return { failure: 'geolocationUnsupported' };
  let coords: GeolocationCoordinates;
  try {
    coords = (await currentPosition()).coords;
  } catch {
    return { failure: 'locationDenied' };
  }
  try {
    const place = await reversePlace(coords.latitude, coords.longitude);
    return { coords, place };
  } catch {
    return { failure: 'reverseFailed' };
  }
}
