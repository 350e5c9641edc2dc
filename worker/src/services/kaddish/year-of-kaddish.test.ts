// The expected Hebrew dates below are worked by hand from the rules getYahrzeit documents
// (Calendrical Calculations' customary anniversary) and the year types of the Hebrew calendar:
// 5784, 5787 and 5790 are leap years; Cheshvan has 30 days in 5783, 5785, 5787 and 5788 and 29
// in 5786 and 5789; Kislev has 29 days in 5784 and 5790 and 30 in 5783, 5785 and 5786.
import { HDate, HebrewCalendar, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { hebrewDayOfDeath, kaddishEnd, shloshimEnd, yahrzeits, yearOfKaddish } from './year-of-kaddish.ts';

/** The yahrzeits in the given Hebrew years, as text. */
function yahrzeitIn(death: HDate, ...years: number[]): string[] {
  const all = yahrzeits(death, death.next().greg().toISOString().slice(0, 10), years.at(-1)! - death.getFullYear());
  return all.filter((d) => years.includes(d.getFullYear())).map((d) => d.toString());
}

describe('the Hebrew day of death', () => {
  it('is the civil date’s Hebrew date before sunset and the next one after (14 Adar 5786 is 2026-03-03)', () => {
    expect(hebrewDayOfDeath({ date: '2026-03-03', afterSunset: false }).toString()).toBe('14 Adar 5786');
    expect(hebrewDayOfDeath({ date: '2026-03-03', afterSunset: true }).toString()).toBe('15 Adar 5786');
  });

  it('refuses Adar II in a common year and a 30th in a 29-day month, naming the field', () => {
    expect(() => hebrewDayOfDeath({ hy: 5786, hm: months.ADAR_II, hd: 1 })).toThrow(/^hm:/);
    expect(() => hebrewDayOfDeath({ hy: 5786, hm: months.CHESHVAN, hd: 30 })).toThrow(/^hd:/);
  });
});

describe('yahrzeits by the documented rules', () => {
  it('keep the same day and month in an ordinary month', () => {
    expect(yahrzeitIn(new HDate(10, months.TEVET, 5785), 5786, 5787)).toEqual(['10 Tevet 5786', '10 Tevet 5787']);
  });

  it('a death after sunset on the eve of 15 Adar 5786 is kept on 15 Adar (15 Adar I in the leap year 5787)', () => {
    const death = hebrewDayOfDeath({ date: '2026-03-03', afterSunset: true });
    expect(yahrzeitIn(death, 5787, 5788)).toEqual(['15 Adar I 5787', '15 Adar 5788']);
  });

  it('a death in Adar of a common year falls in Adar I of a leap year (same month number)', () => {
    expect(yahrzeitIn(new HDate(15, months.ADAR_I, 5786), 5787)).toEqual(['15 Adar I 5787']);
  });

  it('a death in Adar II is kept in the last Adar: Adar in a common year, Adar II in a leap year', () => {
    expect(yahrzeitIn(new HDate(7, months.ADAR_II, 5784), 5785, 5787)).toEqual(['7 Adar 5785', '7 Adar II 5787']);
  });

  it('a death in Adar I is kept in Adar in a common year and Adar I in a leap year', () => {
    expect(yahrzeitIn(new HDate(10, months.ADAR_I, 5784), 5785, 5787)).toEqual(['10 Adar 5785', '10 Adar I 5787']);
  });

  it('30 Adar I is kept on the last day of Shevat in a common year', () => {
    expect(yahrzeitIn(new HDate(30, months.ADAR_I, 5784), 5785, 5787)).toEqual(["30 Sh'vat 5785", '30 Adar I 5787']);
  });

  it('30 Cheshvan whose first anniversary has no 30 Cheshvan is kept on the day before 1 Kislev', () => {
    expect(yahrzeitIn(new HDate(30, months.CHESHVAN, 5785), 5786, 5787, 5789)).toEqual([
      '29 Cheshvan 5786',
      '30 Cheshvan 5787',
      '29 Cheshvan 5789',
    ]);
  });

  it('30 Cheshvan whose first anniversary has a 30 Cheshvan moves to 1 Kislev in a year without one', () => {
    expect(yahrzeitIn(new HDate(30, months.CHESHVAN, 5787), 5788, 5789)).toEqual(['30 Cheshvan 5788', '1 Kislev 5789']);
  });

  it('30 Kislev whose first anniversary has no 30 Kislev is kept on the day before 1 Tevet', () => {
    expect(yahrzeitIn(new HDate(30, months.KISLEV, 5783), 5784, 5785)).toEqual(['29 Kislev 5784', '30 Kislev 5785']);
  });

  it('30 Kislev whose first anniversary has a 30 Kislev moves to 1 Tevet in a year without one', () => {
    expect(yahrzeitIn(new HDate(30, months.KISLEV, 5785), 5786, 5790)).toEqual(['30 Kislev 5786', '1 Tevet 5790']);
  });

  it('agree with @hebcal/core’s getYahrzeit for a death on every day of three years', () => {
    for (let day = new HDate(1, months.TISHREI, 5783); day.getFullYear() < 5786; day = day.next()) {
      const listed = yahrzeits(day, '2026-01-01', 5);
      const first = listed[0]!.getFullYear();
      expect(listed.map((d) => d.toString())).toEqual([0, 1, 2, 3, 4].map((i) => HebrewCalendar.getYahrzeit(first + i, day)!.toString()));
    }
  });

  it('start at the first yahrzeit on or after the given day', () => {
    const death = new HDate(10, months.TEVET, 5785);
    const listed = yahrzeits(death, new HDate(10, months.TEVET, 5787).greg().toISOString().slice(0, 10), 2);
    expect(listed.map((d) => d.toString())).toEqual(['10 Tevet 5787', '10 Tevet 5788']);
  });
});

describe('shloshim', () => {
  it('ends on the thirtieth day counting the day of death as the first', () => {
    expect(shloshimEnd(new HDate(1, months.NISAN, 5786)).toString()).toBe('30 Nisan 5786');
    // Elul has 29 days: 20–29 Elul are ten days, 1–20 Tishrei the other twenty.
    expect(shloshimEnd(new HDate(20, months.ELUL, 5786)).toString()).toBe('20 Tishrei 5787');
  });
});

describe('the end of Kaddish', () => {
  it('is the day before the same date eleven months on in a common year', () => {
    // Tevet, Shevat, Adar, Nisan, Iyar, Sivan, Tammuz, Av, Elul, Tishrei, Cheshvan.
    expect(kaddishEnd(new HDate(10, months.KISLEV, 5786)).toString()).toBe('9 Cheshvan 5787');
  });

  it('counts both Adars in a leap year', () => {
    // Tevet, Shevat, Adar I, Adar II, Nisan, Iyar, Sivan, Tammuz, Av, Elul, Tishrei.
    expect(kaddishEnd(new HDate(10, months.KISLEV, 5787)).toString()).toBe('9 Tishrei 5788');
  });

  it('is the last day of the month when the month eleven on has no such day', () => {
    // 30 Kislev 5785 → 30 Cheshvan 5786, which does not exist: the day before it is 29 Cheshvan.
    expect(kaddishEnd(new HDate(30, months.KISLEV, 5785)).toString()).toBe('29 Cheshvan 5786');
  });
});

describe('yearOfKaddish', () => {
  it('gives the civil day of each Hebrew date', () => {
    const year = yearOfKaddish({ date: '2026-03-03', afterSunset: false }, '2026-03-03', 1);
    expect(year.date).toBe('2026-03-03');
    expect(year.hebrewDate).toMatchObject({ hd: 14, hm: 'Adar', hy: 5786, text: '14 Adar 5786' });
    expect(year.yahrzeits).toEqual([{ date: '2027-02-21', hebrewDate: expect.objectContaining({ text: '14 Adar I 5787' }) }]);
  });
});
