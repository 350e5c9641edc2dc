import { beforeAll, describe, expect, it } from 'vitest';
import type { SiddurPart, TodayResponse } from '#contract/siddur.ts';
import type { Locale } from '#domain/languages.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import {
  choiceOf,
  customsOf,
  dayOf,
  nusachFromReferrer,
  nusachOf,
  prayerOf,
  serviceOfTheHour,
  siddurHref,
  todayTimeFor,
} from './siddurAddress.ts';
import { todayQuery } from './useSiddurTexts.ts';
import { marksFor } from './todayMarks.ts';

describe('the siddur address', () => {
  it('reads section, service and nusach, and a shul’s nusach as its siddur', () => {
    expect(choiceOf(new URLSearchParams('section=shabbat&service=shabbat_musaf&nusach=sefard'), null)).toEqual({
      section: 'shabbat',
      service: 'shabbat_musaf',
      nusach: 'sefard',
    });
    expect(choiceOf(new URLSearchParams('section=shabbat&service=weekday_mincha'), null)).toEqual({
      section: 'shabbat',
      service: 'kabbalat_shabbat',
      nusach: 'ashkenaz',
    });
    expect(nusachOf('arizal')).toBe('sefard');
    expect(nusachOf('temani')).toBe('edot_hamizrach');
    expect(nusachOf('nonsense')).toBe('ashkenaz');
    expect(siddurHref({ section: 'shabbat', service: 'shabbat_musaf', nusach: 'sefard' }, { il: true, place: null })).toBe(
      '/siddur?section=shabbat&service=shabbat_musaf&nusach=sefard&il=1',
    );
  });

  it('takes the nusach of the siddur page a link without one came from (a click before the app started)', () => {
    expect(siddurHref({ section: 'mincha' }, { il: null, place: null })).toBe('/siddur?section=mincha');
    const origin = 'https://shul.example';
    expect(nusachFromReferrer(`${origin}/siddur?nusach=sefard`, origin)).toBe('sefard');
    expect(nusachFromReferrer(`${origin}/siddur?section=shabbat&nusach=arizal`, origin)).toBe('sefard');
    expect(nusachFromReferrer(`${origin}/siddur`, origin)).toBeNull();
    expect(nusachFromReferrer(`${origin}/shul/12?nusach=sefard`, origin)).toBeNull();
    expect(nusachFromReferrer('https://elsewhere.example/siddur?nusach=sefard', origin)).toBeNull();
    expect(nusachFromReferrer('', origin)).toBeNull();
  });

  it('keeps the place, and Israel or not only where it overrides the place’s customs', () => {
    expect(customsOf(new URLSearchParams('place=281184'))).toEqual({ il: null, place: '281184' });
    expect(customsOf(new URLSearchParams('place=abc&il=0'))).toEqual({ il: false, place: null });
    expect(siddurHref({ section: 'mincha', nusach: 'ashkenaz' }, { il: null, place: '281184' })).toBe(
      '/siddur?section=mincha&nusach=ashkenaz&place=281184',
    );
    expect(siddurHref({ section: 'mincha', nusach: 'ashkenaz' }, { il: false, place: '281184' })).toBe(
      '/siddur?section=mincha&nusach=ashkenaz&place=281184&il=0',
    );
    expect(siddurHref({ section: 'mincha', nusach: 'ashkenaz' }, { il: false, place: null })).toBe(
      '/siddur?section=mincha&nusach=ashkenaz',
    );
  });

  it('opens on the service of the hour when no section is chosen', () => {
    expect(choiceOf(new URLSearchParams(), new Date(2026, 10, 24, 8)).service).toBe('weekday_shacharit');
    expect(serviceOfTheHour(new Date(2026, 10, 24, 13))).toEqual({ section: 'mincha', service: 'weekday_mincha' });
    expect(serviceOfTheHour(new Date(2026, 10, 24, 20))).toEqual({ section: 'maariv', service: 'weekday_maariv' });
    expect(serviceOfTheHour(new Date(2026, 10, 27, 19))).toEqual({ section: 'shabbat', service: 'kabbalat_shabbat' });
    expect(serviceOfTheHour(new Date(2026, 10, 28, 9))).toEqual({ section: 'shabbat', service: 'shabbat_shacharit' });
    // At a place its zmanim decide: after sunset on a Friday at 17:00, Kabbalat Shabbat.
    expect(serviceOfTheHour(new Date(2026, 10, 27, 17), 'maariv')).toEqual({ section: 'shabbat', service: 'kabbalat_shabbat' });
    expect(choiceOf(new URLSearchParams('place=5110302'), new Date(2026, 10, 24, 17), 'maariv').service).toBe('weekday_maariv');
  });

  it("asks for the changes of the service on the page, at the visitor's time when it is that service's hour", () => {
    expect(todayTimeFor('weekday_shacharit', '07:15')).toBe('07:15');
    expect(todayTimeFor('weekday_shacharit', '14:30')).toBe('08:00');
    expect(todayTimeFor('shabbat_musaf', '11:59')).toBe('11:59');
    expect(todayTimeFor('weekday_mincha', '09:00')).toBe('13:00');
    expect(todayTimeFor('kabbalat_shabbat', '17:00')).toBe('20:00');
    expect(todayTimeFor('weekday_maariv', '21:40')).toBe('21:40');
    expect(todayTimeFor('birkat_hamazon', '13:10')).toBe('13:10');
  });
});

