import { z } from './zod.ts';
import { isoDate } from './fields.ts';
import { isIanaTimeZone } from '#domain/time-zone.ts';
import { LOCALES } from '#domain/languages.ts';
import type { Place } from '#domain/places.ts';
import type { ZmanKey } from '#domain/zmanim-keys.ts';

/**
 * Where a calendar is for: a GeoNames id, a US ZIP code, or coordinates with an
 * IANA time zone (default 'UTC').
 */
export const locationQuery = z
  .object({
    geonameid: z.coerce
      .number({ error: 'geonameid must be a positive integer' })
      .int({ error: 'geonameid must be a positive integer' })
      .positive({ error: 'geonameid must be a positive integer' })
      .optional(),
    zip: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(\d{5}|[A-Z]\d[A-Z])$/, { error: 'zip must be a 5-digit ZIP code or a Canadian postal district such as M5V' })
      .optional(),
    latitude: z.coerce
      .number({ error: 'latitude must be a number' })
      .min(-90, { error: 'latitude must be between -90 and 90' })
      .max(90, { error: 'latitude must be between -90 and 90' })
      .optional(),
    longitude: z.coerce
      .number({ error: 'longitude must be a number' })
      .min(-180, { error: 'longitude must be between -180 and 180' })
      .max(180, { error: 'longitude must be between -180 and 180' })
      .optional(),
    tzid: z
      .string()
      .trim()
      .max(64)
      .refine(isIanaTimeZone, { error: 'tzid must be an IANA time zone such as America/New_York' })
      .optional()
      .default('UTC'),
  })
  .refine((q) => q.geonameid !== undefined || q.zip !== undefined || (q.latitude !== undefined && q.longitude !== undefined), {
    error: 'Give a location: geonameid, zip, or latitude and longitude',
    path: ['location'],
  });

const calendarOptions = {
  il: z
    .enum(['0', '1', 'true', 'false'], { error: 'il must be 0, 1, true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  candleMins: z.coerce
    .number({ error: 'candleMins must be a whole number of minutes' })
    .int({ error: 'candleMins must be a whole number of minutes' })
    .min(0, { error: 'candleMins must be between 0 and 120' })
    .max(120, { error: 'candleMins must be between 0 and 120' })
    .optional(),
};

/**
 * The language of the names in an answer (holidays, parashiyot, candle lighting, Hebrew months).
 * A query parameter rather than Accept-Language: it is part of the URL, so the edge cache keeps
 * one answer per language.
 */
export const languageOption = {
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).default('en'),
};

export const hebrewCalendarQuery = z.intersection(
  locationQuery,
  z.object({
    year: z.coerce.number({ error: 'year must be a number' }).int().min(1000).max(9999),
    month: z.coerce
      .number({ error: 'month must be a number' })
      .int()
      .min(1, { error: 'month must be 1-12' })
      .max(12, { error: 'month must be 1-12' }),
    ...calendarOptions,
    ...languageOption,
  }),
);
export type HebrewCalendarQuery = z.input<typeof hebrewCalendarQuery>;
export type LocationQuery = z.output<typeof locationQuery>;

export const zmanimQuery = z.intersection(locationQuery, z.object({ date: isoDate(), ...calendarOptions }));
export type ZmanimQuery = z.input<typeof zmanimQuery>;

export const hebrewDateQuery = z.object({ date: isoDate(), ...languageOption });

/** The Shabbat and Yom Tov times feed: a place, and the language of its event names. */
export const candleFeedQuery = z.intersection(locationQuery, z.object(languageOption));

/** A calendar day item. `date` is yyyy-MM-dd, or ISO 8601 with offset for timed items. */
export interface CalendarItem {
  date: string;
  title: string;
  category: string;
  hdate: string;
}

export interface HebrewDateResponse {
  hd: number;
  /** The Hebrew month's name in the answer's language: 'Kislev', 'Kislav', 'Кислев', 'כסלו'. */
  hm: string;
  hy: number;
  /** In Hebrew letters, without vowel points: 'י״א כסלו תשפ״ז'. */
  he: string;
}

/** One cell of the month grid: a civil date and its Hebrew date. */
export interface CalendarDay extends HebrewDateResponse {
  date: string;
  /** '11 Kislev 5787', in the answer's language ('י״א כסלו תשפ״ז' in Hebrew). */
  hdate: string;
}

/** The place an answer is for, with the schedule used (Israel or diaspora). */
export interface CalendarLocation extends Place {
  il: boolean;
}

export interface HebrewCalendarResponse {
  location: CalendarLocation & {
    /** Minutes before sunset that candles are lit. */
    candleMins: number;
  };
  /** The month's events. */
  items: CalendarItem[];
  /** The 42 days of the month grid, from the Sunday on or before the 1st. */
  days: CalendarDay[];
}

export { ZMANIM_KEYS, type ZmanKey } from '#domain/zmanim-keys.ts';

export interface ZmanimResponse {
  date: string;
  location: CalendarLocation;
  /** ISO 8601 with the place's offset, or null where the time does not occur that day. */
  zmanim: Record<ZmanKey, string | null>;
}
