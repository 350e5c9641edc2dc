// Minyan rules: the admin's input and the API's answers, derived from the `minyanim` table with
// drizzle-zod. The words for a rule (labels, describeTime, describeDays) live in
// #domain/minyan-format.ts, which carries no zod.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { ZMANIM_KEYS } from './calendar.ts';
import { MINYAN_DAYS, ROUNDINGS, TEFILLOT, type MinyanDay, type Tefillah } from '#domain/enums.ts';
import { minyanim } from '#db/minyanim.ts';
import { addCheckIssues, type CheckIssue } from './field-errors.ts';
import { isoDate, optionalEmail, optionalText } from './fields.ts';
import {
  MAX_OFFSET_MINUTES,
  NEXT_RADIUS_DEFAULT_KM,
  NEXT_RADIUS_MAX_KM,
  NEXT_WITHIN_DEFAULT,
  NEXT_WITHIN_MAX,
  UPCOMING_DAYS,
  ZMAN_ALIASES,
} from '#domain/minyan-format.ts';
import type { Announcement } from './announcements.ts';
import type { TimesFreshness } from '#domain/freshness.ts';
import type { MapListing, Synagogue } from './synagogues.ts';
import type { CityRef } from './city-pages.ts';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const zmanNames = [...ZMANIM_KEYS, ...Object.keys(ZMAN_ALIASES)].join(', ');

/** '' and missing mean null; `HH:MM` on a 24-hour clock. */
const clockTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.string().regex(TIME_RE, { error: 'time must be HH:MM on a 24-hour clock, e.g. 07:00 or 19:45' }).nullable());

const zman = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? (ZMAN_ALIASES[v.toLowerCase()] ?? v) : null))
  .pipe(z.enum(ZMANIM_KEYS, { error: `zman must be one of ${zmanNames}` }).nullable());

const optionalDate = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(isoDate(`${field} must be a date in the form yyyy-MM-dd`).nullable());

const offsetMinutes = z.coerce
  .number({ error: 'offsetMinutes must be a whole number of minutes' })
  .int({ error: 'offsetMinutes must be a whole number of minutes' })
  .min(-MAX_OFFSET_MINUTES, { error: `offsetMinutes must be between -${MAX_OFFSET_MINUTES} and ${MAX_OFFSET_MINUTES}` })
  .max(MAX_OFFSET_MINUTES, { error: `offsetMinutes must be between -${MAX_OFFSET_MINUTES} and ${MAX_OFFSET_MINUTES}` });

/** The rule fields one by one: the proposals' simple fields reuse them. */
export const minyanFields = {
  tefillah: z.enum(TEFILLOT, { error: `tefillah must be one of ${TEFILLOT.join(', ')}` }),
  days: z
    .array(z.enum(MINYAN_DAYS, { error: `each day must be one of ${MINYAN_DAYS.join(', ')}` }), { error: 'days must be a list' })
    .max(MINYAN_DAYS.length, { error: `days must have at most ${MINYAN_DAYS.length} entries` })
    .transform((days) => [...new Set(days)]),
  time: clockTime,
  zman,
  offsetMinutes,
  rounding: z.enum(ROUNDINGS, { error: `rounding must be one of ${ROUNDINGS.join(', ')}` }),
  validFrom: optionalDate('validFrom'),
  validUntil: optionalDate('validUntil'),
  date: optionalDate('date'),
  notes: optionalText(500),
  language: optionalText(40),
};

/** The shape every stored rule must have, checked on create and on the merged row of a PATCH. */
export interface MinyanShape {
  days: MinyanDay[];
  time: string | null;
  zman: string | null;
  validFrom: string | null;
  validUntil: string | null;
  date: string | null;
}

/**
 * A rule is a fixed time or a zman with an offset, never both, on at least one day. A row
 * with `date` is an exception for that date: its days are ignored, and with neither a time
 * nor a zman it cancels that tefillah on that date.
 */
export function minyanShapeIssues(m: MinyanShape): CheckIssue[] {
  const issues: CheckIssue[] = [];
  if (m.time && m.zman) issues.push({ path: 'time', message: 'Give either a fixed time or a zman, not both', kind: 'timeAndZman' });
  else if (!m.time && !m.zman && !m.date) issues.push({ path: 'time', message: 'Give a fixed time (HH:MM) or a zman', kind: 'timeOrZman' });
  if (!m.date && m.days.length === 0) issues.push({ path: 'days', message: 'Choose at least one day', kind: 'tooFew', args: { min: 1 } });
  if (m.validFrom && m.validUntil && m.validFrom > m.validUntil)
    issues.push({ path: 'validUntil', message: 'validUntil must not be before validFrom', kind: 'beforeStart' });
  return issues;
}

export function refineShape(m: MinyanShape, ctx: z.RefinementCtx) {
  addCheckIssues(ctx, minyanShapeIssues(m));
}

/** A rule's columns as an editor writes them; the listing, the source and the times are the server's. */
const ruleColumns = createInsertSchema(minyanim, minyanFields).omit({
  id: true,
  synagogueId: true,
  source: true,
  createdAt: true,
  updatedAt: true,
});

/** POST /api/synagogues/:id/minyanim: days, offset and rounding default as the columns do. */
export const minyanInput = ruleColumns
  .extend({
    days: minyanFields.days.optional().default([]),
    offsetMinutes: offsetMinutes.optional().default(0),
    rounding: minyanFields.rounding.optional().default('none'),
  })
  .superRefine(refineShape);