describe("the service of the hour at the visitor's place", () => {
  // A visitor whose browser is in New York (Thursday 23:30) looking at Jerusalem (Friday 06:30).
  const now = new Date('2026-11-27T04:30:27Z');

  it("sends the browser's moment as an instant for the Worker to read at the place, never the browser's own date and hour", () => {
    expect(todayQuery({ now, time: '23:30' }, { il: null, place: '281184' })).toEqual({ place: '281184', at: '2026-11-27T04:30:00.000Z' });
    expect(todayQuery({ now, time: '23:30' }, { il: false, place: '281184' }, 'mincha')).toEqual({
      place: '281184',
      at: '2026-11-27T04:30:00.000Z',
      service: 'mincha',
      il: '0',
    });
    // Without a place, the browser's own date and time are all there is.
    expect(todayQuery({ now: new Date(2026, 10, 26, 23, 30), time: '23:30' }, { il: null, place: null })).toEqual({
      date: '2026-11-26',
      time: '23:30',
    });
  });

  it('asks for the answer in the page’s language, English unnamed as the API’s default', () => {
    const ask = { now, time: '23:30' };
    expect(todayQuery(ask, { il: null, place: '281184' }, null, 'he')).toEqual({
      place: '281184',
      at: '2026-11-27T04:30:00.000Z',
      lang: 'he',
    });
    expect(todayQuery(ask, { il: true, place: null }, 'maariv', 'ru')).toMatchObject({ service: 'maariv', il: '1', lang: 'ru' });
    expect(todayQuery(ask, { il: null, place: '281184' }, null, 'en')).not.toHaveProperty('lang');
  });

  it("opens on the place's service on the place's weekday", () => {
    // Jerusalem answers Friday's Shacharit: the weekday service, not the browser's Thursday Maariv.
    expect(choiceOf(new URLSearchParams('place=281184'), dayOf('2026-11-27'), 'shacharit').service).toBe('weekday_shacharit');
    // The browser's Friday evening is Shabbat morning in Jerusalem.
    expect(choiceOf(new URLSearchParams('place=281184'), dayOf('2026-11-28'), 'shacharit').service).toBe('shabbat_shacharit');
    expect(dayOf('2026-11-27').getDay()).toBe(5);
    expect(prayerOf('kabbalat_shabbat')).toBe('maariv');
    expect(prayerOf('blessings')).toBeNull();
  });
});

