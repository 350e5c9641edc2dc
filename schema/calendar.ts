import { z } from 'zod';
import { isoDate } from './fields.ts';

/**
 * Where a calendar is for (spec §7): a GeoNames id, a US ZIP code, or coordinates with an
 * IANA time zone (default 'UTC').
 */
export const locationQuery = z
  .object({
    geonameid: z.coerce.number().int().positive({ error: 'geonameid must be a positive integer' }).optional(),
    zip: z.string().trim().regex(/^\d{5}$/, { error: 'zip must be a 5-digit ZIP code' }).optional(),
    latitude: z.coerce.number({ error: 'latitude must be a number' }).min(-90).max(90).optional(),
    longitude: z.coerce.number({ error: 'longitude must be a number' }).min(-180).max(180).optional(),
    tzid: z.string().trim().max(64).optional().default('UTC'),
  })
  .refine((q) => q.geonameid !== undefined || q.zip !== undefined || (q.latitude !== undefined && q.longitude !== undefined), {
    error: 'Give a location: geonameid, zip, or latitude and longitude',
    path: ['location'],
  });

const calendarOptions = {
  il: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  candleMins: z.coerce.number().int().min(0).max(120).optional(),
};

export const hebrewCalendarQuery = z.intersection(
  locationQuery,
  z.object({
    year: z.coerce.number({ error: 'year must be a number' }).int().min(1000).max(9999),
    month: z.coerce.number({ error: 'month must be a number' }).int().min(1, { error: 'month must be 1-12' }).max(12, { error: 'month must be 1-12' }),
    ...calendarOptions,
  }),
);
export type HebrewCalendarQuery = z.input<typeof hebrewCalendarQuery>;

export const zmanimQuery = z.intersection(locationQuery, z.object({ date: isoDate(), ...calendarOptions }));
export type ZmanimQuery = z.input<typeof zmanimQuery>;

export const hebrewDateQuery = z.object({ date: isoDate() });

/** Spec §3: a calendar day item. `date` is yyyy-MM-dd, or ISO 8601 with offset for timed items. */
export interface CalendarItem {
  date: string;
  title: string;
  category: string;
  hdate: string;
}

export interface HebrewCalendarResponse {
  items: CalendarItem[];
}

export interface HebrewDateResponse {
  hd: number;
  hm: string;
  hy: number;
  he: string;
}

/** The zmanim the API answers, in order of the day (spec §3's four are a subset). */
export const ZMANIM_KEYS = [
  'alotHaShachar',
  'misheyakir',
  'sunrise',
  'sofZmanShmaMGA',
  'sofZmanShma',
  'sofZmanTfilla',
  'chatzot',
  'minchaGedola',
  'minchaKetana',
  'plagHaMincha',
  'sunset',
  'tzeit7083deg',
  'tzeit85deg',
] as const;
export type ZmanKey = (typeof ZMANIM_KEYS)[number];

export interface ZmanimResponse {
  date: string;
  location: { name: string; latitude: number; longitude: number; tzid: string };
  /** ISO 8601 with the place's offset, or null where the time does not occur that day. */
  zmanim: Record<ZmanKey, string | null>;
}
