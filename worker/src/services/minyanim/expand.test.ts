import { Zmanim } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import type { MinyanDay } from '#domain/enums.ts';
import { zmanimFor } from '../calendar/zmanim.ts';
import { zonedInstant } from './clock.ts';
import { dayClasses } from './days.ts';
import { expandRules, type Rule, type RulePlace } from './expand.ts';
import { listingPlace } from './place.ts';

const NEW_YORK: RulePlace = { latitude: 40.7128, longitude: -74.006, tzid: 'America/New_York', il: false };
const JERUSALEM: RulePlace = { latitude: 31.7683, longitude: 35.2137, tzid: 'Asia/Jerusalem', il: true };
const EVERY_DAY: MinyanDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

let nextId = 1;
function rule(partial: Partial<Rule> & Pick<Rule, 'tefillah'>): Rule {
  return {
    id: nextId++,
    days: EVERY_DAY,
    time: null,
    zman: null,
    offsetMinutes: 0,
    rounding: 'none',
    validFrom: null,
    validUntil: null,
    date: null,
    notes: null,
    language: null,
    ...partial,
  };
}

const starts = (rules: Rule[], place: RulePlace, from: string, to: string) => expandRules(rules, place, from, to).map((o) => o.start);

describe('rule expansion across daylight saving changes', () => {
  it('keeps a fixed 07:00 at 07:00 local on both sides of the March change (New York, 2026-03-08)', () => {
    const shacharit = rule({ tefillah: 'shacharit', time: '07:00' });
    expect(starts([shacharit], NEW_YORK, '2026-03-07', '2026-03-09')).toEqual([
      '2026-03-07T07:00:00-05:00',
      '2026-03-08T07:00:00-04:00',
      '2026-03-09T07:00:00-04:00',
    ]);
    const [sat, sun] = expandRules([shacharit], NEW_YORK, '2026-03-07', '2026-03-08');
    // Only 23 hours apart in real time: the clock sprang forward in between.
    expect(sun!.instant.getTime() - sat!.instant.getTime()).toBe(23 * 3_600_000);
  });

  it('keeps it at 07:00 local across the November change (New York, 2026-11-01)', () => {
    const shacharit = rule({ tefillah: 'shacharit', time: '07:00' });
    expect(starts([shacharit], NEW_YORK, '2026-10-31', '2026-11-02')).toEqual([
      '2026-10-31T07:00:00-04:00',
      '2026-11-01T07:00:00-05:00',
      '2026-11-02T07:00:00-05:00',
    ]);
  });

  it('moves a sunset rule with the sun, an hour later on the clock after the spring change', () => {
    const mincha = rule({ tefillah: 'mincha', zman: 'sunset', offsetMinutes: -15 });
    const [sat, sun] = expandRules([mincha], NEW_YORK, '2026-03-07', '2026-03-08');
    expect(sat!.start).toMatch(/^2026-03-07T17:\d\d:00-05:00$/);
    expect(sun!.start).toMatch(/^2026-03-08T18:\d\d:00-04:00$/);
    // In real time sunset moves about a minute a day, so the instants are ~24 h apart.
    expect(Math.abs(sun!.instant.getTime() - sat!.instant.getTime() - 86_400_000)).toBeLessThan(3 * 60_000);
  });

  it('reads a wall time inside the spring-forward gap as the time after it, and an overlap as the earlier instant', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('zman rules', () => {
  it('puts sunset-15 at the zmanim API’s sunset minus 15 minutes, to the minute', () => {
    const mincha = rule({ tefillah: 'mincha', zman: 'sunset', offsetMinutes: -15 });
    for (const [place, date] of [
      [NEW_YORK, '2026-03-08'],
      [NEW_YORK, '2026-11-01'],
      [NEW_YORK, '2026-06-21'],
      [JERUSALEM, '2026-12-04'],
    ] as const) {
      const [occ] = expandRules([mincha], place, date, date);
      const sunset = zmanimFor(date, place).sunset!;
      const exact = sunset.getTime() - 15 * 60_000;
      expect(Math.abs(occ!.instant.getTime() - exact)).toBeLessThanOrEqual(30_000);
      expect(occ!.instant.getTime()).toBe(Zmanim.roundTime(new Date(exact)).getTime());
      expect(occ!.instant.getUTCSeconds()).toBe(0);
    }
  });

  it('rounds to 5 minutes earlier, later or nearest on the local clock', () => {
    const date = '2026-06-10';
    const exact = zmanimFor(date, NEW_YORK).plagHaMincha!.getTime();
    const five = 5 * 60_000;
    const at = (rounding: Rule['rounding']) =>
      expandRules([rule({ tefillah: 'mincha', zman: 'plagHaMincha', rounding })], NEW_YORK, date, date)[0]!.instant.getTime();
    expect(at('down5')).toBe(Math.floor(exact / five) * five);
    expect(at('up5')).toBe(Math.ceil(exact / five) * five);
    expect(at('nearest5')).toBe(Math.round(exact / five) * five);
    expect(at('down5') % five).toBe(0);
  });

  it('gives no minyan when the zman does not happen (midnight sun)', () => {
    const tromso: RulePlace = { latitude: 69.6496, longitude: 18.957, tzid: 'Europe/Oslo', il: false };
    expect(expandRules([rule({ tefillah: 'mincha', zman: 'sunset', offsetMinutes: -15 })], tromso, '2026-06-21', '2026-06-21')).toEqual([]);
  });
});

describe('day classes', () => {
  it('knows Rosh Chodesh, Shabbat, fasts and Yom Tov, in Israel and the diaspora', () => {
    expect([...dayClasses('2026-02-17', false)].sort()).toEqual(['rosh_chodesh', 'tue', 'weekday']);
    expect(dayClasses('2026-04-18', false)).toEqual(new Set(['sat', 'shabbat', 'rosh_chodesh']));
    expect(dayClasses('2026-04-17', false).has('erev_shabbat')).toBe(true);
    expect(dayClasses('2026-07-02', false).has('fast_day')).toBe(true);
    expect(dayClasses('2026-07-23', false).has('fast_day')).toBe(true);
    // Yom Kippur is a fast and Yom Tov; it is no weekday.
    expect(dayClasses('2026-09-21', false)).toEqual(new Set(['mon', 'fast_day', 'yom_tov']));
    // Pesach VIII is Yom Tov outside Israel only.
    expect(dayClasses('2026-04-09', false).has('yom_tov')).toBe(true);
    expect(dayClasses('2026-04-09', true).has('yom_tov')).toBe(false);
    expect(dayClasses('2026-04-09', true).has('weekday')).toBe(true);
    expect(dayClasses('2026-04-12', false)).toEqual(new Set(['sun', 'sunday']));
  });

  it('lets a Rosh Chodesh rule replace the weekday one, and Shabbat outrank Rosh Chodesh', () => {
    const weekday = rule({ tefillah: 'shacharit', days: ['weekday'], time: '06:45' });
    const roshChodesh = rule({ tefillah: 'shacharit', days: ['rosh_chodesh'], time: '06:30' });
    const shabbat = rule({ tefillah: 'shacharit', days: ['shabbat'], time: '09:00' });
    const rules = [weekday, roshChodesh, shabbat];
    const byDate = (from: string, to: string) => expandRules(rules, NEW_YORK, from, to).map((o) => `${o.date} ${o.time}`);
    // Mon 16 Feb; Tue–Wed 17–18 Feb Rosh Chodesh Adar; Sat 21 Feb Shabbat.
    expect(byDate('2026-02-16', '2026-02-21')).toEqual([
      '2026-02-16 06:45',
      '2026-02-17 06:30',
      '2026-02-18 06:30',
      '2026-02-19 06:45',
      '2026-02-20 06:45',
      '2026-02-21 09:00',
    ]);
    // Shabbat Rosh Chodesh Iyyar (18 Apr 2026) keeps the Shabbat time; Sunday 19 Apr has no rule.
    expect(byDate('2026-04-17', '2026-04-19')).toEqual(['2026-04-17 06:30', '2026-04-18 09:00']);
  });

  it('applies a fast-day Mincha instead of the usual one, and Yom Tov rules only on Yom Tov (Israel or not)', () => {
    const mincha = rule({ tefillah: 'mincha', days: ['sun', 'mon', 'tue', 'wed', 'thu'], zman: 'sunset', offsetMinutes: -15 });
    const fast = rule({ tefillah: 'mincha', days: ['fast_day'], zman: 'sunset', offsetMinutes: -45 });
    const [tammuz] = expandRules([mincha, fast], NEW_YORK, '2026-07-02', '2026-07-02');
    expect(tammuz!.minyanId).toBe(fast.id);
    const weekday = rule({ tefillah: 'shacharit', days: ['weekday'], time: '06:45' });
    const yomTov = rule({ tefillah: 'shacharit', days: ['yom_tov'], time: '09:00' });
    expect(starts([weekday, yomTov], NEW_YORK, '2026-04-09', '2026-04-09')).toEqual(['2026-04-09T09:00:00-04:00']);
    expect(starts([weekday, yomTov], JERUSALEM, '2026-04-09', '2026-04-09')).toEqual(['2026-04-09T06:45:00+03:00']);
  });

  it('lets every rule of the same rank apply (two Shacharit minyanim)', () => {
    const early = rule({ tefillah: 'shacharit', days: ['weekday'], time: '06:15' });
    const late = rule({ tefillah: 'shacharit', days: ['mon', 'thu'], time: '07:30' });
    expect(expandRules([late, early], NEW_YORK, '2026-06-08', '2026-06-09').map((o) => `${o.date} ${o.time}`)).toEqual([
      '2026-06-08 06:15',
      '2026-06-08 07:30',
      '2026-06-09 06:15',
    ]);
  });
});

describe('exceptions and validity windows', () => {
  it('lets a dated row replace or cancel the rules of its tefillah on that date only', () => {
    const mincha = rule({ tefillah: 'mincha', time: '13:30' });
    const maariv = rule({ tefillah: 'maariv', time: '20:00' });
    const moved = rule({ tefillah: 'mincha', days: [], date: '2026-06-10', time: '14:00', notes: 'Staff lunch' });
    const cancelled = rule({ tefillah: 'maariv', days: [], date: '2026-06-11' });
    const out = expandRules([mincha, maariv, moved, cancelled], NEW_YORK, '2026-06-10', '2026-06-11').map(
      (o) => `${o.date} ${o.tefillah} ${o.time}`,
    );
    expect(out).toEqual(['2026-06-10 mincha 14:00', '2026-06-10 maariv 20:00', '2026-06-11 mincha 13:30']);
  });

  it('applies a rule only from validFrom to validUntil, both included', () => {
    const summer = rule({ tefillah: 'maariv', time: '21:00', validFrom: '2026-06-01', validUntil: '2026-06-02' });
    expect(expandRules([summer], NEW_YORK, '2026-05-31', '2026-06-03').map((o) => o.date)).toEqual(['2026-06-01', '2026-06-02']);
  });
});

describe('a listing’s place', () => {
  it('finds the time zone from the coordinates and the Israeli schedule from the country or zone', () => {
    expect(listingPlace({ latitude: 40.7128, longitude: -74.006, country: 'USA' })).toMatchObject({ tzid: 'America/New_York', il: false });
    expect(listingPlace({ latitude: 31.7683, longitude: 35.2137, country: 'Israel' })).toMatchObject({ tzid: 'Asia/Jerusalem', il: true });
    expect(listingPlace({ latitude: 51.5072, longitude: -0.1276, country: 'UK' })).toMatchObject({ tzid: 'Europe/London', il: false });
    expect(listingPlace({ latitude: null, longitude: null, country: 'USA' })).toBeNull();
  });
});
