// Today's prayers at the visitor's place (the calendar's `place=`, or the city Near Me found):
// the place's country decides Israel's customs unless `il` is given, and its zmanim decide the
// service of the hour: Shacharit from dawn (alot hashachar) until midday (chatzot), Mincha until
// sunset, then Maariv, whose time lasts the night until dawn. The place also decides how it keeps
// Purim (calendar/purim.ts: Jerusalem on the 15th of Adar, the cities of doubt on both days).
import type { PrayerTime, TodayResponse } from '#contract/siddur.ts';
import type { Locale } from '#domain/languages.ts';
import type { Db } from '../../db.ts';
import { fieldError, said } from '../../errors.ts';
import { calendarRules } from '../calendar/hebrew-calendar.ts';
import { placeByGeonameid } from '../places/gazetteer.ts';
import { purimPlaceFor } from '../calendar/purim.ts';
import { isoInZone, zmanimFor, type ZmanimPlace } from '../calendar/zmanim.ts';
import { serviceAt, todaysPrayers } from './prayers.ts';

/** The service prayed at `time` (HH:MM, the place's local time) on `date` at `place`, by its zmanim. */
export function serviceByZmanim(date: string, time: string, place: ZmanimPlace): PrayerTime {
  const { alotHaShachar, chatzot, sunset } = zmanimFor(date, place);
  // A day without a sunset (polar summer or winter) keeps the clock's hours.
  if (!alotHaShachar || !chatzot || !sunset) return serviceAt(time);
  const local = (t: Date) => isoInZone(place.tzid, t).slice(11, 16);
  if (time < local(alotHaShachar)) return 'maariv';
  return time < local(chatzot) ? 'shacharit' : time < local(sunset) ? 'mincha' : 'maariv';
}

interface Query {
  date?: string | undefined;
  at?: string | undefined;
  service?: PrayerTime | undefined;
  il?: boolean | undefined;
  time?: string | undefined;
  jerusalem?: boolean | undefined;
  place?: number | undefined;
  lang?: Locale | undefined;
}

/** The place's own date (yyyy-MM-dd) and time of day (HH:MM) at the instant `at`. */
export function localAt(tzid: string, at: string): { date: string; time: string } {
  const local = isoInZone(tzid, new Date(at));
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * Today's prayers for the query: at a place, `at` (the visitor's moment) is read in the place's
 * time zone, so the service of the hour is the place's whatever the visitor's own clock says.
 */
export async function todayAt(db: Db, q: Query): Promise<TodayResponse> {
  if (q.place === undefined)
    return todaysPrayers(q.date!, q.il ?? false, q.time, purimPlaceFor(null, q.jerusalem), { service: q.service, lang: q.lang });
  const place = await placeByGeonameid(db, q.place);
  if (!place) throw fieldError('place', said('errors.noPlaceWithGeonameid', { geonameid: q.place }), 404);
  const il = calendarRules(place, { il: q.il }).il;
  const { date, time } = q.at ? localAt(place.tzid, q.at) : { date: q.date!, time: q.time };
  const service = q.service ?? (time ? serviceByZmanim(date, time, place) : undefined);
  return todaysPrayers(date, il, time, purimPlaceFor(place, q.jerusalem), {
    service,
    place: { geonameid: q.place, label: place.label },
    lang: q.lang,
  });
}
