// A listing with its minyanim: the page's data, the admin preview and the calendar feed.
import { addressLine } from '#domain/address.ts';
import { ICS_WEEKS, UPCOMING_DAYS } from '#domain/minyan-format.ts';
import type { MinyanPreviewResponse, MinyanValues, SynagogueDetail } from '#contract/minyanim.ts';
import type { AnnouncementRow, MinyanRow, SynagogueRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { toSynagogue } from '../listings/serialize.ts';
import { addDays, wallTime, weekdayOf } from './clock.ts';
import { expandRules, publicOccurrence, type Rule, type RulePlace } from './expand.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';
import { feedWords } from './feed-words.ts';
import { DEFAULT_LOCALE, pagePathIn, type Locale } from '#domain/languages.ts';
import { listingPlace } from './place.ts';
import { announcementsAroundQuery, announcementsQuery, overlapping, toAnnouncement } from '../listings/announcements.ts';
import { listingFreshness } from './freshness.ts';
import { checkedListing, findListing, listingWithRulesQueries, toMinyan } from './store.ts';
import type { CityRef } from '#contract/city-pages.ts';
import { listingCityQuery } from '../pages/city-page-read.ts';

/** From today (in the place's zone) for `days` days. */
function dateWindow(place: RulePlace, now: Date, days: number) {
  const today = wallTime(now, place.tzid).date;
  return { from: today, to: addDays(today, days - 1) };
}

export async function listingDetail(db: Db, id: number, now: Date, { includeInactive = false } = {}): Promise<SynagogueDetail> {
  const [listings, ruleRows, notices, city] = await db.batch([...listingDetailQueries(db, id, now)]);
  const { row, rules } = checkedListing(listings, ruleRows, { includeInactive });
  return toListingDetail(row, rules, notices, now, city);
}

/**
 * The reads of a listing's page, for a `db.batch` that may carry more. One round trip: the
 * listing's local date is known only after the read, so the announcements are read from the day
 * before UTC's date (no zone is further behind) and filtered after (toListingDetail).
 */
export const listingDetailQueries = (db: Db, id: number, now: Date) =>
  [
    ...listingWithRulesQueries(db, id),
    announcementsQuery(db, id, addDays(now.toISOString().slice(0, 10), -1), '9999-12-31'),
    listingCityQuery(db, id),
  ] as const;

/** A listing read by listingDetailQueries (its rules in reading order) with its next days' times, announcements and freshness. */
export function toListingDetail(
  row: SynagogueRow,
  rules: MinyanRow[],
  notices: AnnouncementRow[],
  now: Date,
  city: CityRef[] = [],
): SynagogueDetail {
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
  return {
    ...toSynagogue(row),
    tzid: place?.tzid ?? null,
    minyanim: rules.map(toMinyan),
    upcoming,
    announcements,
    freshness,
    cityPage: city[0] ?? null,
  };
}

function requirePlace(row: SynagogueRow): RulePlace {
  const place = listingPlace(row);
  if (!place) throw new ApiError(409, said('errors.listingHasNoCoordinates'));
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
/** The listing's minyanim for the next ICS_WEEKS weeks as an iCalendar feed, its words in `locale`. */
export async function listingCalendar(db: Db, id: number, now: Date, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  // One round trip, as the listing page.
  const [listings, ruleRows, read] = await db.batch([
    ...listingWithRulesQueries(db, id),
    announcementsAroundQuery(db, id, now.toISOString().slice(0, 10), ICS_WEEKS * 7),
  ]);
  const { row, rules } = checkedListing(listings, ruleRows);
  const place = requirePlace(row);
  const { from, to } = dateWindow(place, now, ICS_WEEKS * 7);
  const notices = overlapping(read, from, to);
  const words = feedWords(locale);
  const { t } = words;
  const noticesOn = (date: string) =>
    notices.filter((a) => a.startDate <= date && date <= a.endDate).map((a) => t('feeds.announcement', { text: a.text }));
  const host = new URL(origin).hostname;
  const url = `${origin}${pagePathIn(`/shul/${row.id}`, locale)}`;
  const events: IcsEvent[] = expandRules(rules, place, from, to).map((o) => ({
    // One occurrence per rule per date: the pair is stable however often the feed is fetched.
    uid: `minyan-${o.source.id}-${o.date.replaceAll('-', '')}@${host}`,
    start: o.instant,
    durationMinutes: durationMinutes(o.tefillah, o.date),
    summary: `${words.tefillah(o.tefillah)} · ${row.name}`,
    description: [
      o.source.date
        ? t('feeds.thisDateOnly', { rule: words.time(o.source) })
        : t('feeds.onDays', { rule: words.time(o.source), days: words.days(o.source.days) }),
      o.notes,
      ...noticesOn(o.date),
      t('feeds.checkBeforeYouGo', { url }),
    ]
      .filter(Boolean)
      .join('\n'),
    location: addressLine(row),
    url,
    categories: [words.tefillah(o.tefillah)],
    stamp: o.source.updatedAt,
  }));
  return buildCalendar({ name: t('feeds.calendarName', { name: row.name }), tzid: place.tzid, events });
}
