// The dates of a year of mourning, computed with @hebcal/core from the Hebrew date of death.
// The customs chosen here are stated in docs/domain.md (The year of Kaddish).
import { HDate, HebrewCalendar, months } from '@hebcal/core';
import type { DatedHebrewDay, YahrzeitResponse } from '#contract/kaddish.ts';
import { fieldError, said } from '../../errors.ts';
import { dayString, hebrewDateParts } from '../calendar/hebrew-calendar.ts';
import { civilDate } from '../calendar/zmanim.ts';

/** When someone passed away: a civil date (and whether after sunset) or a Hebrew date. */
export type DateOfDeath = { date: string; afterSunset: boolean } | { hy: number; hm: number; hd: number };

/** The Hebrew day of the death: after sunset the Hebrew day has already turned to the next. */
export function hebrewDayOfDeath(death: DateOfDeath): HDate {
  if ('date' in death) {
    const hd = new HDate(civilDate(death.date));
    return death.afterSunset ? hd.next() : hd;
  }
  const { hy, hm, hd } = death;
  if (hm === 13 && !HDate.isLeapYear(hy)) throw fieldError('hm', said('errors.noAdarII', { year: hy }));
  const days = HDate.daysInMonth(hm, hy);
  if (hd > days) throw fieldError('hd', said('errors.monthDays', { days, year: hy }));
  return new HDate(hd, hm, hy);
}

export function datedDay(hd: HDate): DatedHebrewDay {
  return { date: dayString(hd.greg()), hebrewDate: { ...hebrewDateParts(hd), text: hd.toString() } };
}

/** The thirtieth day counted from the day of death as the first; shloshim ends on its morning. */
export const shloshimEnd = (death: HDate): HDate => death.add(29, 'd');

/**
 * The last day of Kaddish: eleven Hebrew months from the day of death (both Adars count in a
 * leap year), less one day, so the mourner never says it for a twelfth month.
 */
export function kaddishEnd(death: HDate): HDate {
  const { month, year } = monthsLater(death.getMonth(), death.getFullYear(), 11);
  const days = HDate.daysInMonth(month, year);
  // A 30th with no 30th eleven months on: the month's last day is the day before 'the same date'.
  return death.getDate() > days ? new HDate(days, month, year) : new HDate(death.getDate(), month, year).prev();
}

/**
 * A Hebrew month `count` months on, in the calendar's order (Tishrei opens the year; a leap year
 * has Adar I and Adar II). Counted here because HDate's `add(n, 'M')` steps by mean month
 * lengths and can land a day off (its own example: 15 Cheshvan less 3 months is 16 Av).
 */
function monthsLater(month: number, year: number, count: number): { month: number; year: number } {
  let m = month;
  let y = year;
  for (let i = 0; i < count; i++) {
    if (m === months.ELUL) {
      m = months.TISHREI;
      y++;
    } else if (m === months.ADAR_I) {
      m = HDate.isLeapYear(y) ? months.ADAR_II : months.NISAN;
    } else if (m === months.ADAR_II) {
      m = months.NISAN;
    } else {
      m++;
    }
  }
  return { month: m, year: y };
}

/**
 * The yahrzeits on or after `from`, one per Hebrew year, by Hebcal's rules (getYahrzeit:
 * Calendrical Calculations' customary anniversary, with its handling of Adar in leap years and of
 * 30 Cheshvan and 30 Kislev).
 */
export function yahrzeits(death: HDate, from: string, years: number): HDate[] {
  const start = new HDate(civilDate(from));
  const out: HDate[] = [];
  for (let hy = Math.max(death.getFullYear() + 1, start.getFullYear() - 1); out.length < years; hy++) {
    const day = HebrewCalendar.getYahrzeit(hy, death);
    if (day && day.deltaDays(start) >= 0) out.push(day);
  }
  return out;
}

export function yearOfKaddish(death: DateOfDeath, from: string, years: number): YahrzeitResponse {
  const day = hebrewDayOfDeath(death);
  return {
    ...datedDay(day),
    shloshimEnd: datedDay(shloshimEnd(day)),
    kaddishEnd: datedDay(kaddishEnd(day)),
    yahrzeits: yahrzeits(day, from, years).map(datedDay),
  };
}
