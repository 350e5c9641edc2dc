// Daily times (zmanim) for a place and date, computed with @hebcal/core: no external call.
// Shared by the calendar API and the minyan-rule expansion, so both agree to the minute.
import { GeoLocation, Zmanim } from '@hebcal/core';
import { ZMANIM_KEYS, type ZmanKey } from '#contract/calendar.ts';

export interface ZmanimPlace {
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  tzid: string;
  elevation?: number;
}

const COMPUTE: Record<ZmanKey, (z: Zmanim) => Date> = {
  alotHaShachar: (z) => z.alotHaShachar(),
  misheyakir: (z) => z.misheyakir(),
  sunrise: (z) => z.sunrise(),
  sofZmanShmaMGA: (z) => z.sofZmanShmaMGA(),
  sofZmanShma: (z) => z.sofZmanShma(),
  sofZmanTfilla: (z) => z.sofZmanTfilla(),
  chatzot: (z) => z.chatzot(),
  minchaGedola: (z) => z.minchaGedola(),
  minchaKetana: (z) => z.minchaKetana(),
  plagHaMincha: (z) => z.plagHaMincha(),
  sunset: (z) => z.sunset(),
  tzeit7083deg: (z) => z.tzeit(7.083),
  tzeit85deg: (z) => z.tzeit(8.5),
};

/** `yyyy-MM-dd` as the Date @hebcal/core reads the calendar day from (its local Y/M/D). */
export function civilDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * Every zman of the day, as instants. A time that does not occur (no sunset in a polar
 * summer, no nightfall at 8.5° in a northern June) is null, never an Invalid Date.
 */
export function zmanimFor(date: string, place: ZmanimPlace): Record<ZmanKey, Date | null> {
  const gloc = new GeoLocation(null, place.latitude, place.longitude, place.elevation ?? 0, place.tzid);
  const z = new Zmanim(gloc, civilDate(date), false);
  const out = {} as Record<ZmanKey, Date | null>;
  for (const key of ZMANIM_KEYS) {
    const t = COMPUTE[key](z);
    out[key] = Number.isNaN(t.getTime()) ? null : t;
  }
  return out;
}

/** An instant as ISO 8601 with the place's own UTC offset (e.g. `2026-11-06T16:28:00-05:00`). */
export function isoInZone(tzid: string, t: Date): string {
  // hebcal writes UTC's offset as -00:00, which RFC 3339 reserves for "offset unknown".
  return Zmanim.formatISOWithTimeZone(tzid, t).replace(/-00:00$/, '+00:00');
}

/** The zmanim of the day as ISO strings in the place's time zone (null where a time does not occur). */
export function zmanimIso(date: string, place: ZmanimPlace): Record<ZmanKey, string | null> {
  const times = zmanimFor(date, place);
  const out = {} as Record<ZmanKey, string | null>;
  for (const key of ZMANIM_KEYS) {
    const t = times[key];
    out[key] = t ? isoInZone(place.tzid, t) : null;
  }
  return out;
}
