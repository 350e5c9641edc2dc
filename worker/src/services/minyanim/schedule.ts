// A listing's schedule for a range of dates: each day's minyanim and zmanim, the announcements
// that overlap the range, and the freshness line. Answers GET /api/synagogues/:id/schedule and
// fills the embed page.
import { SCHEDULE_ZMANIM, type ScheduleDay, type ScheduleResponse, type ScheduleZman } from '#contract/schedule.ts';
import type { Db } from '../../db.ts';
import { announcementsAroundQuery, overlapping } from '../listings/announcements.ts';
import { addDays, datesBetween, wallTime } from './clock.ts';
import { expandRules, publicOccurrence } from './expand.ts';
import { listingFreshness } from './freshness.ts';
import { listingPlace } from './place.ts';
import { checkedListing, listingWithRulesQueries } from './store.ts';
import { zmanimFor } from '../calendar/zmanim.ts';

export interface ScheduleOptions {
  from?: string;
  days: number;
  now: Date;
  origin: string;
}

export async function listingSchedule(db: Db, id: number, o: ScheduleOptions): Promise<ScheduleResponse> {
  // One round trip: the listing, its rules and the announcements around the window (its local
  // dates are known only after the read).
  const utcToday = o.now.toISOString().slice(0, 10);
  const [listings, ruleRows, read] = await db.batch([
    ...listingWithRulesQueries(db, id),
    announcementsAroundQuery(db, id, o.from ?? utcToday, o.days),
  ]);
  const { row, rules } = checkedListing(listings, ruleRows);
  const place = listingPlace(row);
  const today = place ? wallTime(o.now, place.tzid).date : utcToday;
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
    synagogue: {
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      country: row.country,
      url: `${o.origin}/shul/${row.id}`,
    },
    tzid: place?.tzid ?? null,
    from,
    days,
    announcements: overlapping(read, from, to),
    freshness: listingFreshness(row, rules.length, o.now),
    osmServiceTimes: row.osmServiceTimes,
  };
}
