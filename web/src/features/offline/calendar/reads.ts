// The calendar's reads with the device behind them: each answer online keeps the place it is for
// (with the API's name and country for it); offline, the month, the day's zmanim and the Hebrew
// date are computed on the device for a kept place, or for coordinates (compute.ts, loaded then).
import type { CalendarLocation, HebrewCalendarResponse, HebrewDateResponse, ZmanimResponse } from '#contract/calendar.ts';
import type { Locale } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import type { ApiRead } from '#web-lib/client.ts';
import { loadPlaceStore } from '../device.ts';
import { withDeviceCopy } from '../deviceCopy.ts';

const loadCompute = () => import('./compute.ts');

/** The place an answer is for, without the answer's rules (the device derives them again). */
function placeOf(location: CalendarLocation & { candleMins?: number }): Place {
  const { il: _il, candleMins: _candleMins, ...place } = location;
  return place;
}

async function keepPlace(params: Record<string, string>, location: CalendarLocation): Promise<void> {
  const { placeKey, rememberPlace } = await loadPlaceStore();
  await rememberPlace(placeKey(params), placeOf(location));
}

/** The place the device kept for a location, or one made of its coordinates. */
async function placeFor(params: Record<string, string>): Promise<Place | undefined> {
  const { keptPlace, placeKey } = await loadPlaceStore();
  const kept = await keptPlace(placeKey(params));
  if (kept) return kept;
  const { latitude, longitude, tzid } = params;
  if (latitude === undefined || longitude === undefined || !tzid) return undefined;
  return (await loadCompute()).placeOfCoordinates(Number(latitude), Number(longitude), tzid);
}

/** `params`: the location's query parameters as the API gets them (calendar/location.ts locationParams). */
export const monthWithDevice = (
  call: ApiRead<HebrewCalendarResponse>,
  params: Record<string, string>,
  year: number,
  month: number,
  lang: Locale,
): ApiRead<HebrewCalendarResponse> =>
  withDeviceCopy(call, {
    keep: (answer) => keepPlace(params, answer.location),
    load: async () => {
      const place = await placeFor(params);
      return place && (await loadCompute()).monthOnDevice(place, year, month, lang);
    },
  });

export const zmanimWithDevice = (call: ApiRead<ZmanimResponse>, params: Record<string, string>, date: string): ApiRead<ZmanimResponse> =>
  withDeviceCopy(call, {
    keep: (answer) => keepPlace(params, answer.location),
    load: async () => {
      const place = await placeFor(params);
      return place && (await loadCompute()).zmanimOnDevice(place, date);
    },
  });

export const hebrewDateWithDevice = (call: ApiRead<HebrewDateResponse>, date: string, lang: Locale): ApiRead<HebrewDateResponse> =>
  withDeviceCopy(call, { load: async () => (await loadCompute()).hebrewDateOnDevice(date, lang) });
