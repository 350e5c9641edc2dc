// OpenStreetMap's service_times (and opening_hours written as points in time) → minyan rules,
// where the meaning is unambiguous (docs/domain.md: Times from
// OpenStreetMap). The value is parsed and evaluated by `opening_hours`, the OSM
// community's evaluator: this module never reads the syntax itself. It evaluates the value over
// one reference week and turns each start it finds into a rule; what it cannot map faithfully
// stays as text shown as published on OpenStreetMap.
import opening_hours, { type nominatim_object, type opening_hours_warning_type } from 'opening_hours';
import { WEEKDAYS, type Tefillah } from '#domain/enums.ts';
import { minyanInput, type MinyanValues } from '#contract/minyanim.ts';
import { wallTime } from '../minyanim/clock.ts';
import { timeZoneAt } from '../minyanim/place.ts';
import { zmanimFor } from '../calendar/zmanim.ts';

export type OsmTimesKey = 'service_times' | 'opening_hours';

export type ServiceTimesConversion =
  /** `leftover` is the whole value when some of its times could not be mapped (`skipped` says why), else null. */
  { ok: true; rules: MinyanValues[]; leftover: string | null; skipped: string[] } | { ok: false; reason: string; leftover: string };

/**
 * Where the library evaluates: on the equator at the prime meridian, so that the Worker's clock
 * (UTC) is local solar time there and sunrise and sunset fall on the day they belong to. The
 * second place is two hours of longitude west: a start that moves between the two is a sun-based
 * time, one that stays is a fixed clock time. Germany's holidays only let the library evaluate
 * `PH` (a value with holidays is never converted: its weeks differ).
 */
const place = (lon: number): nominatim_object =>
  // The library reads coordinates only as Nominatim sends them, as strings (a number silently
  // gives its defaults: sunrise 06:00, sunset 18:00); its types say number.
  ({ lat: '0', lon: String(lon), address: { country_code: 'de', state: 'Berlin' } }) as unknown as nominatim_object;
const PLACE_A = place(0);
const PLACE_B = place(-30);
/**
 * No coordinates: the library then puts sunrise at 06:00 and sunset at 18:00 every day, so its
 * week-stability check answers whether the value's *rules* repeat weekly, sun-based times included.
 */
const PLACE_CONSTANT_SUN = { address: { country_code: 'de', state: 'Berlin' } } as unknown as nominatim_object;

/** The reference week: Sunday 4 to Saturday 10 January 2026, local dates (the library reads local time). */
const WEEK_START = new Date(2026, 0, 4);
const WEEK_END = new Date(2026, 0, 11);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Warnings about the way a value is written, not about what it means: conversion goes ahead. */
const COSMETIC_WARNINGS = new Set<opening_hours_warning_type>([
  'adding_0',
  'without_minutes',
  'hour_min_separator',
  'separator_for_readability',
  'no_colon_after',
  'use_multi',
  'combine_rules',
  'value_ends_with_token',
  'rant_degree_sign_used_for_zero',
]);

/** A range longer than this reads as the building's opening hours, not a service. */
const MAX_SERVICE_MINUTES = 5 * 60;
/** More rules than this from one value is not a minyan schedule. */
const MAX_RULES = 40;

