// A listing's schedule for a range of dates: each day's minyanim and zmanim, the announcements
// that overlap the range, and the freshness line. Answers GET /api/synagogues/:id/schedule and
// fills the embed page.
import { SCHEDULE_ZMANIM, type ScheduleDay, type ScheduleResponse, type ScheduleZman } from '../../../schema/schedule.ts';
import type { Db } from '../db.ts';
import { announcementsBetween } from './announcements.ts';
import { addDays, datesBetween, wallTime } from './minyanim/clock.ts';
import { expandRules, publicOccurrence } from './minyanim/expand.ts';
import { listingFreshness } from './minyanim/freshness.ts';
import { listingPlace } from './minyanim/place.ts';
import { findListing, listRules } from './minyanim/store.ts';
import { zmanimFor } from './zmanim.ts';

export interface ScheduleOptions {
  from?: string;
  days: number;
  now: Date;
  origin: string;
  lang?: 'en' | 'he';
}

export async function listingSchedule(db: Db, id: number, o: ScheduleOptions): Promise<ScheduleResponse> {
  const row = await findListing(db, id);
  const rules = await listRules(db, id);
  const place = listingPlace(row);
  const today = place ? wallTime(o.now, place.tzid).date : o.now.toISOString().slice(0, 10);
  const from = o.from ?? today;
  const to = addDays(from, o.days - 1);
  const days: ScheduleDay[] = [];
  if (place) {
    const occurrences = expandRules(rules, place, from, to).map(publicOccurrence);
    for (const date of datesBetween(from, to)) {
      const all = zmanimFor(date, place);
      const zmanim = {} as Record<ScheduleZman, string | null>;
      for (const key of SCHEDULE_ZMANIM) {
        const t = all[key];
        zmanim[key] = t ? wallTime(t, place.tzid).time : null;
      }
      days.push({ date, zmanim, minyanim: occurrences.filter((m) => m.date === date) });
    }
  }
  return {
    synagogue: { id: row.id, name: row.name, address: row.address, city: row.city, country: row.country, url: `${o.origin}/shul/${row.id}` },
    tzid: place?.tzid ?? null,
    from,
    days,
    announcements: await announcementsBetween(db, id, from, to),
    freshness: listingFreshness(row, rules.length, o.now, o.lang),
    osmServiceTimes: row.osmServiceTimes,
  };
}
