// A trip: stops with local arrival and departure times (POST /api/trips/plan), and the same
// stops in a shareable address (GET /api/trips/calendar.ics?stop=…), which holds no personal data.
import { z } from './zod.ts';
import { languageQuery } from './language.ts';
import type { MapListing } from './synagogues.ts';
import type { Tefillah } from '#domain/enums.ts';
import { LOCALES } from '#domain/languages.ts';
import { MAX_TRIP_DAYS, MAX_TRIP_STOPS, stopFromParam } from '#domain/trip-stops.ts';

export { DRIVING_KM, MAX_TRIP_DAYS, MAX_TRIP_STOPS, WALKING_KM, stopFromParam, stopToParam } from '#domain/trip-stops.ts';

/** A local date-time `yyyy-MM-ddTHH:mm` (the stop's own wall clock), a real one. */
export const localDateTime = (name: string) =>
  z
    .string({ error: `${name} must be a local date-time yyyy-MM-ddTHH:mm` })
    .regex(/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: `${name} must be a local date-time yyyy-MM-ddTHH:mm` })
    .refine(
      (s) => {
        const d = new Date(`${s}:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === s;
      },
      { error: `${name} must be a real date and time` },
    );

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, { error: `${name} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${name} must be between -${limit} and ${limit}` });

/** A gazetteer place by its GeoNames id, or a point. */
export const tripPlace = z.union(
  [z.number().int().positive(), z.object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) }).strict()],
  { error: 'place must be a GeoNames id or { latitude, longitude }' },
);
export type TripPlace = z.output<typeof tripPlace>;

export const tripStop = z
  .object({ place: tripPlace, from: localDateTime('from'), to: localDateTime('to') })
  .refine((s) => s.from < s.to, { error: 'to must be after from', path: ['to'] });
export type TripStop = z.output<typeof tripStop>;

const dayNumber = (localTime: string) => Date.parse(`${localTime.slice(0, 10)}T00:00:00Z`) / 86_400_000;

export const tripInput = z
  .object({
    stops: z
      .array(tripStop, { error: 'stops must be a list' })
      .min(1, { error: 'Give at least one stop' })
      .max(MAX_TRIP_STOPS, { error: `At most ${MAX_TRIP_STOPS} stops` }),
  })
  .superRefine(({ stops }, ctx) => {
    stops.forEach((stop, i) => {
      const before = stops[i - 1];
      if (before && stop.from < before.to) {
        ctx.addIssue({
          code: 'custom',
          message: 'A stop must begin once the one before it ends',
          path: ['stops', i, 'from'],
          params: { kind: 'stopOverlap' },
        });
      }
    });
    const first = stops[0];
    const last = stops.at(-1);
    if (first && last && dayNumber(last.to) - dayNumber(first.from) + 1 > MAX_TRIP_DAYS) {
      ctx.addIssue({
        code: 'custom',
        message: `A trip may last at most ${MAX_TRIP_DAYS} days`,
        path: ['stops', stops.length - 1, 'to'],
        params: { kind: 'tooManyDays', args: { max: MAX_TRIP_DAYS } },
      });
    }
  });
export type TripInput = z.input<typeof tripInput>;
export type TripPlan = z.output<typeof tripInput>;

/** The query of the shareable address, read into the planner's input. */
export const tripQuery = z
  .object({ stop: z.union([z.string(), z.array(z.string())], { error: 'Give at least one stop' }) })
  .transform(({ stop }) => ({ stops: (Array.isArray(stop) ? stop : [stop]).map(stopFromParam) }))
  .pipe(tripInput);

/** GET /api/trips/calendar.ics: the shareable address's stops, and `lang`, the language of the events' names. */
export const tripCalendarQuery = z
  .object({ stop: z.union([z.string(), z.array(z.string())], { error: 'Give at least one stop' }), ...languageQuery.shape })
  .transform(({ stop, lang }) => ({ stops: (Array.isArray(stop) ? stop : [stop]).map(stopFromParam), lang }))
  .pipe(z.intersection(tripInput, z.object({ lang: z.enum(LOCALES) })));

export interface TripStopAnswer {
  name: string;
  label: string;
  tzid: string;
  latitude: number;
  longitude: number;
  /** ISO 8601 with the stop's offset. */
  from: string;
  to: string;
}

export type TripListing = Pick<MapListing, 'id' | 'name' | 'address' | 'city' | 'country' | 'nusach'>;

export interface TripService {
  tefillah: Tefillah;
  /** ISO 8601 with the listing's offset. */
  start: string;
  /** The index of the stop it is near. */
  stop: number;
  listing: TripListing;
  distanceKm: number;
}

export interface TripTime {
  /** ISO 8601 with the stop's offset. */
  time: string;
  stop: number;
}

export interface TripDay {
  date: string;
  /** The stops the traveller is at on this day (their indexes), in order. */
  stops: number[];
  services: TripService[];
  candleLighting?: TripTime;
  havdalah?: TripTime;
  fast?: { name: string; begins?: TripTime; ends?: TripTime };
  /** Holidays and special days, in English as @hebcal/core names them. */
  holidays: string[];
  /** Per stop with no minyan within reach that day: the radius searched and the nearest listings. */
  noMinyan: { stop: number; radiusKm: number; nearest: { listing: TripListing; distanceKm: number }[] }[];
}

export interface TripResponse {
  stops: TripStopAnswer[];
  days: TripDay[];
}
