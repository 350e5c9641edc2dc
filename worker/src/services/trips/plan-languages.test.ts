// The trip in the traveller's language: holidays and fasts named by Hebcal's translations in the
// plan (Accept-Language) and in the calendar file (?lang=), prayers by the glossary.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripResponse } from '#contract/trips.ts';
import { buildSampleSql } from '../../../../scripts/seed/build-sample-sql.ts';
import { api, json } from '../../../test/helpers.ts';
import { parseIcs, prop } from '../../../test/ics.ts';

const PARIS = 2988507;
const LONDON = 2643743;

beforeAll(async () => {
  for (const statement of buildSampleSql().split(/;\n/)) if (statement.trim()) await env.DB.prepare(statement).run();
});

// Chanukah 5787 (5–12 December 2026) in Paris, then Shabbat in London; and the Fast of Tevet
// (Sunday 20 December 2026) in London.
const CHANUKAH = [
  { place: PARIS, from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
  { place: LONDON, from: '2026-12-10T16:00', to: '2026-12-14T09:00' },
];
const TEVET = [{ place: LONDON, from: '2026-12-19T12:00', to: '2026-12-21T09:00' }];

const plan = async (stops: unknown[], language?: string) => {
  const res = await api('/api/trips/plan', { method: 'POST', json: { stops }, headers: language ? { 'accept-language': language } : {} });
  expect(res.status).toBe(200);
  return json<TripResponse>(res);
};

const shape = (trip: TripResponse) =>
  trip.days.map((d) => ({ date: d.date, services: d.services.length, holidays: d.holidays.length, fast: Boolean(d.fast) }));

describe('POST /api/trips/plan in the request’s language', () => {
  it('names the days’ holidays and fasts as Hebcal translates them, planning the same days', async () => {
    const [en, he, ru] = await Promise.all([plan(CHANUKAH), plan(CHANUKAH, 'he'), plan(CHANUKAH, 'ru')]);
    expect(shape(he)).toEqual(shape(en));
    expect(en.days[0]!.holidays.join(' ')).toMatch(/Chanukah/);
    expect(he.days[0]!.holidays.join(' ')).toMatch(/חנוכה/);
    expect(ru.days[0]!.holidays.join(' ')).toMatch(/Ханука/);
    const fast = await plan(TEVET, 'fr');
    const tevet = fast.days.find((d) => d.fast)!;
    expect(tevet.fast!.name).toMatch(/Tevet|Tévet/);
    expect(tevet.fast!.name).not.toBe((await plan(TEVET)).days.find((d) => d.fast)!.fast!.name);
  });
});

describe('GET /api/trips/calendar.ics?lang=', () => {
  const query = (stops: typeof CHANUKAH, lang?: string) =>
    [...stops.map((s) => `stop=${s.place}~${s.from}~${s.to}`), ...(lang ? [`lang=${lang}`] : [])].join('&');
  const calendar = async (stops: typeof CHANUKAH, lang?: string) => {
    const res = await api(`/api/trips/calendar.ics?${query(stops, lang)}`);
    expect(res.status).toBe(200);
    const parsed = parseIcs(await res.text());
    const events = parsed.children.filter((c) => c.type === 'VEVENT');
    return { name: prop(parsed, 'X-WR-CALNAME')?.value, events, summaries: events.map((e) => prop(e, 'SUMMARY')!.value) };
  };

  it('names its events, the calendar and its links in the language, with the same UIDs', async () => {
    const [en, fr, he] = await Promise.all([calendar(CHANUKAH), calendar(CHANUKAH, 'fr'), calendar(CHANUKAH, 'he')]);
    expect(fr.events.map((e) => prop(e, 'UID')?.value)).toEqual(en.events.map((e) => prop(e, 'UID')?.value));
    expect(en.name).toBe('Trip · Paris → London');
    expect(fr.name).toBe('Voyage · Paris → London');
    expect(fr.summaries).toContain('Allumage des bougies');
    expect(fr.summaries.some((s) => s.startsWith('Chaharit · '))).toBe(true);
    expect(fr.summaries.some((s) => /^(Shacharit|Mincha|Maariv) /.test(s))).toBe(false);
    expect(he.summaries).toContain('הדלקת נרות');
    expect(he.summaries).toContain('הבדלה');
    expect(he.summaries.some((s) => s.startsWith('שחרית · '))).toBe(true);
    const minyan = fr.events.find((e) => prop(e, 'SUMMARY')!.value.startsWith('Chaharit'))!;
    expect(prop(minyan, 'URL')?.value).toMatch(/\/fr\/shul\/\d+$/);
  });

  it('names a fast’s beginning and end in the language', async () => {
    const ru = await calendar(TEVET, 'ru');
    expect(ru.summaries.some((s) => s.endsWith(': Пост начинается'))).toBe(true);
    expect(ru.summaries.some((s) => s.endsWith(': Пост завершается'))).toBe(true);
  });

  it('refuses a language it does not speak, naming lang', async () => {
    const res = await api(`/api/trips/calendar.ics?${query(CHANUKAH, 'xx')}`);
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors).toHaveProperty('lang');
  });
});