/** Comments that name a tefillah, in the spellings mappers use (English, Hebrew, German, French). */
const TEFILLAH_NAMES: [RegExp, Tefillah][] = [
  [/^(shacharit|shacharis|shaharit|shachris|morning service|morning prayers?|שחרית|schacharit|chaharit)$/i, 'shacharit'],
  [/^(mincha|minchah|minha|afternoon service|afternoon prayers?|מנחה)$/i, 'mincha'],
  [/^(maariv|ma'ariv|arvit|arvis|maariv service|evening service|evening prayers?|ערבית|מעריב)$/i, 'maariv'],
];

/** The sun events the library knows; only these two have a zman of the same meaning. */
const EVENTS = ['sunrise', 'sunset', 'dawn', 'dusk'] as const;
type SunEvent = (typeof EVENTS)[number];

type Weekday = (typeof WEEKDAYS)[number];

type Start = { kind: 'fixed'; minutes: number } | { kind: 'sun'; event: SunEvent; offset: number };

interface Interval {
  day: number;
  start: Date;
  minutes: number;
  unknown: boolean;
  comment: string | undefined;
  rule: number | undefined;
}

const minutesOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes();
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function parse(value: string, place: nominatim_object, key: OsmTimesKey | null): opening_hours {
  // Mode 2 (points in time and ranges), as the library's own table gives for service_times;
  // opening_hours written as points in time is read the same way.
  return new opening_hours(value, place, { mode: 2, tag_key: key ?? undefined, map_value: false, warnings_severity: 4, locale: 'en' });
}

/** The value's open intervals that start in the reference week (a range from the Saturday before is cut off, not counted). */
function weekIntervals(oh: opening_hours): Interval[] {
  const from = new Date(WEEK_START.getTime() - DAY_MS);
  const to = new Date(WEEK_END.getTime() + DAY_MS);
  return oh
    .getOpenIntervals(from, to)
    .filter(([start]) => start >= WEEK_START && start < WEEK_END)
    .map(([start, end, unknown, comment]) => ({
      day: start.getDay(),
      start,
      minutes: Math.round((end.getTime() - start.getTime()) / MINUTE_MS),
      unknown,
      comment,
      rule: oh.getMatchingRule(start),
    }));
}

const eventCache = new Map<string, Map<number, number>>();

/** Each day's sun event (minutes of the day) at a place, as the library computes it. */
function eventTimes(event: SunEvent, place: nominatim_object): Map<number, number> {
  const key = `${event} ${String(place.lon)}`;
  let times = eventCache.get(key);
  if (!times) {
    times = new Map(weekIntervals(parse(`Mo-Su ${event}`, place, null)).map((i) => [i.day, minutesOfDay(i.start)]));
    eventCache.set(key, times);
  }
  return times;
}

/**
 * How each start of one rule is defined: a fixed clock time, or a sun event with an offset.
 * The rule (the library's own text of it) is evaluated alone at both places: a start found at
 * both is fixed; the others must be the one event the rule names, at the same offset at both
 * places. Null when the rule's starts cannot be told apart that way.
 */
function ruleStarts(ruleText: string): Map<string, Start> | null {
  const a = weekIntervals(parse(ruleText, PLACE_A, null));
  const b = weekIntervals(parse(ruleText, PLACE_B, null));
  const events = EVENTS.filter((e) => new RegExp(`\\b${e}\\b`).test(ruleText));
  const out = new Map<string, Start>();
  for (let day = 0; day < 7; day++) {
    const startsA = a.filter((i) => i.day === day).map((i) => minutesOfDay(i.start));
    const startsB = b.filter((i) => i.day === day).map((i) => minutesOfDay(i.start));
    if (startsA.length !== startsB.length) return null;
    const movedA = startsA.filter((m) => !startsB.includes(m));
    const movedB = startsB.filter((m) => !startsA.includes(m));
    for (const m of startsA.filter((x) => startsB.includes(x))) out.set(`${day} ${m}`, { kind: 'fixed', minutes: m });
    if (movedA.length === 0) continue;
    if (events.length !== 1) return null;
    const event = events[0]!;
    const atA = eventTimes(event, PLACE_A).get(day);
    const atB = eventTimes(event, PLACE_B).get(day);
    if (atA === undefined || atB === undefined) return null;
    const offsetsA = movedA.map((m) => m - atA).sort((x, y) => x - y);
    const offsetsB = movedB.map((m) => m - atB).sort((x, y) => x - y);
    if (JSON.stringify(offsetsA) !== JSON.stringify(offsetsB)) return null;
    movedA.forEach((m) => out.set(`${day} ${m}`, { kind: 'sun', event, offset: m - atA }));
  }
  return out;
}

/** `ruleStarts` of rule `index` of the value, by the library's own text of that rule; null when it cannot be evaluated alone. */
function startsOfRule(oh: opening_hours, index: number): Map<string, Start> | null {
  try {
    return ruleStarts(oh.prettifyValue({ rule_index: index }));
  } catch {
    return null;
  }
}

/** The listing's year: the latest midday (chatzot), the earliest sunset and the latest nightfall, in local minutes. */
export interface DayBounds {
  latestChatzot: number;
  earliestSunset: number;
  /** Null where nightfall (8.5°) does not happen on some summer days (far north or south). */
  latestTzeit: number | null;
}

/** The bounds from the 1st and 15th of each month of a year, with the same zmanim as the listing's times. */
export function dayBoundsAt(latitude: number, longitude: number): DayBounds | null {
  const tzid = timeZoneAt(latitude, longitude);
  const local = (t: Date | null) => {
    if (!t) return null;
    const [h, m] = wallTime(t, tzid).time.split(':').map(Number) as [number, number];
    return h * 60 + m;
  };
  let latestChatzot = 0;
  let earliestSunset = 24 * 60;
  let latestTzeit: number | null = 0;
  for (let month = 1; month <= 12; month++) {
    for (const day of [1, 15]) {
      const z = zmanimFor(`2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, { latitude, longitude, tzid });
      const noon = local(z.chatzot);
      const sunset = local(z.sunset);
      const tzeit = local(z.tzeit85deg);
      if (noon === null || sunset === null) return null;
      latestChatzot = Math.max(latestChatzot, noon);
      earliestSunset = Math.min(earliestSunset, sunset);
      latestTzeit = tzeit === null || latestTzeit === null ? null : Math.max(latestTzeit, tzeit);
    }
  }
  return { latestChatzot, earliestSunset, latestTzeit };
}

/**
 * The tefillah a start is, or why it cannot be told (the table in docs/domain.md: Times from OpenStreetMap). A comment
 * naming a tefillah decides; otherwise a fixed time from 04:00 to before 12:00 is Shacharit,
 * from the year's latest midday (no Shacharit after it) to before its earliest sunset Mincha,
 * from its latest nightfall on Maariv; sunrise −1 h to +3 h is Shacharit, sunset −2 h to
 * sunset Mincha, sunset +20 min to +2 h Maariv. Anything else could be more than one.
 */
function tefillahOf(start: Start, comment: string | undefined, bounds: DayBounds | null): Tefillah | string {
  if (comment !== undefined) {
    const named = TEFILLAH_NAMES.find(([re]) => re.test(comment.trim()))?.[1];
    return named ?? `its comment "${comment}" does not name a tefillah`;
  }
  if (start.kind === 'sun') {
    if (start.event === 'sunrise' && start.offset >= -60 && start.offset <= 180) return 'shacharit';
    if (start.event === 'sunset' && start.offset <= 0 && start.offset >= -120) return 'mincha';
    if (start.event === 'sunset' && start.offset >= 20 && start.offset <= 120) return 'maariv';
    return `(${start.event}${start.offset < 0 ? '-' : '+'}${hhmm(Math.abs(start.offset))}) could be more than one tefillah`;
  }
  const m = start.minutes;
  if (m >= 4 * 60 && m < 12 * 60) return 'shacharit';
  if (bounds && m >= bounds.latestChatzot && m < bounds.earliestSunset) return 'mincha';
  if (bounds && bounds.latestTzeit !== null && m >= bounds.latestTzeit) return 'maariv';
  return `${hhmm(m)} could be Mincha or Maariv at this place (before sunset part of the year, after it the rest)`;
}

const firstLine = (e: unknown) =>
  String(e instanceof Error ? e.message : e)
    .split('\n')[0]!
    .replace(/\s*<---\s*/, ' ')
    .trim();

/**
 * Converts one service_times (or opening_hours) value. `position` is the listing's: it says
 * which fixed afternoon and evening times are Mincha and which Maariv all year round.
 */
export function convertServiceTimes(
  value: string,
  key: OsmTimesKey,
  position: { latitude: number; longitude: number } | null,
): ServiceTimesConversion {
  const text = value.trim();
  const fail = (reason: string): ServiceTimesConversion => ({ ok: false, reason, leftover: text });
  if (!text) return fail('empty value');
  let oh: opening_hours;
  let intervals: Interval[];
  try {
    oh = parse(text, PLACE_A, key);
    const warning = oh.getStructuredWarnings().find((w) => !COSMETIC_WARNINGS.has(w.type));
    if (warning) return fail(`the evaluator warns: ${warning.message}`);
    if (!parse(text, PLACE_CONSTANT_SUN, key).isWeekStable())
      return fail('the times differ from week to week (dates, months, week numbers or holidays)');
    intervals = weekIntervals(oh);
  } catch (error) {
    return fail(`not valid opening_hours syntax: ${firstLine(error)}`);
  }
  if (intervals.length === 0) return fail('no times in a week');

  const skipped: string[] = [];
  const starts = new Map<number, Map<string, Start> | null>();
  const bounds = position ? dayBoundsAt(position.latitude, position.longitude) : null;
  const groups = new Map<string, { start: Start; tefillah: Tefillah; days: Set<Weekday> }>();
  for (const i of intervals) {
    const at = `${WEEKDAYS[i.day]} ${hhmm(minutesOfDay(i.start))}`;
    if (i.unknown && i.comment === undefined) {
      skipped.push(`${at}: marked unknown`);
      continue;
    }
    if (key === 'opening_hours' && i.minutes > 1) {
      skipped.push(`${at}: a range in opening_hours is when the building is open, not a service`);
      continue;
    }
    if (i.minutes > MAX_SERVICE_MINUTES) {
      skipped.push(`${at}: a range of ${Math.round(i.minutes / 60)} hours reads as opening hours, not a service`);
      continue;
    }
    if (i.rule === undefined) {
      skipped.push(`${at}: no rule of the value matches it`);
      continue;
    }
    if (!starts.has(i.rule)) starts.set(i.rule, startsOfRule(oh, i.rule));
    const start = starts.get(i.rule)?.get(`${i.day} ${minutesOfDay(i.start)}`);
    if (!start) {
      skipped.push(`${at}: cannot tell whether it is a clock time or a sun-based one`);
      continue;
    }
    if (start.kind === 'sun' && start.event !== 'sunrise' && start.event !== 'sunset') {
      skipped.push(`${at}: ${start.event} (civil twilight) is not a zman the directory uses`);
      continue;
    }
    const tefillah = tefillahOf(start, i.comment, bounds);
    if (!(tefillah === 'shacharit' || tefillah === 'mincha' || tefillah === 'maariv')) {
      skipped.push(`${at}: ${tefillah}`);
      continue;
    }
    const groupKey = `${tefillah} ${start.kind === 'fixed' ? hhmm(start.minutes) : `${start.event}${start.offset}`}`;
    const group = groups.get(groupKey) ?? { start, tefillah, days: new Set<Weekday>() };
    group.days.add(WEEKDAYS[i.day]!);
    groups.set(groupKey, group);
  }
  if (groups.size > MAX_RULES) return fail(`more than ${MAX_RULES} different times`);
  const rules = [...groups.values()].map(({ start, tefillah, days }) =>
    minyanInput.parse({
      tefillah,
      days: WEEKDAYS.filter((d) => days.has(d)),
      ...(start.kind === 'fixed' ? { time: hhmm(start.minutes) } : { zman: start.event, offsetMinutes: start.offset }),
    }),
  );
  if (rules.length === 0) return fail(skipped.join('; '));
  return { ok: true, rules, leftover: skipped.length ? text : null, skipped };
}
