// The places whose calendar the visitor opened (and the saved shuls' places), kept with the names
// and countries the API gave them, so that the calendar of each is computed on the device when
// the network is gone (calendar/compute.ts).
import type { Place } from '#domain/places.ts';
import { deviceDb, trimPlaces } from './db.ts';
import { markKept } from './device.ts';

/** A calendar location's key: its query parameters in a fixed order ('geonameid=281184'). */
export const placeKey = (params: Record<string, string>): string =>
  new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();

/** The key of a location given by coordinates, rounded as the calendar's address rounds them (four decimals). */
export const coordinatesKey = (latitude: number, longitude: number, tzid: string): string =>
  placeKey({ latitude: latitude.toFixed(4), longitude: longitude.toFixed(4), tzid });

export async function rememberPlace(key: string, place: Place, now = Date.now()): Promise<void> {
  const db = await deviceDb();
  await db.put('places', { key, place, usedAt: now });
  markKept();
  await trimPlaces(db, now);
}

export async function keptPlace(key: string): Promise<Place | undefined> {
  return (await (await deviceDb()).get('places', key))?.place;
}

/** Every kept place with its key, the most recently used first. */
export async function keptPlaceRecords(): Promise<{ key: string; place: Place }[]> {
  const all = await (await deviceDb()).getAllFromIndex('places', 'usedAt');
  return all.reverse().map(({ key, place }) => ({ key, place }));
}

/** Every kept place, the most recently used first. */
export const keptPlaces = async (): Promise<Place[]> => (await keptPlaceRecords()).map((r) => r.place);
