import { HebrewCalendar } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import type { PrayerTime, PurimObservanceKey } from '#contract/siddur.ts';
import { todaysPrayers } from '../today/prayers.ts';
import { DOUBT_CITIES, OPEN_CITY, purimDays, purimPlace, purimPlaceFor, type PurimPlace } from './purim.ts';

const JERUSALEM = purimPlace({ latitude: 31.76904, longitude: 35.21633 });
const TEL_AVIV = purimPlace({ latitude: 32.08088, longitude: 34.78057 });
const SAFED = purimPlace({ latitude: 32.96465, longitude: 35.496 });

/** The civil date (yyyy-MM-dd) of a @hebcal/core event in a Hebrew year, in Israel. */
function civilDateOf(year: number, desc: string): string {
  const ev = HebrewCalendar.calendar({ year, isHebrewYear: true, il: true }).find((e) => e.getDesc() === desc);
  if (!ev) throw new Error(`No ${desc} in ${year}`);
  const g = ev.getDate().greg();
  return `${g.getFullYear()}-${String(g.getMonth() + 1).padStart(2, '0')}-${String(g.getDate()).padStart(2, '0')}`;
}

const at = (date: string, time: string, place: PurimPlace) => todaysPrayers(date, true, time, place);
const observed = (date: string, time: string, place: PurimPlace) => at(date, time, place).purim?.observances.map((o) => o.key) ?? [];
const alHanissim = (date: string, time: string, place: PurimPlace) => at(date, time, place).inserts.some((i) => i.key === 'al_hanissim');

const WHOLE_DAY: PurimObservanceKey[] = ['megillah', 'al_hanissim', 'torah_reading', 'matanot_laevyonim', 'mishloach_manot', 'seudah'];

describe('how a place keeps Purim', () => {
  it('finds Jerusalem anywhere in the city, and Tel Aviv, Haifa and the towns around Jerusalem keep the 14th', () => {
    expect(JERUSALEM).toEqual({ city: 'walled', name: 'Jerusalem' });
    // The Old City, Har Nof, Ramot, Gilo.
    for (const [lat, lng] of [
      [31.77667, 35.23417],
      [31.783833, 35.17645],
      [31.815, 35.19],
      [31.73, 35.19],
    ] as const)
      expect(purimPlace({ latitude: lat, longitude: lng }).city).toBe('walled');
    expect(TEL_AVIV).toEqual(OPEN_CITY);
    expect(purimPlace({ latitude: 32.81841, longitude: 34.9885 })).toEqual(OPEN_CITY); // Haifa
    expect(purimPlace({ latitude: 31.7776, longitude: 35.2979 })).toEqual(OPEN_CITY); // Ma'ale Adumim
    expect(purimPlace({ latitude: 31.8003, longitude: 35.1508 })).toEqual(OPEN_CITY); // Mevaseret Zion
    expect(purimPlace({ latitude: 40.6501, longitude: -73.94958 })).toEqual(OPEN_CITY); // Brooklyn
  });

  it('reads on both days by doubt in the listed cities, Jaffa but not Tel Aviv beside it', () => {
    expect(SAFED).toEqual({ city: 'doubt', name: 'Safed' });
    expect(DOUBT_CITIES.map((c) => c.name)).toEqual([
      'Hebron',
      'Safed',
      'Tiberias',
      'Jaffa',
      'Akko',
      'Lod',
      'Shechem',
      'Gaza',
      "Beit She'an",
    ]);
    for (const c of DOUBT_CITIES) expect(purimPlace(c)).toEqual({ city: 'doubt', name: c.name });
    expect(purimPlace({ latitude: 32.0545, longitude: 34.7562 })).toEqual({ city: 'doubt', name: 'Jaffa' }); // Old Jaffa
  });

  it('takes the jerusalem flag over the place when given', () => {
    expect(purimPlaceFor(null, undefined)).toEqual(OPEN_CITY);
    expect(purimPlaceFor(null, true)).toEqual(JERUSALEM);
    expect(purimPlaceFor({ latitude: 31.76904, longitude: 35.21633 }, false)).toEqual(OPEN_CITY);
    expect(purimPlaceFor({ latitude: 32.08088, longitude: 34.78057 }, true)).toEqual(JERUSALEM);
  });
});

// Purim and Shushan Purim as @hebcal/core dates them (5787 is a leap year: Adar II).
const YEARS = [
  { year: 5785, purim: '2025-03-14', shushan: '2025-03-15' },
  { year: 5786, purim: '2026-03-03', shushan: '2026-03-04' },
  { year: 5787, purim: '2027-03-23', shushan: '2027-03-24' },
];