export type MinyanInput = z.input<typeof minyanInput>;
export type MinyanValues = z.output<typeof minyanInput>;

/** PATCH /api/minyanim/:id: the fields sent replace the stored ones; the merged rule is checked again. */
export const minyanPatch = ruleColumns.partial();
export type MinyanPatch = z.input<typeof minyanPatch>;

/** POST /api/synagogues/:id/minyanim/preview: unsaved rules expanded for the next days. */
export const minyanPreviewInput = z.object({
  rules: z.array(minyanInput).max(100, { error: 'At most 100 rules' }),
  days: z.coerce.number().int().min(1).max(62).optional().default(UPCOMING_DAYS),
});
export type MinyanPreviewInput = z.input<typeof minyanPreviewInput>;

/** An empty query parameter (`lat=`) is a missing one, not 0 as `z.coerce.number()` would read it. */
const queryParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** GET /api/minyanim/next. */
export const minyanNextQuery = z.object({
  lat: queryParam(
    z.coerce
      .number({ error: 'lat must be a number' })
      .min(-90, { error: 'lat must be from -90 to 90' })
      .max(90, { error: 'lat must be from -90 to 90' }),
  ),
  lng: queryParam(
    z.coerce
      .number({ error: 'lng must be a number' })
      .min(-180, { error: 'lng must be from -180 to 180' })
      .max(180, { error: 'lng must be from -180 to 180' }),
  ),
  radiusKm: queryParam(
    z.coerce
      .number({ error: 'radiusKm must be a number' })
      .positive({ error: 'radiusKm must be more than 0' })
      .max(NEXT_RADIUS_MAX_KM, { error: `radiusKm must be at most ${NEXT_RADIUS_MAX_KM}` })
      .optional()
      .default(NEXT_RADIUS_DEFAULT_KM),
  ),
  tefillah: z.enum(TEFILLOT, { error: `tefillah must be one of ${TEFILLOT.join(', ')}` }).optional(),
  within: queryParam(
    z.coerce
      .number({ error: 'within must be a number of minutes' })
      .int({ error: 'within must be a whole number of minutes' })
      .min(1, { error: 'within must be at least 1 minute' })
      .max(NEXT_WITHIN_MAX, { error: `within must be at most ${NEXT_WITHIN_MAX} minutes` })
      .optional()
      .default(NEXT_WITHIN_DEFAULT),
  ),
  at: z.iso
    .datetime({ offset: true, error: 'at must be an ISO 8601 date-time, e.g. 2026-03-08T13:00:00-05:00' })
    .refine((v) => /^[1-9]/.test(v), { error: 'at must be in the years 1000–9999' })
    .optional(),
});
export type MinyanNextQuery = z.input<typeof minyanNextQuery>;

/** POST /api/synagogues/:id/report ('Report a problem'). */
export const listingReportInput = z.object({
  problem: z
    .string({ error: 'Please describe the problem' })
    .trim()
    .min(5, { error: 'Please describe the problem (at least 5 characters)' })
    .max(2000, { error: 'Must be at most 2000 characters' }),
  minyanTimes: optionalText(2000),
  name: optionalText(120),
  email: optionalEmail(),
});
export type ListingReportInput = z.input<typeof listingReportInput>;
export type ListingReport = z.output<typeof listingReportInput>;

/** A stored rule as the API answers it: the row, its zman one the calendar knows, times as ISO strings. */
export const minyanRow = createSelectSchema(minyanim, {
  days: z.array(z.enum(MINYAN_DAYS)),
  zman: z.enum(ZMANIM_KEYS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Minyan = z.output<typeof minyanRow>;

/** One concrete minyan: a rule on a date at the listing's place. */
export interface MinyanOccurrence {
  /** The rule it came from (null for a previewed, unsaved rule). */
  minyanId: number | null;
  tefillah: Tefillah;
  /** The civil date the rule was applied to, in the listing's time zone. */
  date: string;
  /** ISO 8601 with the listing's UTC offset, e.g. `2026-03-08T18:52:00-04:00`. */
  start: string;
  /** Local clock time `HH:MM`. */
  time: string;
  /** The rule in words, e.g. 'Sunset − 15 min'. */
  rule: string;
  notes: string | null;
  language: string | null;
}

/** GET /api/synagogues/:id. */
export interface SynagogueDetail extends Synagogue {
  /** The listing's IANA time zone (null without coordinates: times cannot be computed). */
  tzid: string | null;
  minyanim: Minyan[];
  /** The next 7 days, in order. */
  upcoming: MinyanOccurrence[];
  /** Announcements not yet over (endDate today or later, in the listing's zone), soonest first. */
  announcements: Announcement[];
  /** Where the times come from and when they were last confirmed. */
  freshness: TimesFreshness;
  /** The city page of the listing's place, when it has one (#domain/city-pages.ts). */
  cityPage?: CityRef | null;
}

export interface MinyanPreviewResponse {
  tzid: string;
  occurrences: MinyanOccurrence[];
}

export interface NextMinyan {
  /** The listing as a map shows it: 'Minyan now' answers up to 50, often of as many listings. */
  synagogue: MapListing;
  start: string;
  time: string;
  date: string;
  tefillah: Tefillah;
  distanceKm: number;
  minyan: Minyan;
  freshness: TimesFreshness;
}

export interface NextMinyanResponse {
  at: string;
  within: number;
  items: NextMinyan[];
}

export interface ConfirmResponse {
  timesConfirmedAt: string;
}
