// A listing with its minyanim: the page's data, the admin preview and the calendar feed.
import { addressLine } from '#domain/address.ts';
import { ICS_WEEKS, TEFILLAH_LABELS, UPCOMING_DAYS, describeDays } from '#domain/minyan-format.ts';
import type { MinyanPreviewResponse, MinyanValues, SynagogueDetail } from '#contract/minyanim.ts';
import type { AnnouncementRow, MinyanRow, SynagogueRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError } from '../../errors.ts';
import { toSynagogue } from '../listings/serialize.ts';
import { addDays, wallTime, weekdayOf } from './clock.ts';
import { expandRules, publicOccurrence, type Rule, type RulePlace } from './expand.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';
import { listingPlace } from './place.ts';
import { announcementsAroundQuery, announcementsQuery, overlapping, toAnnouncement } from '../listings/announcements.ts';
import { listingFreshness } from './freshness.ts';
import { checkedListing, findListing, listingWithRulesQueries, toMinyan } from './store.ts';

/** From today (in the place's zone) for `days` days. */
function dateWindow(place: RulePlace, now: Date, days: number) {
  const today = wallTime(now, place.tzid).date;
  return { from: today, to: addDays(today, days - 1) };
}

export async function listingDetail(db: Db, id: number, now: Date, { includeInactive = false } = {}): Promise<SynagogueDetail> {
  const [listings, ruleRows, notices] = await db.batch([...listingDetailQueries(db, id, now)]);
  const { row, rules } = checkedListing(listings, ruleRows, { includeInactive });
  return toListingDetail(row, rules, notices, now);
}

/**
 * The reads of a listing's page, for a `db.batch` that may carry more. One round trip: the
 * listing's local date is known only after the read, so the announcements are read from the day
 * before UTC's date (no zone is further behind) and filtered after (toListingDetail).
 */
export const listingDetailQueries = (db: Db, id: number, now: Date) =>
  [...listingWithRulesQueries(db, id), announcementsQuery(db, id, addDays(now.toISOString().slice(0, 10), -1), '9999-12-31')] as const;

/** A listing read by listingDetailQueries (its rules in reading order) with its next days' times, announcements and freshness. */
export function toListingDetail(row: SynagogueRow, rules: MinyanRow[], notices: AnnouncementRow[], now: Date): SynagogueDetail {
  const place = listingPlace(row);
  let upcoming: SynagogueDetail['upcoming'] = [];
  // Without coordinates there is no zone: announcements are read by UTC's date.
  const today = place ? wallTime(now, place.tzid).date : now.toISOString().slice(0, 10);
  if (place) {
    const { from, to } = dateWindow(place, now, UPCOMING_DAYS);
    upcoming = expandRules(rules, place, from, to).map(publicOccurrence);
  }
  const announcements = notices.filter((a) => a.endDate >= today).map(toAnnouncement);
  const freshness = listingFreshness(row, rules.length, now);
  return { ...toSynagogue(row), tzid: place?.tzid ?? null, minyanim: rules.map(toMinyan), upcoming, announcements, freshness };
}

function requirePlace(row: SynagogueRow): RulePlace {
  const place = listingPlace(row);
  if (!place) throw new ApiError(409, 'This listing has no coordinates yet, so its minyan times cannot be computed');
  return place;
}

/** Unsaved rules expanded at the listing's place, for the admin editor. */
export async function previewRules(db: Db, id: number, values: MinyanValues[], days: number, now: Date): Promise<MinyanPreviewResponse> {
  const place = requirePlace(await findListing(db, id, { includeInactive: true }));
  const rules: Rule[] = values.map((v) => ({ ...v, id: null }));
  const { from, to } = dateWindow(place, now, days);
  return { tzid: place.tzid, occurrences: expandRules(rules, place, from, to).map(publicOccurrence) };
}

/** Roughly how long each tefillah takes, so a calendar shows a sensible block. */
function durationMinutes(tefillah: MinyanRow['tefillah'], date: string): number {
  if (tefillah !== 'shacharit') return 20;
  return weekdayOf(date) === 6 ? 150 : 45;
}

/** The next 8 weeks of a listing's minyanim as iCalendar (RFC 5545). */
export async function listingCalendar(db: Db, id: number, now: Date, origin: string): Promise<string> {
  // One round trip, as the listing page.
  const [listings, ruleRows, read] = await db.batch([
    ...listingWithRulesQueries(db, id),
    announcementsAroundQuery(db, id, now.toISOString().slice(0, 10), ICS_WEEKS * 7),
  ]);
  const { row, rules } = checkedListing(listings, ruleRows);
  const place = requirePlace(row);
  const { from, to } = dateWindow(place, now, ICS_WEEKS * 7);
  const notices = overlapping(read, from, to);
  const noticesOn = (date: string) => notices.filter((a) => a.startDate <= date && date <= a.endDate).map((a) => `Announcement: ${a.text}`);
  const host = new URL(origin).hostname;
  const url = `${origin}/shul/${row.id}`;
  const events: IcsEvent[] = expandRules(rules, place, from, to).map((o) => ({
    // One occurrence per rule per date: the pair is stable however often the feed is fetched.
    uid: `minyan-${o.source.id}-${o.date.replaceAll('-', '')}@${host}`,
    start: o.instant,
    durationMinutes: durationMinutes(o.tefillah, o.date),
    summary: `${TEFILLAH_LABELS[o.tefillah]} · ${row.name}`,
    description: [
      o.source.date ? `${o.rule} (this date only)` : `${o.rule} · ${describeDays(o.source.days)}`,
      o.notes,
      ...noticesOn(o.date),
      `Times follow the shul's schedule; check ${url} before you go.`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: addressLine(row),
    url,
    categories: [TEFILLAH_LABELS[o.tefillah]],
    stamp: o.source.updatedAt,
  }));
  return buildCalendar({ name: `${row.name} minyanim`, tzid: place.tzid, events });
}
