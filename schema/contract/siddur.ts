// The complete siddur (nusach × service), today's changes to the prayers and the daily learning:
// the query schemas the Worker validates and the answers the pages read.
import { z } from './zod.ts';
import { isoDate } from './fields.ts';
import { languageQuery } from './language.ts';
import type { VersionCredit } from './texts.ts';
import { NUSACHOT, PARTS_PER_REQUEST, PRAYER_TIMES, SERVICES, type Nusach, type PrayerTime, type Service } from '#domain/siddur.ts';

export {
  NUSACHOT,
  NUSACH_LABELS,
  NUSACH_OF_SHUL,
  SERVICES,
  SERVICE_LABELS,
  SECTION_SERVICES,
  PARTS_PER_REQUEST,
  PRAYER_TIMES,
} from '#domain/siddur.ts';
export type { Nusach, Service, PrayerTime } from '#domain/siddur.ts';

export const nusachField = z.enum(NUSACHOT, { error: `nusach must be one of ${NUSACHOT.join(', ')}` });
export const serviceField = z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(', ')}` });

export const siddurTocParams = z.object({ nusach: nusachField, service: serviceField });

export const siddurPartsQuery = z.object({
  nusach: nusachField,
  service: serviceField,
  refs: z
    .string({ error: 'refs is required (references separated by |)' })
    .transform((v) =>
      v
        .split('|')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(300, { error: 'each ref must be at most 300 characters' }))
        .min(1, { error: 'refs is required (references separated by |)' })
        .max(PARTS_PER_REQUEST, { error: `refs may name at most ${PARTS_PER_REQUEST} parts` }),
    ),
});

/** One entry of a service's table of contents: a leaf of Sefaria's siddur. */
export interface SiddurPart {
  ref: string;
  title: string;
  /** The headings above it inside the service (e.g. ['Amidah']), outermost first. */
  heading: string[];
}

/**
 * Parts a service takes only on some days, kept elsewhere in the book (Hallel and Rosh Chodesh's
 * Musaf): where they go in the service and which of today's inserts bring them.
 */
export interface SiddurAddition {
  /** `hallel`: brought by `hallel_full` or `hallel_half`; `musaf`: by `musaf` on Rosh Chodesh. */
  key: 'hallel' | 'musaf';
  /** The ref of the service's part they follow. */
  after: string;
  parts: SiddurPart[];
}

export interface SiddurTocResponse {
  nusach: Nusach;
  service: Service;
  book: string;
  parts: SiddurPart[];
  /** Hallel and Musaf, inserted in place on the days that say them (see siddur-plan.ts). */
  additions: SiddurAddition[];
}

export interface SiddurPartText {
  ref: string;
  heRef: string;
  he: string[];
  en: string[];
  /** False when Sefaria had no text for this part (it is shown as unavailable). */
  available: boolean;
}

export interface SiddurPartsResponse {
  nusach: Nusach;
  parts: SiddurPartText[];
  credits: VersionCredit[];
}

// ---- Today's prayers ----

export const INSERT_KEYS = [
  'yaaleh_veyavo',
  'al_hanissim',
  'hallel_full',
  'hallel_half',
  'aneinu',
  'avinu_malkeinu',
  'aseret_yemei_teshuva',
  'mashiv_haruach',
  'morid_hatal',
  'vten_tal_umatar',
  'vten_bracha',
  'musaf',
  'sefirat_haomer',
] as const;
export type InsertKey = (typeof INSERT_KEYS)[number];

export const OMISSION_KEYS = ['tachanun', 'lamenatzeach', 'avinu_malkeinu'] as const;
export type OmissionKey = (typeof OMISSION_KEYS)[number];

export interface TodayInsert {
  key: InsertKey;
  label: string;
  /** Why, in a few words (e.g. "Rosh Chodesh Tevet"). */
  reason: string;
}

export interface TodayOmission {
  key: OmissionKey;
  label: string;
  reason: string;
}

/** How a place keeps Purim (schema/domain/purim.ts): on 14 Adar, on 15 (a walled city), or on both by doubt. */
export const PURIM_CITIES = ['open', 'walled', 'doubt'] as const;
export type PurimCity = (typeof PURIM_CITIES)[number];

export const PURIM_OBSERVANCE_KEYS = [
  'megillah',
  'al_hanissim',
  'torah_reading',
  'haftarah',
  'matanot_laevyonim',
  'mishloach_manot',
  'seudah',
] as const;
export type PurimObservanceKey = (typeof PURIM_OBSERVANCE_KEYS)[number];

export interface PurimObservance {
  key: PurimObservanceKey;
  label: string;
  reason: string;
  /** The reading (Torah reading, haftarah), as Sefaria reads it. */
  ref?: string;
}

/** What a day of Purim holds at the place, at this service (the Megillah at night, the rest by day). */
export interface TodayPurim {
  city: PurimCity;
  /** The walled city or city of doubt the place is in; null for an ordinary place. */
  cityName: string | null;
  observances: PurimObservance[];
}

export interface TodayResponse {
  date: string;
  hebrewDate: string;
  il: boolean;
  /** The service of the hour (the given time, else Shacharit); at a place, by its zmanim. */
  service: PrayerTime;
  /** The place asked for (`place=`), whose zmanim and country decided the service and `il`. */
  place: { geonameid: number; label: string } | null;
  /** The services of this date, each with its own changes (Maariv belongs to the evening that begins the next day). */
  inserts: TodayInsert[];
  omissions: TodayOmission[];
  tachanun: boolean;
  /** Tonight's count (said at Maariv after tzeit), or null outside the Omer. */
  omer: number | null;
  omerText: { he: string; en: string } | null;
  holidays: string[];
  /** The day's Purim observances at the place, or null on a day without any there. */
  purim: TodayPurim | null;
}

export const todayQuery = z
  .object({
    /** Required unless `at` is given (with `place`), which names the date there. */
    date: isoDate('date must be in the form yyyy-MM-dd').optional(),
    /**
     * The visitor's moment (an ISO 8601 instant, `2026-11-24T22:30:00Z`), read at `place` in its
     * time zone: the place's date and time of day replace `date` and `time`.
     */
    at: z.iso.datetime({ offset: true, error: 'at must be an ISO 8601 instant, e.g. 2026-11-24T22:30:00Z' }).optional(),
    /** The changes of this service, whatever the hour. */
    service: z.enum(PRAYER_TIMES, { error: `service must be one of ${PRAYER_TIMES.join(', ')}` }).optional(),
    /** Absent: Israel's customs at a place in Israel (`place=`), else the diaspora's. */
    il: z
      .enum(['0', '1'], { error: 'il must be 1 or 0' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
    /** The visitor's place (a GeoNames id, as the calendar's `place=`): the service of `time` by its zmanim. */
    place: z.coerce
      .number({ error: 'place must be a GeoNames id (a positive integer)' })
      .int({ error: 'place must be a GeoNames id (a positive integer)' })
      .positive({ error: 'place must be a GeoNames id (a positive integer)' })
      .optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be in the form HH:MM (24-hour)' })
      .optional(),
    /**
     * '1' in a walled city (Jerusalem), where Purim is kept on the 15th of Adar; '0' an ordinary
     * place. Absent: the place decides (schema/domain/purim.ts), else an ordinary place.
     */
    jerusalem: z
      .enum(['0', '1'], { error: 'jerusalem must be 1 or 0' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
    /**
     * The language of the answer's words (the Hebrew date, holidays, inserts and omissions):
     * a query parameter, so that the edge cache, the browser's and SWR's keep one answer per language.
     */
    lang: languageQuery.shape.lang,
  })
  .superRefine((q, ctx) => {
    if (q.at !== undefined && q.place === undefined)
      ctx.addIssue({ code: 'custom', path: ['at'], message: 'at needs place (the place whose time zone reads it)' });
    if (q.at === undefined && q.date === undefined)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'date must be in the form yyyy-MM-dd' });
  });

// ---- Daily learning ----

export type LearningKey = 'dafYomi' | 'mishnaYomi' | 'nachYomi' | 'rambam1';

export interface LearningItem {
  key: LearningKey;
  label: string;
  /** What is learnt today, as the cycle names it (e.g. "Berakhot 2"). */
  title: string;
  /** Sefaria ref that opens it in the app. */
  ref: string;
}

export interface LearningResponse {
  date: string;
  items: LearningItem[];
  /** Tehillim by the monthly (day of the Hebrew month) and weekly (day of the week) cycles. */
  psalms: { monthly: number[]; weekly: number[] };
}

export const learningQuery = z.object({ date: isoDate('date must be in the form yyyy-MM-dd') });

export const passageQuery = z.object({
  ref: z
    .string({ error: 'ref is required' })
    .trim()
    .min(1, { error: 'ref is required' })
    .max(200, { error: 'ref must be at most 200 characters' }),
});
