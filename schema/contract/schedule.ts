// GET /api/synagogues/:id/schedule: a listing's minyanim, zmanim and announcements
// for a range of dates, for developers and the embed.
import { z } from './zod.ts';
import type { Announcement } from './announcements.ts';
import type { ZmanKey } from './calendar.ts';
import { isoDate } from './fields.ts';
import type { TimesFreshness } from '#domain/freshness.ts';
import type { MinyanOccurrence } from './minyanim.ts';
import type { Synagogue } from './synagogues.ts';

export const SCHEDULE_MAX_DAYS = 31;
export const SCHEDULE_DEFAULT_DAYS = 7;

export const scheduleQuery = z.object({
  /** Default: today in the listing's zone. */
  from: isoDate('from must be a date in the form yyyy-MM-dd').optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int({ error: 'days must be a whole number' })
    .min(1, { error: `days must be from 1 to ${SCHEDULE_MAX_DAYS}` })
    .max(SCHEDULE_MAX_DAYS, { error: `days must be from 1 to ${SCHEDULE_MAX_DAYS}` })
    .optional()
    .default(SCHEDULE_DEFAULT_DAYS),
});
export type ScheduleQuery = z.input<typeof scheduleQuery>;

/** The zmanim a schedule shows for each day. */
export const SCHEDULE_ZMANIM = [
  'alotHaShachar',
  'sunrise',
  'sofZmanShma',
  'chatzot',
  'minchaGedola',
  'plagHaMincha',
  'sunset',
  'tzeit85deg',
] as const satisfies readonly ZmanKey[];
export type ScheduleZman = (typeof SCHEDULE_ZMANIM)[number];

export interface ScheduleDay {
  date: string;
  /** 'HH:MM' local, null where the time does not occur that day. */
  zmanim: Record<ScheduleZman, string | null>;
  minyanim: MinyanOccurrence[];
}

export interface ScheduleResponse {
  /** The listing's name and address, and its page. */
  synagogue: Pick<Synagogue, 'id' | 'name' | 'address' | 'city' | 'country'> & { url: string };
  /** Null without coordinates: then `days` is empty and only the rules' text can be shown. */
  tzid: string | null;
  from: string;
  days: ScheduleDay[];
  /** Announcements overlapping the range. */
  announcements: Announcement[];
  freshness: TimesFreshness;
  /** OpenStreetMap's text that could not be read as rules ('as published on OpenStreetMap'). */
  osmServiceTimes: Synagogue['osmServiceTimes'];
}
