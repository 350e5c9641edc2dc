// Which day classes a civil date belongs to, from @hebcal/core's holiday tables.
import { HebrewCalendar, flags } from '@hebcal/core';
import { WEEKDAYS, type MinyanDay } from '#domain/enums.ts';
import { civilDate } from '../calendar/zmanim.ts';
import { weekdayOf } from './clock.ts';

const FAST = flags.MAJOR_FAST | flags.MINOR_FAST;
/** A fast kept only by the firstborn: the congregation's schedule does not change. */
const FIRSTBORN_FAST = "Ta'anit Bechorot";

/**
 * The classes of a civil date. Days are the civil day a minyan is on, so Friday-night
 * Maariv is an `erev_shabbat` (or `fri`) rule, and Rosh Chodesh is its daytime.
 * `weekday` is Monday to Friday when that day is not Yom Tov.
 */
export function dayClasses(date: string, il: boolean): Set<MinyanDay> {
  const dow = weekdayOf(date);
  const classes = new Set<MinyanDay>([WEEKDAYS[dow]!]);
  const holidays = HebrewCalendar.getHolidaysOnDate(civilDate(date), il) ?? [];
  let yomTov = false;
  for (const ev of holidays) {
    const mask = ev.getFlags();
    if (mask & flags.CHAG) yomTov = true;
    if (mask & flags.ROSH_CHODESH) classes.add('rosh_chodesh');
    if (mask & FAST && ev.getDesc() !== FIRSTBORN_FAST) classes.add('fast_day');
  }
  if (yomTov) classes.add('yom_tov');
  if (dow === 0) classes.add('sunday');
  if (dow === 5) classes.add('erev_shabbat');
  if (dow === 6) classes.add('shabbat');
  if (dow >= 1 && dow <= 5 && !yomTov) classes.add('weekday');
  return classes;
}

/**
 * How specific a day class is on a date. For one tefillah on one date only the rules
 * matching at the highest rank apply: a Rosh Chodesh rule replaces the weekday one, a
 * Shabbat rule outranks Rosh Chodesh, and Yom Tov rules replace everything. Rules of the
 * same rank all apply (two Shacharit minyanim are two rules).
 */
export function dayRank(day: MinyanDay): number {
  switch (day) {
    case 'yom_tov':
      return 4;
    case 'shabbat':
    case 'sat':
      return 3;
    case 'rosh_chodesh':
    case 'fast_day':
      return 2;
    default:
      return 1;
  }
}
