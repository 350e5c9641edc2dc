// Rules → concrete minyanim for a date range at a listing's place (docs/domain.md: Minyan rules).
import { Zmanim } from '@hebcal/core';
import type { ZmanKey } from '#contract/calendar.ts';
import { TEFILLOT, type MinyanDay, type Rounding } from '#domain/enums.ts';
import { describeTime } from '#domain/minyan-format.ts';
import type { Minyan, MinyanOccurrence } from '#contract/minyanim.ts';
import { isoInZone, zmanimFor, type ZmanimPlace } from '../calendar/zmanim.ts';
import { datesBetween, wallTime, zonedInstant } from './clock.ts';
import { dayClasses, dayRank } from './days.ts';

/** Where the rules are kept: coordinates, time zone, and whether the Israeli holiday schedule applies. */
export interface RulePlace extends ZmanimPlace {
  il: boolean;
}

/** What the expansion reads of a rule (a stored row, or an unsaved one in a preview with id null). */
export type Rule = Omit<Minyan, 'id' | 'synagogueId' | 'zman' | 'source' | 'createdAt' | 'updatedAt'> & {
  id: number | null;
  /** A stored row's column is a plain string; it is read as a ZmanKey here. */
  zman: string | null;
};

export interface Occurrence<R extends Rule = Rule> extends MinyanOccurrence {
  instant: Date;
  source: R;
}

const MINUTE = 60_000;
const FIVE_MINUTES = 5 * MINUTE;

/**
 * Rounds in local wall-clock minutes (not UTC ones), so a 5-minute step lands on :00, :05…
 * whatever the zone's offset. 'none' rounds a zman to the nearest minute, as @hebcal/core
 * does for candle lighting; a fixed time is exact already.
 */
function roundInstant(t: Date, rounding: Rounding, tzid: string): Date {
  if (rounding === 'none') return Zmanim.roundTime(t);
  const offset = wallTime(t, tzid).offsetMinutes * MINUTE;
  const local = t.getTime() + offset;
  const step = rounding === 'down5' ? Math.floor : rounding === 'up5' ? Math.ceil : Math.round;
  return new Date(step(local / FIVE_MINUTES) * FIVE_MINUTES - offset);
}

function ruleInstant(rule: Rule, date: string, place: RulePlace, zmanim: () => Record<ZmanKey, Date | null>): Date | null {
  if (rule.time) return roundInstant(zonedInstant(date, rule.time, place.tzid), rule.rounding, place.tzid);
  if (!rule.zman) return null;
  const base = zmanim()[rule.zman as ZmanKey];
  // A zman that does not happen that day (midnight sun) gives no minyan rather than a wrong one.
  if (!base) return null;
  return roundInstant(new Date(base.getTime() + rule.offsetMinutes * MINUTE), rule.rounding, place.tzid);
}

const inWindow = (rule: Rule, date: string) => (!rule.validFrom || rule.validFrom <= date) && (!rule.validUntil || date <= rule.validUntil);

/**
 * The rules that apply to one tefillah on one date: exception rows for that date replace
 * everything (one without a time or zman cancels the tefillah); otherwise the rules in
 * their validity window whose days match at the highest rank (see `dayRank`).
 */
export function rulesForDate<R extends Rule>(rules: readonly R[], date: string, classes: Set<MinyanDay>): R[] {
  const exceptions = rules.filter((r) => r.date === date);
  if (exceptions.length) return exceptions.filter((r) => r.time || r.zman);
  let best = 0;
  let chosen: R[] = [];
  for (const rule of rules) {
    if (rule.date || !inWindow(rule, date)) continue;
    const rank = Math.max(0, ...rule.days.filter((d) => classes.has(d)).map(dayRank));
    if (rank === 0 || rank < best) continue;
    if (rank > best) {
      best = rank;
      chosen = [];
    }
    chosen.push(rule);
  }
  return chosen;
}

/** Every minyan the rules give from `from` to `to` (civil dates in the place's zone, inclusive), in time order. */
export function expandRules<R extends Rule>(rules: readonly R[], place: RulePlace, from: string, to: string): Occurrence<R>[] {
  const out: Occurrence<R>[] = [];
  if (rules.length === 0) return out;
  const byTefillah = TEFILLOT.map((t) => rules.filter((r) => r.tefillah === t));
  for (const date of datesBetween(from, to)) {
    const classes = dayClasses(date, place.il);
    let zmanim: Record<ZmanKey, Date | null> | undefined;
    const lazyZmanim = () => (zmanim ??= zmanimFor(date, place));
    for (const forTefillah of byTefillah) {
      for (const rule of rulesForDate(forTefillah, date, classes)) {
        const instant = ruleInstant(rule, date, place, lazyZmanim);
        if (!instant) continue;
        out.push({
          minyanId: rule.id,
          tefillah: rule.tefillah,
          date,
          start: isoInZone(place.tzid, instant),
          time: wallTime(instant, place.tzid).time,
          rule: describeTime(rule),
          notes: rule.notes,
          language: rule.language,
          instant,
          source: rule,
        });
      }
    }
  }
  out.sort((a, b) => a.instant.getTime() - b.instant.getTime() || TEFILLOT.indexOf(a.tefillah) - TEFILLOT.indexOf(b.tefillah));
  return out;
}

/** An occurrence as the API answers it (without the instant and the rule object). */
export function publicOccurrence({ instant: _instant, source: _source, ...rest }: Occurrence): MinyanOccurrence {
  return rest;
}
