// A trip, day by day (docs/domain.md: Trips): where the traveller is, the minyanim near there
// within the hours they are there (walking distance on Shabbat and Yom Tov), candle lighting,
// havdalah and fasts where they fall, and the nearest listings when a day has none in reach.
import { HebrewCalendar, Location, TimedEvent, flags } from '@hebcal/core';
import {
  DRIVING_KM,
  WALKING_KM,
  type TripDay,
  type TripListing,
  type TripPlan,
  type TripResponse,
  type TripService,
} from '#contract/trips.ts';
import type { SynagogueRow } from '#db/tables.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import type { Db } from '../../db.ts';
import { HEBCAL_LOCALE } from '../calendar/hebcal-locales.ts';
import { calendarRules, dayString } from '../calendar/hebrew-calendar.ts';
import { civilDate, isoInZone } from '../calendar/zmanim.ts';
import { distanceKm } from '../geo/geo.ts';
import { roundedKm } from '../listings/serialize.ts';
import { addDays, datesBetween, wallTime, zonedInstant } from '../minyanim/clock.ts';
import { dayClasses } from '../minyanim/days.ts';
import { expandRules } from '../minyanim/expand.ts';
import { isInIsrael, listingPlace } from '../minyanim/place.ts';
import { listingsNear, resolveStops, type Nearby } from './stops.ts';

/** Minyanim shown per tefillah, per stop, per day: the earliest within reach. */
const PER_TEFILLAH = 6;
const HAVDALAH_DEG = 8.5;
const FAST = flags.MAJOR_FAST | flags.MINOR_FAST;

interface Stop {
  index: number;
  place: Place;
  il: boolean;
  from: Date;
  to: Date;
}

interface Marker {
  kind: 'candles' | 'havdalah' | 'fastBegins' | 'fastEnds';
  instant: Date;
  stop: number;
}

const toTripListing = (row: SynagogueRow): TripListing => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  country: row.country,
  nusach: row.nusach,
});

/** Candle lighting, havdalah, fast times (timed) and the day's holidays (by date, named in `lang` as Hebcal translates them) at one stop. */
function calendarAt(stop: Stop, fromDate: string, toDate: string, lang: Locale) {
  const rules = calendarRules(stop.place, {});
  const { place } = stop;
  const location = new Location(place.latitude, place.longitude, rules.il, place.tzid, place.name, undefined, place.geonameid);
  const events = HebrewCalendar.calendar({
    start: civilDate(fromDate),
    end: civilDate(toDate),
    location,
    il: rules.il,
    candlelighting: true,
    candleLightingMins: rules.candleMins,
    havdalahDeg: HAVDALAH_DEG,
  });
  const markers: Marker[] = [];
  const holidays = new Map<string, { names: string[]; fast?: string }>();
  for (const ev of events) {
    if (ev instanceof TimedEvent) {
      const desc = ev.getDesc();
      const kind =
        desc === 'Candle lighting'
          ? 'candles'
          : desc === 'Havdalah'
            ? 'havdalah'
            : desc === 'Fast begins'
              ? 'fastBegins'
              : desc === 'Fast ends'
                ? 'fastEnds'
                : null;
      if (kind) markers.push({ kind, instant: ev.eventTime, stop: stop.index });
      continue;
    }
    const date = dayString(ev.getDate().greg());
    const day = holidays.get(date) ?? { names: [] };
    const name = ev.render(HEBCAL_LOCALE[lang]);
    day.names.push(name);
    if (ev.getFlags() & FAST) day.fast = name;
    holidays.set(date, day);
  }
  return { markers, holidays };
}

/** The minyanim near one stop on one date that start while the traveller is there. */
function servicesAt(stop: Stop, date: string, nearby: Nearby, holy: (t: Date) => boolean): TripService[] {
  const found: (TripService & { instant: number })[] = [];
  for (const row of nearby.listings) {
    const place = listingPlace(row);
    const rules = nearby.rules.get(row.id);
    if (!place || !rules) continue;
    const km = distanceKm(stop.place.latitude, stop.place.longitude, place.latitude, place.longitude);
    if (km > DRIVING_KM) continue;
    for (const occ of expandRules(rules, place, date, date)) {
      if (occ.instant < stop.from || occ.instant > stop.to) continue;
      if (km > WALKING_KM && holy(occ.instant)) continue;
      found.push({
        tefillah: occ.tefillah,
        start: occ.start,
        stop: stop.index,
        listing: toTripListing(row),
        distanceKm: roundedKm(km),
        instant: occ.instant.getTime(),
      });
    }
  }
  found.sort((a, b) => a.instant - b.instant || a.distanceKm - b.distanceKm);
  const perTefillah = new Map<string, number>();
  return found
    .filter((s) => {
      const n = perTefillah.get(s.tefillah) ?? 0;
      perTefillah.set(s.tefillah, n + 1);
      return n < PER_TEFILLAH;
    })
    .map(({ instant: _instant, ...service }) => service);
}

