// /api/texts/today in the visitor's language: the same keys and decisions in every language, the
// words (the Hebrew date, holidays, labels and reasons) in Hebrew, French, Spanish or Russian.
import { describe, expect, it } from 'vitest';
import type { TodayResponse } from '#contract/siddur.ts';
import { api, json } from '../../../test/helpers.ts';
import { insertPlaces } from '../../../test/places.ts';
import { purimPlace } from '../calendar/purim.ts';
import { todaysPrayers } from './prayers.ts';

const HEBREW = /[\u0590-\u05FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const JERUSALEM = purimPlace({ latitude: 31.76904, longitude: 35.21633 });

/** Every word of an answer a visitor reads: the Hebrew date, holidays, labels and reasons. */
const words = (t: TodayResponse) => [
  t.hebrewDate,
  ...t.holidays,
  ...t.inserts.flatMap((i) => [i.label, i.reason]),
  ...t.omissions.flatMap((o) => [o.label, o.reason]),
  ...(t.purim?.observances.flatMap((o) => [o.label, o.reason]) ?? []),
  ...(t.purim?.cityName ? [t.purim.cityName] : []),
];

/** The answer without its words: what the rules decided. */
const decisions = (t: TodayResponse) => ({
  service: t.service,
  inserts: t.inserts.map((i) => i.key),
  omissions: t.omissions.map((o) => o.key),
  tachanun: t.tachanun,
  omer: t.omer,
  purim: t.purim?.observances.map((o) => [o.key, o.ref]),
});

// Shacharit of Rosh Chodesh Tevet, the seventh day of Chanukah, 5787 (diaspora); Mincha of the
// day before Rosh Chodesh Tammuz; Maariv in the Omer; Shushan Purim 5787 in Jerusalem.
const DAYS: [date: string, il: boolean, time: string][] = [
  ['2026-12-11', false, '08:00'],
  ['2027-07-04', false, '15:00'],
  ['2027-04-26', false, '21:00'],
  ['2027-03-24', true, '08:00'],
];

describe("today's prayers in the visitor's language", () => {
  it('decides the same in every language, and says it in the language', () => {
    for (const [date, il, time] of DAYS) {
      const purim = date === '2027-03-24' ? JERUSALEM : undefined;
      const en = todaysPrayers(date, il, time, purim);
      for (const lang of ['he', 'fr', 'es', 'ru'] as const) {
        const answer = todaysPrayers(date, il, time, purim, { lang });
        expect(decisions(answer), `${date} ${lang}`).toEqual(decisions(en));
        expect(Object.keys(answer).sort()).toEqual(Object.keys(en).sort());
        // Nothing is left in English (French and Spanish write some prayers' names as English does: Musaf).
        if (lang === 'he') for (const word of words(answer)) expect.soft(word, date).toMatch(HEBREW);
        if (lang === 'ru') for (const word of words(answer)) expect.soft(word, date).toMatch(CYRILLIC);
      }
    }
  });

  it('writes the Hebrew date in Hebrew letters, and holidays by Hebcal’s own translations', () => {
    const he = todaysPrayers('2026-12-11', false, '08:00', undefined, { lang: 'he' });
    expect(he.hebrewDate).toBe('א׳ טבת תשפ״ז');
    expect(he.holidays).toContain('ראש חודש טבת');
    expect(he.inserts.find((i) => i.key === 'yaaleh_veyavo')).toEqual({
      key: 'yaaleh_veyavo',
      label: 'יעלה ויבוא',
      reason: 'ראש חודש טבת',
    });
    expect(he.inserts.find((i) => i.key === 'al_hanissim')?.reason).toBe('חנוכה, יום 7');
    expect(he.omissions.find((o) => o.key === 'tachanun')?.label).toBe('תחנון');

    const fr = todaysPrayers('2026-12-11', false, '08:00', undefined, { lang: 'fr' });
    expect(fr.hebrewDate).toMatch(/^1 \S+ 5787$/);
    expect(fr.inserts.find((i) => i.key === 'hallel_full')).toMatchObject({ label: 'Hallel complet', reason: '’Hanouka, 7e jour' });
    const ru = todaysPrayers('2027-04-26', false, '21:00', undefined, { lang: 'ru' });
    expect(ru.inserts.find((i) => i.key === 'sefirat_haomer')).toEqual({
      key: 'sefirat_haomer',
      label: 'Счёт Омера',
      reason: `${ru.omer}-й день Омера`,
    });
    const es = todaysPrayers('2027-07-04', false, '15:00', undefined, { lang: 'es' });
    expect(es.omissions.find((o) => o.key === 'tachanun')?.reason).toMatch(/\(víspera de: .+\)$/);
  });

  it('names the walled city and its Purim in the language', () => {
    const he = todaysPrayers('2027-03-24', true, '08:00', JERUSALEM, { lang: 'he' });
    expect(he.purim?.cityName).toBe('ירושלים');
    expect(he.purim?.observances.find((o) => o.key === 'megillah')).toMatchObject({ reason: 'שושן פורים (ירושלים)' });
    const en = todaysPrayers('2027-03-24', true, '08:00', JERUSALEM);
    expect(en.purim?.cityName).toBe('Jerusalem');
    expect(en.purim?.observances.find((o) => o.key === 'megillah')?.reason).toBe('Shushan Purim (Jerusalem)');
  });

  it('answers GET /api/texts/today in ?lang=, and refuses a language it does not speak by name', async () => {
    await insertPlaces();
    const res = await api('/api/texts/today?date=2026-12-11&il=0&time=08:00&lang=he');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await json<TodayResponse>(res)).hebrewDate).toBe('א׳ טבת תשפ״ז');
    const english = await json<TodayResponse>(await api('/api/texts/today?date=2026-12-11&il=0&time=08:00'));
    expect(english.hebrewDate).toBe('1st of Tevet, 5787');
    const atPlace = await json<TodayResponse>(await api('/api/texts/today?place=281184&at=2026-12-11T05:00:00Z&lang=ru'));
    expect(atPlace.holidays.join(' ')).toMatch(CYRILLIC);
    const wrong = await api('/api/texts/today?date=2026-12-11&lang=de');
    expect(wrong.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(wrong)).errors)).toEqual(['lang']);
  });
});
