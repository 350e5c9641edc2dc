// The calendar's location lives in the address bar (/calendar?geonameid=281184, ?zip=10001, or
// ?latitude=…&longitude=…&tzid=… after 'Near Me'), so a calendar can be shared and reloaded.
// Links and the place box's plain-HTML form arrive as ?place=281184, ?q=ירושלים and ?near=me.
// The same parameters go to the calendar API.
import type { Place } from '#domain/places.ts';

/** The place box's Near Me, sent by its plain-HTML form before the page's script has run. */
export const NEAR_ME_PARAM = 'near';
export const NEAR_ME_VALUE = 'me';

export type CalendarLocationParams = { geonameid: number } | { zip: string } | { latitude: number; longitude: number; tzid: string };

const finite = (text: string | null) => (text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

export function locationFromSearch(search: URLSearchParams): CalendarLocationParams | null {
  // `place` is the quick-picks' and choices' link parameter (a GeoNames id), `geonameid` the API's.
  const geonameid = finite(search.get('geonameid') ?? search.get('place'));
  if (geonameid !== null && Number.isInteger(geonameid) && geonameid > 0) return { geonameid };
  const zip = search.get('zip')?.trim();
  if (zip) return { zip };
  const latitude = finite(search.get('latitude'));
  const longitude = finite(search.get('longitude'));
  if (latitude !== null && longitude !== null) return { latitude, longitude, tzid: search.get('tzid') || 'UTC' };
  return null;
}

/** The query parameters of a location (for the address bar and the API). */
export function locationParams(loc: CalendarLocationParams): Record<string, string> {
  if ('geonameid' in loc) return { geonameid: String(loc.geonameid) };
  if ('zip' in loc) return { zip: loc.zip };
  // Four decimals (about 10 m) is plenty for sunset and keeps the address short.
  return { latitude: loc.latitude.toFixed(4), longitude: loc.longitude.toFixed(4), tzid: loc.tzid };
}

/** How a place found by a search or a quick-pick is kept: by GeoNames id, else by postal code. */
export function placeLocation(place: Omit<Place, 'label'>): CalendarLocationParams {
  if (place.geonameid !== undefined) return { geonameid: place.geonameid };
  if (place.zip !== undefined) return { zip: place.zip };
  return { latitude: place.latitude, longitude: place.longitude, tzid: place.tzid };
}

/** A link that opens the calendar at a place: what quick-picks and choices point to, usable before the page's script runs. */
export const placeHref = (place: Omit<Place, 'label'>) =>
  `/calendar?${query(place.geonameid !== undefined ? { place: place.geonameid } : locationParams(placeLocation(place)))}`;

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
