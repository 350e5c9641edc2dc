import { describe, expect, it } from 'vitest';
import { describeDays, describeTime, formatClock } from '#domain/minyan-format.ts';
import type { Locale } from '#domain/languages.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import { dateRangeLabel, dayLabel, directionsHref, groupByDate, hasTimes, shortDayLabel, startsIn } from './format.ts';

const translator = async (locale: Locale): Promise<Translate> => {
  const catalog = await loadCatalog(locale);
  return (id, values) => catalog[id](values);
};

describe('minyan display helpers', () => {
  it('formats clock times as h:mm a', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('07:00')).toBe('7:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('18:52')).toBe('6:52 PM');
  });

  it('describes rules in words', () => {
    expect(describeTime({ time: null, zman: 'sunset', offsetMinutes: -15 })).toBe('Sunset − 15 min');
    expect(describeTime({ time: null, zman: 'plagHaMincha', offsetMinutes: 0 })).toBe('Plag HaMincha');
    expect(describeTime({ time: '06:45', zman: null, offsetMinutes: 0 })).toBe('6:45 AM');
    expect(describeDays(['sun', 'mon', 'tue', 'wed', 'thu'])).toBe('Sun–Thu');
    expect(describeDays(['mon', 'thu', 'rosh_chodesh'])).toBe('Mon, Thu, Rosh Chodesh');
    expect(describeDays(['fri', 'sat'])).toBe('Fri, Sat');
  });

  it('reads dates as civil dates and today in the listing’s zone', () => {
    expect(dayLabel('2026-11-22')).toBe('Sunday, Nov 22');
    expect(shortDayLabel('2026-11-22')).toBe('Sun, Nov 22');
    expect(shortDayLabel('2026-11-22', 'fr')).toBe('dim. 22 nov.');
    expect(shortDayLabel('2026-11-22', 'he')).toContain('22');
  });

  it('knows when there are times to confirm, and dates announcements', () => {
    expect(hasTimes({ minyanim: [], osmServiceTimes: null })).toBe(false);
    expect(hasTimes({ minyanim: [], osmServiceTimes: 'Su-Fr 07:00' })).toBe(true);
    expect(dateRangeLabel('2026-11-03', '2026-11-03')).toBe('3 Nov 2026');
    expect(dateRangeLabel('2026-11-03', '2026-11-09')).toBe('3 Nov 2026 – 9 Nov 2026');
    expect(dateRangeLabel('2026-11-03', '2026-11-03', 'es')).toBe('3 nov 2026');
  });

  it('says how soon a minyan starts, in the page language', async () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const en = await translator('en');
    expect(startsIn(en, '2026-06-10T12:25:00Z', now)).toBe('in 25 min');
    expect(startsIn(en, '2026-06-10T13:20:00Z', now)).toBe('in 1 h 20 min');
    expect(startsIn(en, '2026-06-10T14:00:00Z', now)).toBe('in 2 h');
    expect(startsIn(en, '2026-06-10T11:59:00Z', now)).toBe('now');
    const he = await translator('he');
    expect(startsIn(he, '2026-06-10T12:25:00Z', now)).toBe('בעוד 25 דק׳');
    expect(startsIn(he, '2026-06-10T11:59:00Z', now)).toBe('עכשיו');
    expect(startsIn(await translator('ru'), '2026-06-10T13:20:00Z', now)).toBe('через 1 ч 20 мин');
  });

  it('groups a week by date', () => {
    const o = (date: string, time: string) => ({
      minyanId: 1,
      tefillah: 'mincha' as const,
      date,
      time,
      start: `${date}T${time}:00Z`,
      rule: '',
      notes: null,
      language: null,
    });
    expect(
      groupByDate([o('2026-06-11', '13:30'), o('2026-06-10', '13:30'), o('2026-06-10', '19:00')]).map((g) => [g.date, g.items.length]),
    ).toEqual([
      ['2026-06-10', 2],
      ['2026-06-11', 1],
    ]);
  });

  it('links directions to the device’s maps', () => {
    expect(directionsHref(40.7, -74, 'Beth El', 'Mozilla/5.0 (Linux; Android 14)')).toBe('geo:40.7,-74?q=40.7,-74(Beth%20El)');
    expect(directionsHref(40.7, -74, 'Beth El', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toMatch(
      /^https:\/\/maps\.apple\.com\/\?daddr=40\.7,-74/,
    );
    expect(directionsHref(40.7, -74, 'Beth El', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.7,-74',
    );
  });
});
