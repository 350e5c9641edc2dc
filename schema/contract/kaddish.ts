// The year of Kaddish: the dates that follow from a date of death (GET /api/yahrzeit) and a
// mourner's saved plan with its reminders and feed (/api/account/kaddish, /api/kaddish/*).
import { z } from './zod.ts';
import { isoDate } from './fields.ts';
import type { HebrewDateResponse } from './calendar.ts';

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int({ error: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { error: `${name} must be a whole number from ${min} to ${max}` });

/** Hebcal's month numbers: Nisan 1 … Adar (Adar I in a leap year) 12, Adar II 13. */
export const HEBREW_MONTHS = 13;

/**
 * A date of death: a civil date (with whether it was after sunset, when the Hebrew day has
 * already turned), or a Hebrew date (hy, hm, hd). `from` is the day the list of yahrzeits starts
 * at (default today); `years` how many it lists.
 */
export const yahrzeitQuery = z
  .object({
    date: isoDate('date must be a date in the form yyyy-MM-dd').optional(),
    afterSunset: z
      .enum(['true', 'false', '1', '0'], { error: 'afterSunset must be true or false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    hy: wholeNumber('hy', 3761, 9999).optional(),
    hm: wholeNumber('hm', 1, HEBREW_MONTHS).optional(),
    hd: wholeNumber('hd', 1, 30).optional(),
    years: wholeNumber('years', 1, 30).optional().default(10),
    from: isoDate('from must be a date in the form yyyy-MM-dd').optional(),
  })
  .refine((q) => q.date !== undefined || (q.hy !== undefined && q.hm !== undefined && q.hd !== undefined), {
    error: 'Give the date of passing: date, or hy, hm and hd',
    path: ['date'],
  });
export type YahrzeitQuery = z.input<typeof yahrzeitQuery>;

/** A Hebrew date with the civil day its daytime falls on (it begins at the evening before). */
export interface DatedHebrewDay {
  /** yyyy-MM-dd: the civil day of the Hebrew date's daytime. */
  date: string;
  /** '10 Kislev 5787' in its parts, and in Hebrew letters. */
  hebrewDate: HebrewDateResponse & { text: string };
}

export interface YahrzeitResponse extends DatedHebrewDay {
  /** The thirtieth day, counted from the day of death; mourning ends on its morning. */
  shloshimEnd: DatedHebrewDay;
  /** The last day Kaddish is said: eleven months from the day of death, less a day. */
  kaddishEnd: DatedHebrewDay;
  /** The yahrzeits from `from` on, one per Hebrew year. */
  yahrzeits: DatedHebrewDay[];
}

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, { error: `${name} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${name} must be between -${limit} and ${limit}` });

/** A place: a gazetteer place by its GeoNames id, or a point. */
export const placeRef = z.union(
  [
    z.object({ geonameid: z.number().int().positive({ error: 'geonameid must be a positive integer' }) }).strict(),
    z.object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) }).strict(),
  ],
  { error: 'Give a place: { geonameid } or { latitude, longitude }' },
);
export type PlaceRef = z.output<typeof placeRef>;

/** The day of death as the mourner knows it: a civil date, or a Hebrew date. */
export const dateOfDeath = z.union(
  [
    z.object({ date: isoDate('date must be a date in the form yyyy-MM-dd'), afterSunset: z.boolean().default(false) }).strict(),
    z.object({ hy: wholeNumber('hy', 3761, 9999), hm: wholeNumber('hm', 1, HEBREW_MONTHS), hd: wholeNumber('hd', 1, 30) }).strict(),
  ],
  { error: 'Give the date of passing: { date, afterSunset } or { hy, hm, hd }' },
);

export const MAX_KADDISH_PLACES = 5;

/** A year of Kaddish saved to an account. */
export const kaddishPlanInput = z.object({
  label: z
    .string({ error: 'label must be text' })
    .trim()
    .max(80, { error: 'label must be at most 80 characters' })
    .nullish()
    .transform((v) => v || null),
  death: dateOfDeath,
  places: z
    .array(placeRef)
    .max(MAX_KADDISH_PLACES, { error: `places: at most ${MAX_KADDISH_PLACES}` })
    .default([]),
  reminders: z.boolean({ error: 'reminders must be true or false' }).default(false),
});
export type KaddishPlanInput = z.input<typeof kaddishPlanInput>;
export type KaddishPlanFields = z.output<typeof kaddishPlanInput>;

/** Turning reminders on or off, or the feed on (a new address) or off. */
export const kaddishPlanPatch = z
  .object({
    reminders: z.boolean({ error: 'reminders must be true or false' }).optional(),
    feed: z.boolean({ error: 'feed must be true or false' }).optional(),
  })
  .strict();

export const kaddishTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Unknown or revoked address' }),
});

export interface KaddishPlan {
  id: number;
  label: string | null;
  /** The Hebrew day of death (Hebcal's month numbers). */
  death: { hy: number; hm: number; hd: number };
  places: PlaceRef[];
  reminders: boolean;
  /** The private feed's address, or null when it is off. */
  feedUrl: string | null;
  createdAt: string;
}
