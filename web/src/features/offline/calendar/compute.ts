// The calendar on the device, for when the network is gone: the same answers the API gives
// (candle lighting, havdalah, holidays, Hebrew dates, zmanim), computed in the browser by the
// Worker's own calendar answers (worker/src/services/calendar/answers.ts: @hebcal/core, no D1)
// from the place the API named when the calendar was opened online. Loaded only when needed
// offline (calendar/reads.ts): @hebcal/core never comes with a page's first load.
import type { HebrewCalendarResponse, HebrewDateResponse, ZmanimResponse } from '#contract/calendar.ts';
import type { Locale } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import { hebrewDateAnswer, monthAnswer, zmanimAnswer } from '../../../../../worker/src/services/calendar/answers.ts';

/** The month at a place, as GET /api/hebrew-calendar answers it. */
export const monthOnDevice = (place: Place, year: number, month: number, lang: Locale): HebrewCalendarResponse =>
  monthAnswer(place, { year, month, lang });

/** A day's zmanim at a place, as GET /api/zmanim answers them. */
export const zmanimOnDevice = (place: Place, date: string): ZmanimResponse => zmanimAnswer(place, { date });

/** A civil day's Hebrew date, as GET /api/hebrew-date answers it. */
export const hebrewDateOnDevice = (date: string, lang: Locale): HebrewDateResponse => hebrewDateAnswer(date, lang);

/**
 * A place given only by coordinates and a time zone, when the device kept no name for it: as the
 * Worker answers coordinates with no city near enough to name them (worker/src/services/calendar/
 * location.ts).
 */
export function placeOfCoordinates(latitude: number, longitude: number, tzid: string): Place {
  const coordinates = `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  return { name: coordinates, label: coordinates, country: '', admin1: null, latitude, longitude, tzid };
}