describe("today's marks", () => {
  const t: Partial<Record<Locale, Translate>> = {};
  beforeAll(async () => {
    for (const locale of ['en', 'he', 'ru'] as const) {
      const catalog = await loadCatalog(locale);
      t[locale] = (id, values) => catalog[id](values);
    }
  });
  const part = (title: string, heading: string[] = []): SiddurPart => ({ ref: `x, ${title}`, title, heading });
  const roshChodesh: TodayResponse = {
    date: '2026-12-11',
    hebrewDate: '1st of Tevet, 5787',
    il: false,
    service: 'shacharit',
    place: null,
    inserts: [
      { key: 'mashiv_haruach', label: 'Mashiv HaRuach', reason: 'Winter' },
      { key: 'yaaleh_veyavo', label: "Ya'aleh VeYavo", reason: 'Rosh Chodesh Tevet' },
      { key: 'al_hanissim', label: 'Al HaNissim', reason: 'Chanukah, day 7' },
      { key: 'hallel_full', label: 'Full Hallel', reason: 'Chanukah, day 7' },
      { key: 'musaf', label: 'Musaf', reason: 'Rosh Chodesh Tevet' },
    ],
    omissions: [{ key: 'tachanun', label: 'Tachanun', reason: 'Rosh Chodesh Tevet' }],
    tachanun: false,
    omer: null,
    omerText: null,
    holidays: [],
    purim: null,
  };

  it('marks the parts today adds to (Birkat HaMazon too) and collapses those it removes', () => {
    expect(marksFor(part('Temple Service', ['Amidah']), roshChodesh, t.en!).added.map((a) => a.key)).toEqual(['yaaleh_veyavo']);
    expect(marksFor(part('Thanksgiving', ['Amidah']), roshChodesh, t.en!).added.map((a) => a.key)).toEqual(['al_hanissim']);
    // A whole Amidah in one part (Siddur Sefard) takes every change; the season's words are not news.
    expect(marksFor(part('Amidah'), roshChodesh, t.en!).added.map((a) => a.key)).toEqual(['yaaleh_veyavo', 'al_hanissim']);
    expect(marksFor(part('Nefilat Apayim', ['Post Amidah', 'Tachanun']), roshChodesh, t.en!).removed).toHaveLength(1);
    expect(marksFor(part('Avinu Malkenu', ['Post Amidah']), roshChodesh, t.en!).removed[0]?.label).toBe('Avinu Malkeinu');
    expect(marksFor(part('Modeh Ani'), roshChodesh, t.en!)).toEqual({ added: [], removed: [] });
    for (const title of ['Birkat HaMazon', 'Birchat HaMazon', 'Post Meal Blessing']) {
      expect(
        marksFor(part(title), roshChodesh, t.en!).added.map((a) => a.key),
        title,
      ).toEqual(['yaaleh_veyavo', 'al_hanissim']);
    }
    // A part today brings (Hallel) carries its own insert.
    const hallel = roshChodesh.inserts.find((i) => i.key === 'hallel_full')!;
    expect(marksFor({ ...part('Psalm 113', ['Rosh Chodesh', 'Hallel']), addedBy: hallel }, roshChodesh, t.en!)).toEqual({
      added: [hallel],
      removed: [],
    });
  });

  it('words what the page says itself in the page’s language', () => {
    const avinu = part('Avinu Malkenu', ['Post Amidah']);
    expect(marksFor(avinu, roshChodesh, t.he!).removed).toEqual([{ label: 'אבינו מלכנו', reason: 'נאמר רק בתעניות ובעשרת ימי תשובה' }]);
    expect(marksFor(part('Sefirat HaOmer'), roshChodesh, t.ru!).removed[0]?.label).toBe('Счёт Омера');
    const half = { key: 'hallel_half' as const, label: 'Неполный Алель', reason: 'Рош ходеш тевет' };
    const psalm = marksFor({ ...part('Psalm 115', ['Rosh Chodesh', 'Hallel']), addedBy: half }, roshChodesh, t.ru!);
    expect(psalm.skipped).toMatchObject({ verses: 11, of: 18, reason: 'Неполный Алель: Рош ходеш тевет' });
    expect(psalm.skipped?.label).toMatch(/^Псалом 115:1–11/);
  });

  it('knows Shabbat Rosh Chodesh from the date, whatever language the answer is in', () => {
    const musaf = { key: 'musaf' as const, label: 'מוסף', reason: 'שבת ראש חודש' };
    const shabbat = (date: string): TodayResponse => ({ ...roshChodesh, date, inserts: [musaf], holidays: ['ראש חודש שבט'] });
    const forShabbat = part('For Shabbat', ['Amidah', 'Sanctity of the Day']);
    // 1 Shevat 5787 is a Shabbat: the Rosh Chodesh blessing replaces Shabbat's.
    expect(marksFor(forShabbat, shabbat('2027-01-09'), t.he!).removed[0]?.label).toBe('מוסף לשבת');
    // 8 Shevat is an ordinary Shabbat, and Rosh Hashana on Shabbat (1 Tishrei 5784, 16 September 2023) is not Rosh Chodesh.
    expect(marksFor(forShabbat, shabbat('2027-01-16'), t.he!).removed).toEqual([]);
    expect(marksFor(forShabbat, shabbat('2023-09-16'), t.he!).removed).toEqual([]);
  });
});