describe('Purim in Jerusalem and in Tel Aviv', () => {
  it.each(YEARS)('dates $year as @hebcal/core does', ({ year, purim, shushan }) => {
    expect(civilDateOf(year, 'Purim')).toBe(purim);
    expect(civilDateOf(year, 'Shushan Purim')).toBe(shushan);
  });

  it.each(YEARS.filter((y) => y.year !== 5785))(
    '$year: Tel Aviv keeps the 14th, Jerusalem the 15th; neither says Tachanun on either day',
    ({ purim, shushan }) => {
      expect(observed(purim, '08:00', TEL_AVIV)).toEqual(WHOLE_DAY);
      expect(observed(purim, '08:00', JERUSALEM)).toEqual([]);
      expect(observed(shushan, '08:00', JERUSALEM)).toEqual(WHOLE_DAY);
      expect(observed(shushan, '08:00', TEL_AVIV)).toEqual([]);
      expect([alHanissim(purim, '08:00', TEL_AVIV), alHanissim(purim, '08:00', JERUSALEM)]).toEqual([true, false]);
      expect([alHanissim(shushan, '08:00', TEL_AVIV), alHanissim(shushan, '08:00', JERUSALEM)]).toEqual([false, true]);
      for (const date of [purim, shushan]) for (const place of [TEL_AVIV, JERUSALEM]) expect(at(date, '08:00', place).tachanun).toBe(false);
      // The Torah reading is Vayavo Amalek, as @hebcal/leyning has it.
      expect(at(shushan, '08:00', JERUSALEM).purim?.observances.find((o) => o.key === 'torah_reading')?.ref).toBe('Exodus 17:8-16');
      // The Megillah is read at night: Maariv of the evening before is the day's own.
      const eve = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(observed(eve(shushan), '20:00', JERUSALEM)).toEqual(['megillah', 'al_hanissim']);
      expect(observed(eve(shushan), '20:00', TEL_AVIV)).toEqual([]);
      // At Mincha: no Torah reading.
      expect(observed(purim, '15:00', TEL_AVIV)).not.toContain('torah_reading');
    },
  );

  it('5785 (Purim Meshulash): Tel Aviv keeps Friday; Jerusalem spreads its Purim over Friday, Shabbat and Sunday', () => {
    expect(observed('2025-03-14', '08:00', TEL_AVIV)).toEqual(WHOLE_DAY);
    expect(observed('2025-03-15', '09:00', TEL_AVIV)).toEqual([]);
    // Friday, 14 Adar: the Megillah (from Thursday night) and gifts to the poor; no Al HaNissim, no Torah reading.
    expect(observed('2025-03-13', '20:00', JERUSALEM)).toEqual(['megillah']);
    expect(observed('2025-03-14', '08:00', JERUSALEM)).toEqual(['megillah', 'matanot_laevyonim']);
    expect(alHanissim('2025-03-14', '08:00', JERUSALEM)).toBe(false);
    // Shabbat, 15 Adar: Al HaNissim from Friday night, Vayavo Amalek as maftir and Shabbat Zachor's haftarah.
    expect(alHanissim('2025-03-14', '19:00', JERUSALEM)).toBe(true);
    const shabbat = at('2025-03-15', '09:00', JERUSALEM);
    expect(shabbat.inserts.map((i) => i.key)).toEqual(expect.arrayContaining(['al_hanissim', 'musaf']));
    expect(shabbat.purim?.observances.map((o) => [o.key, o.ref])).toEqual([
      ['al_hanissim', undefined],
      ['torah_reading', 'Exodus 17:8-16'],
      ['haftarah', 'I Samuel 15:2-34'],
    ]);
    expect(alHanissim('2025-03-15', '15:00', JERUSALEM)).toBe(true);
    // Sunday, 16 Adar: the meal and mishloach manot, without Al HaNissim.
    expect(observed('2025-03-16', '08:00', JERUSALEM)).toEqual(['mishloach_manot', 'seudah']);
    expect(alHanissim('2025-03-16', '08:00', JERUSALEM)).toBe(false);
    expect(observed('2025-03-16', '08:00', TEL_AVIV)).toEqual([]);
  });

  it('5781 was Purim Meshulash too: Friday 26, Shabbat 27 and Sunday 28 February 2021 in Jerusalem', () => {
    expect(civilDateOf(5781, 'Shushan Purim')).toBe('2021-02-27');
    expect(purimDays(5781, JERUSALEM).map(({ hd, observances }) => [hd.greg().getDate(), observances.map((o) => o.key)])).toEqual([
      [26, ['megillah', 'matanot_laevyonim']],
      [27, ['al_hanissim', 'torah_reading', 'haftarah']],
      [28, ['mishloach_manot', 'seudah']],
    ]);
  });
});

describe('a city of doubt (Safed)', () => {
  it.each(YEARS.filter((y) => y.year !== 5785))(
    '$year: the Megillah on both days, Al HaNissim and the Torah reading on the 14th only',
    ({ purim, shushan }) => {
      expect(observed(purim, '08:00', SAFED)).toEqual(WHOLE_DAY);
      expect(observed(shushan, '08:00', SAFED)).toEqual(['megillah']);
      expect(alHanissim(shushan, '08:00', SAFED)).toBe(false);
      expect(at(shushan, '08:00', SAFED).purim?.observances[0]?.reason).toMatch(/without the blessings/);
    },
  );

  it('reads no Megillah on Shabbat: in 5785 its second day has nothing', () => {
    expect(observed('2025-03-15', '09:00', SAFED)).toEqual([]);
  });
});

describe('services of a day', () => {
  const services: PrayerTime[] = ['shacharit', 'mincha', 'maariv'];
  it('names the day outside Purim with no observances', () => {
    for (const service of services) expect(todaysPrayers('2026-11-24', true, undefined, JERUSALEM, { service }).purim).toBeNull();
  });
});
