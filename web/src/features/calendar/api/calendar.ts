// The calendar's reads: a month, a day's zmanim and Hebrew date, and the places behind the
// location box (suggestions, a typed name resolved, the browser's position named).
import type { Locale } from '#domain/languages.ts';
import { answer, client, read } from '#web-lib/client.ts';
import { hebrewDateWithDevice, monthWithDevice, zmanimWithDevice } from '../../offline/calendar/reads.ts';
import { locationParams, type CalendarLocationParams } from '../location.ts';

const api = client.api;

/**
 * A month at a place, its titles and Hebrew dates in the page's language `lang`. These three reads
 * are computed on the device when the network is gone (offline/calendar/reads.ts).
 */
export const monthCalendar = (location: CalendarLocationParams, year: number, month: number, lang: Locale) =>
  monthWithDevice(
    read(api['hebrew-calendar'], { query: { ...locationParams(location), year: String(year), month: String(month), lang } }),
    locationParams(location),
    year,
    month,
    lang,
  );
export const zmanim = (location: CalendarLocationParams, date: string) =>
  zmanimWithDevice(read(api.zmanim, { query: { ...locationParams(location), date } }), locationParams(location), date);
export const hebrewDate = (date: string, lang: Locale) =>
  hebrewDateWithDevice(read(api['hebrew-date'], { query: { date, lang } }), date, lang);
export const placeSuggestions = (q: string) => read(api.places.suggest, { query: { q } });

/** GET /api/places/resolve: the place a typed name, ZIP code or preset means (404 when none), with the other choices. */
export const resolvePlace = (q: string) => answer(api.places.resolve.$get({ query: { q } }));
/** GET /api/places/reverse: the place the places table names at a position. */
export const reversePlace = (lat: number, lng: number) =>
  answer(api.places.reverse.$get({ query: { lat: String(lat), lng: String(lng) } }));