/** The trip day by day; holidays and fasts named in `lang`. */
export async function planTrip(db: Db, input: TripPlan, lang: Locale = DEFAULT_LOCALE): Promise<TripResponse> {
  const placesOf = await resolveStops(
    db,
    input.stops.map((s) => s.place),
  );
  const stops: Stop[] = input.stops.map((s, index) => {
    const place = placesOf[index]!;
    const [fromDate, fromTime] = s.from.split('T') as [string, string];
    const [toDate, toTime] = s.to.split('T') as [string, string];
    return {
      index,
      place,
      il: isInIsrael(place.country, place.tzid),
      from: zonedInstant(fromDate, fromTime, place.tzid),
      to: zonedInstant(toDate, toTime, place.tzid),
    };
  });
  const nearby = await listingsNear(db, placesOf);
  const first = input.stops[0]!.from.slice(0, 10);
  const last = input.stops.at(-1)!.to.slice(0, 10);
  const calendars = stops.map((s) => calendarAt(s, addDays(first, -1), addDays(last, 1), lang));
  // A marker counts where the traveller is when it happens.
  const markers = calendars.flatMap((c) => c.markers).filter((m) => m.instant >= stops[m.stop]!.from && m.instant <= stops[m.stop]!.to);

  const days = datesBetween(first, last).map((date): TripDay => {
    const here = stops.filter((s) => wallTime(s.from, s.place.tzid).date <= date && date <= wallTime(s.to, s.place.tzid).date);
    const onDay = (m: Marker) => wallTime(m.instant, stops[m.stop]!.place.tzid).date === date;
    const marker = (kind: Marker['kind']) => {
      const m = markers.find((x) => x.kind === kind && onDay(x));
      return m ? { time: isoInZone(stops[m.stop]!.place.tzid, m.instant), stop: m.stop } : undefined;
    };
    const services: TripService[] = [];
    const noMinyan: TripDay['noMinyan'] = [];
    for (const stop of here) {
      const classes = dayClasses(date, stop.il);
      const holyDay = classes.has('shabbat') || classes.has('yom_tov');
      const candles = markers.find((m) => m.kind === 'candles' && m.stop === stop.index && onDay(m))?.instant;
      const havdalah = markers.find((m) => m.kind === 'havdalah' && m.stop === stop.index && onDay(m))?.instant;
      // Shabbat and Yom Tov run from candle lighting to havdalah; a minyan then must be walkable.
      const holy = (t: Date) => (holyDay && (!havdalah || t < havdalah)) || (candles !== undefined && t >= candles);
      const found = servicesAt(stop, date, nearby, holy);
      services.push(...found);
      if (!found.length) {
        noMinyan.push({
          stop: stop.index,
          radiusKm: holyDay ? WALKING_KM : DRIVING_KM,
          nearest: nearby.nearest[stop.index]!.map((n) => ({ listing: toTripListing(n.row), distanceKm: roundedKm(n.distanceKm) })),
        });
      }
    }
    services.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const calendarDay = here.map((s) => calendars[s.index]!.holidays.get(date)).find(Boolean);
    const begins = marker('fastBegins');
    const ends = marker('fastEnds');
    const fastName = calendarDay?.fast ?? (begins ? calendars[begins.stop]!.holidays.get(addDays(date, 1))?.fast : undefined);
    const day: TripDay = { date, stops: here.map((s) => s.index), services, holidays: calendarDay?.names ?? [], noMinyan };
    const candleLighting = marker('candles');
    const havdalah = marker('havdalah');
    if (candleLighting) day.candleLighting = candleLighting;
    if (havdalah) day.havdalah = havdalah;
    if (fastName && (begins || ends)) day.fast = { name: fastName, ...(begins ? { begins } : {}), ...(ends ? { ends } : {}) };
    return day;
  });

  return {
    stops: stops.map((s) => ({
      name: s.place.name,
      label: s.place.label,
      tzid: s.place.tzid,
      latitude: s.place.latitude,
      longitude: s.place.longitude,
      from: isoInZone(s.place.tzid, s.from),
      to: isoInZone(s.place.tzid, s.to),
    })),
    days,
  };
}
