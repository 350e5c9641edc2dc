import { beforeAll, describe, expect, it } from 'vitest';
import { ZMANIM_KEYS, type HebrewCalendarResponse, type HebrewDateResponse, type ZmanimResponse } from '#contract/calendar.ts';
import { api } from '../../test/helpers.ts';
import { insertPlaces } from '../../test/places.ts';

beforeAll(() => insertPlaces());

const JERUSALEM = 281184;
const NEW_YORK = 5128581;
const SYDNEY = 2147714;
const TEL_AVIV = 293397;
const TROMSO = 3133895;

async function month(query: string) {
  const res = await api(`/api/hebrew-calendar?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return { body: (await res.json()) as HebrewCalendarResponse, res };
}

const find = (body: HebrewCalendarResponse, category: string, day: string) =>
  body.items.find((i) => i.category === category && i.date.startsWith(day));

describe('GET /api/hebrew-calendar', () => {
  it('gives Jerusalem candle lighting 40 minutes before sunset: 16:05 on 2026-11-06', async () => {
    const { body, res } = await month(`year=2026&month=11&geonameid=${JERUSALEM}`);
    expect(find(body, 'candles', '2026-11-06')).toEqual({
      date: '2026-11-06T16:05:00+02:00',
      title: 'Candle lighting',
      category: 'candles',
      hdate: '26 Cheshvan 5787',
    });
    expect(body.location).toMatchObject({
      name: 'Jerusalem',
      label: 'Jerusalem, Israel',
      tzid: 'Asia/Jerusalem',
      il: true,
      candleMins: 40,
    });
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
  });

  it('gives New York candle lighting 18 minutes before sunset and havdalah at 8.5°', async () => {
    const { body } = await month(`year=2026&month=11&geonameid=${NEW_YORK}`);
    expect(find(body, 'candles', '2026-11-06')?.date).toBe('2026-11-06T16:28:00-05:00');
    expect(find(body, 'havdalah', '2026-11-07')).toMatchObject({ date: '2026-11-07T17:28:00-05:00', title: 'Havdalah' });
    expect(body.location).toMatchObject({ il: false, candleMins: 18 });
  });

  it('lists holidays, Rosh Chodesh and the parasha with their Hebrew dates', async () => {
    const { body } = await month(`year=2026&month=11&geonameid=${NEW_YORK}`);
    expect(body.items).toContainEqual({
      date: '2026-11-11',
      title: 'Rosh Chodesh Kislev',
      category: 'roshchodesh',
      hdate: '1 Kislev 5787',
    });
    expect(body.items).toContainEqual({ date: '2026-11-21', title: 'Parashat Vayetzei', category: 'parashat', hdate: '11 Kislev 5787' });
    // Every Friday of the month has candle lighting, every Saturday havdalah.
    expect(body.items.filter((i) => i.category === 'candles').map((i) => i.date.slice(0, 10))).toEqual([
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
      '2026-11-27',
    ]);
    expect(body.items.filter((i) => i.category === 'havdalah')).toHaveLength(4);
  });

  it('lists fasts with their start and end, and the Omer', async () => {
    const march = (await month(`year=2026&month=3&geonameid=${NEW_YORK}`)).body;
    expect(march.items).toContainEqual(expect.objectContaining({ title: 'Ta’anit Esther', category: 'holiday', date: '2026-03-02' }));
    expect(find(march, 'zmanim', '2026-03-02')).toMatchObject({ title: 'Fast begins' });
    expect(march.items.filter((i) => i.title === 'Fast ends')).toHaveLength(1);
    const april = (await month(`year=2026&month=4&geonameid=${NEW_YORK}`)).body;
    expect(april.items).toContainEqual(expect.objectContaining({ date: '2026-04-03', title: '1st day of the Omer', category: 'omer' }));
  });

  it('keeps the Israel schedule in Israel and the diaspora one elsewhere, unless told otherwise', async () => {
    const titles = async (q: string) => (await month(q)).body.items.map((i) => i.title);
    expect(await titles(`year=2026&month=4&geonameid=${NEW_YORK}`)).toContain('Pesach VIII');
    expect(await titles(`year=2026&month=4&geonameid=${JERUSALEM}`)).not.toContain('Pesach VIII');
    expect(await titles(`year=2026&month=4&geonameid=${NEW_YORK}&il=1`)).not.toContain('Pesach VIII');
    expect(await titles(`year=2026&month=4&geonameid=${JERUSALEM}&il=false`)).toContain('Pesach VIII');
  });

  it('keeps the local custom when 18 minutes is asked for in Israel', async () => {
    const { body } = await month(`year=2026&month=11&geonameid=${JERUSALEM}&candleMins=18`);
    expect(body.location.candleMins).toBe(40);
    expect(find(body, 'candles', '2026-11-06')?.date).toBe('2026-11-06T16:05:00+02:00');
  });

  it('lights 20 minutes before sunset elsewhere in Israel, and takes a candleMins override', async () => {
    const telAviv = (await month(`year=2026&month=11&geonameid=${TEL_AVIV}`)).body;
    expect(telAviv.location.candleMins).toBe(20);
    const ny40 = (await month(`year=2026&month=11&geonameid=${NEW_YORK}&candleMins=40`)).body;
    expect(ny40.location.candleMins).toBe(40);
    expect(find(ny40, 'candles', '2026-11-06')?.date).toBe('2026-11-06T16:06:00-05:00');
  });

  it("lists Jerusalem's Purim days, Purim Meshulash's three in 5785, and none of its own for Tel Aviv", async () => {
    const purim = (body: HebrewCalendarResponse) =>
      body.items.filter((i) => i.title.startsWith('Jerusalem:')).map((i) => [i.date, i.title]);
    expect(purim((await month(`year=2025&month=3&geonameid=${JERUSALEM}`)).body)).toEqual([
      ['2025-03-14', "Jerusalem: Megillah, matanot la'evyonim"],
      ['2025-03-15', 'Jerusalem: Al HaNissim, Torah reading Vayavo Amalek, haftarah of Zachor'],
      ['2025-03-16', 'Jerusalem: mishloach manot, Purim meal'],
    ]);
    const march2027 = (await month(`year=2027&month=3&geonameid=${JERUSALEM}`)).body;
    expect(purim(march2027)).toEqual([
      ['2027-03-24', "Jerusalem: Megillah, Al HaNissim, Torah reading Vayavo Amalek, matanot la'evyonim, mishloach manot, Purim meal"],
    ]);
    // The day's own line follows @hebcal/core's 'Shushan Purim', in date order.
    const days = march2027.items.map((i) => i.date.slice(0, 10));
    expect(days).toEqual([...days].sort());
    const telAviv = (await month(`year=2027&month=3&geonameid=${TEL_AVIV}`)).body;
    expect(telAviv.items.filter((i) => i.title.includes(':') && i.category === 'holiday')).toEqual([]);
    expect(telAviv.items.find((i) => i.title === 'Purim')?.date).toBe('2027-03-23');
  });

  it('gives the 42 grid days from the Sunday on or before the 1st, with Hebrew dates', async () => {
    const { days } = (await month(`year=2026&month=10&geonameid=${NEW_YORK}`)).body;
    expect(days).toHaveLength(42);
    expect(days[0]!.date).toBe('2026-09-27');
    expect(days[41]!.date).toBe('2026-11-07');
    expect(days.find((d) => d.date === '2026-10-01')).toEqual({
      date: '2026-10-01',
      hd: 20,
      hm: 'Tishrei',
      hy: 5787,
      he: 'כ׳ תשרי תשפ״ז',
      hdate: '20 Tishrei 5787',
    });
    // November 2026 starts on a Sunday: the grid starts on the 1st itself.
    expect((await month(`year=2026&month=11&geonameid=${NEW_YORK}`)).body.days[0]!.date).toBe('2026-11-01');
  });

  it('finds places by ZIP code and by coordinates with a time zone (default UTC)', async () => {
    const zip = (await month('year=2026&month=11&zip=10001')).body;
    expect(zip.location).toMatchObject({ name: 'New York', zip: '10001', tzid: 'America/New_York' });
    expect(find(zip, 'candles', '2026-11-06')?.date).toMatch(/^2026-11-06T16:2\d:00-05:00$/);

    const coords = (await month('year=2026&month=11&latitude=31.7700&longitude=35.2150&tzid=Asia/Jerusalem')).body;
    expect(coords.location).toMatchObject({ name: 'Jerusalem', country: 'IL', il: true, candleMins: 40, tzid: 'Asia/Jerusalem' });
    // Anywhere in Jerusalem keeps Israel's schedule and the city's 40 minutes, whatever names the spot.
    const oldCity = (await month('year=2026&month=11&latitude=31.7767&longitude=35.2345&tzid=Asia/Jerusalem')).body;
    expect(oldCity.location).toMatchObject({ name: 'Old City', il: true, candleMins: 40 });
    const utc = (await month('year=2026&month=11&latitude=40.7&longitude=-74')).body;
    expect(utc.location.tzid).toBe('UTC');
    expect(find(utc, 'candles', '2026-11-06')?.date).toMatch(/^2026-11-06T21:2\d:00[+-]00:00$/);
    const sea = (await month('year=2026&month=11&latitude=-50&longitude=-140')).body;
    expect(sea.location).toMatchObject({ name: '-50.0000, -140.0000', country: '', il: false });
  });

  it('answers a polar summer without candle lighting rather than failing', async () => {
    const { body } = await month(`year=2026&month=6&geonameid=${TROMSO}`);
    expect(body.items.some((i) => i.category === 'parashat')).toBe(true);
    expect(body.items.filter((i) => i.category === 'candles')).toEqual([]);
  });

  it('refuses a missing or bad location and bad dates with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['year=2026&month=11', 'location'],
      ['year=2026&month=13&geonameid=281184', 'month'],
      ['month=11&geonameid=281184', 'year'],
      ['year=2026&month=11&zip=1234', 'zip'],
      ['year=2026&month=11&geonameid=abc', 'geonameid'],
      ['year=2026&month=11&latitude=95&longitude=0', 'latitude'],
      ['year=2026&month=11&latitude=40&longitude=-74&tzid=Mars/Olympus', 'tzid'],
      // Defect 3: an offset is not an IANA name, though Intl accepts it.
      ['year=2026&month=11&latitude=40&longitude=-74&tzid=%2B05:00', 'tzid'],
      ['year=0999&month=11&geonameid=281184', 'year'],
      ['year=2026&month=11&geonameid=281184&candleMins=-5', 'candleMins'],
      ['year=2026&month=11&geonameid=281184&il=maybe', 'il'],
    ];
    for (const [query, field] of cases) {
      const res = await api(`/api/hebrew-calendar?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors, query).toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown geonameid or ZIP code', async () => {
    for (const query of ['geonameid=999999999', 'zip=99999']) {
      const res = await api(`/api/hebrew-calendar?year=2026&month=11&${query}`);
      expect(res.status, query).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/not found|No place/);
    }
  });
});

describe('GET /api/hebrew-calendar?lang=', () => {
  it('names candle lighting in French, with the Hebrew date in French', async () => {
    const { body } = await month(`year=2026&month=11&geonameid=${NEW_YORK}&lang=fr`);
    expect(find(body, 'candles', '2026-11-06')).toEqual({
      date: '2026-11-06T16:28:00-05:00',
      title: 'Allumage des bougies',
      category: 'candles',
      hdate: '26 H̲echvan 5787',
    });
    expect(find(body, 'parashat', '2026-11-21')?.title).toBe('Parachah Vayétzé');
  });

  it('names the parasha in Hebrew, with Hebrew-letter dates in the grid', async () => {
    const { body } = await month(`year=2026&month=11&geonameid=${NEW_YORK}&lang=he`);
    expect(find(body, 'parashat', '2026-11-21')).toMatchObject({ title: 'פרשת ויצא', hdate: 'י״א כסלו תשפ״ז' });
    expect(find(body, 'havdalah', '2026-11-07')?.title).toBe('הבדלה');
    expect(body.days.find((d) => d.date === '2026-11-21')).toMatchObject({
      hd: 11,
      hm: 'כסלו',
      he: 'י״א כסלו תשפ״ז',
      hdate: 'י״א כסלו תשפ״ז',
    });
  });

  it('names a fast’s times in Russian, and the Spanish Rosh Chodesh', async () => {
    const march = (await month(`year=2026&month=3&geonameid=${NEW_YORK}&lang=ru`)).body;
    expect(find(march, 'zmanim', '2026-03-02')?.title).toBe('Пост начинается');
    expect(march.items).toContainEqual(expect.objectContaining({ date: '2026-03-02', title: 'Пост Эстер' }));
    const november = (await month(`year=2026&month=11&geonameid=${NEW_YORK}&lang=es`)).body;
    expect(find(november, 'roshchodesh', '2026-11-11')?.title).toBe('Rosh Jodesh Kislev');
  });

  it("writes Jerusalem's Purim days in the language asked for", async () => {
    const { body } = await month(`year=2025&month=3&geonameid=${JERUSALEM}&lang=he`);
    expect(body.items.filter((i) => i.title.startsWith('ירושלים:')).map((i) => i.title)).toContain('ירושלים: משלוח מנות, סעודת פורים');
    expect(body.items.map((i) => i.title).join(' ')).not.toContain('Jerusalem');
  });

  it('refuses a language the site does not speak with 400 naming lang', async () => {
    for (const path of [
      `/api/hebrew-calendar?year=2026&month=11&geonameid=${NEW_YORK}&lang=xx`,
      '/api/hebrew-date?date=2026-11-21&lang=xx',
      `/api/hebrew-calendar.ics?geonameid=${NEW_YORK}&lang=xx`,
    ]) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { errors: object }).errors, path).toHaveProperty('lang');
    }
  });
});

describe('GET /api/hebrew-calendar.ics?lang=', () => {
  it('names the events, the feed and its link in the language asked for', async () => {
    const french = await (await api(`/api/hebrew-calendar.ics?geonameid=${NEW_YORK}&lang=fr`)).text();
    expect(french).toContain('SUMMARY:Allumage des bougies');
    expect(french).toContain('SUMMARY:Havdalah');
    expect(french).toContain('X-WR-CALNAME:Horaires de Chabbat');
    expect(french).toContain('/fr/calendar');
    expect(french).not.toContain('Candle lighting');
    const russian = await (await api(`/api/hebrew-calendar.ics?geonameid=${NEW_YORK}&lang=ru`)).text();
    expect(russian).toContain('SUMMARY:Зажигание свечей');
    const english = await (await api(`/api/hebrew-calendar.ics?geonameid=${NEW_YORK}`)).text();
    expect(english).toContain('SUMMARY:Candle lighting');
  });
});

describe('GET /api/zmanim', () => {
  async function zmanim(query: string) {
    const res = await api(`/api/zmanim?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return { body: (await res.json()) as ZmanimResponse, res };
  }

  it('answers every zman as ISO 8601 with the place’s offset', async () => {
    const { body, res } = await zmanim(`date=2026-11-06&geonameid=${NEW_YORK}`);
    expect(body.date).toBe('2026-11-06');
    expect(body.location).toMatchObject({ name: 'New York', tzid: 'America/New_York', latitude: 40.71427, longitude: -74.00597 });
    expect(Object.keys(body.zmanim)).toEqual([...ZMANIM_KEYS]);
    for (const key of ZMANIM_KEYS) expect(body.zmanim[key], key).toMatch(/^2026-11-06T\d\d:\d\d:\d\d-05:00$/);
    expect(body.zmanim.sunset).toMatch(/^2026-11-06T16:4\d/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('works in the southern hemisphere (Sydney in June: short days)', async () => {
    const { body } = await zmanim(`date=2026-06-21&geonameid=${SYDNEY}`);
    expect(body.zmanim.sunrise).toMatch(/^2026-06-21T0[67]:\d\d:\d\d\+10:00$/);
    expect(body.zmanim.sunset).toMatch(/^2026-06-21T16:5\d:\d\d\+10:00$/);
    expect(Object.values(body.zmanim).every((t) => t !== null)).toBe(true);
    const june = (await month(`year=2026&month=6&geonameid=${SYDNEY}`)).body;
    expect(find(june, 'candles', '2026-06-19')?.date).toMatch(/^2026-06-19T16:[2-4]\d:00\+10:00$/);
  });

  it('answers null for times that do not occur (Tromsø in June: no sunset)', async () => {
    const { body } = await zmanim(`date=2026-06-21&geonameid=${TROMSO}`);
    expect(body.location).toMatchObject({ name: 'Tromsø', tzid: 'Europe/Oslo' });
    expect(body.zmanim).toMatchObject({ sunrise: null, sunset: null, sofZmanShma: null, tzeit85deg: null });
  });

  it('refuses a bad date and answers 404 for an unknown place', async () => {
    const bad = await api(`/api/zmanim?date=2026-13-40&geonameid=${NEW_YORK}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty('date');
    expect((await api('/api/zmanim?date=2026-11-06&zip=99999')).status).toBe(404);
  });
});

describe('years outside 1000–9999 (defect 7)', () => {
  it('refuses them instead of reading 0050 as 1950', async () => {
    for (const path of [
      '/api/hebrew-date?date=0050-01-01',
      '/api/hebrew-date?date=0999-12-31',
      `/api/zmanim?date=0099-06-01&geonameid=${NEW_YORK}`,
    ]) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { errors: object }).errors, path).toHaveProperty('date');
    }
    const res = await api('/api/hebrew-calendar.ics?latitude=40&longitude=-74&tzid=%2B05:00');
    expect(res.status).toBe(400);
    expect((await api('/api/hebrew-date?date=1000-01-01')).status).toBe(200);
  });
});

describe('GET /api/hebrew-date', () => {
  it('converts a civil date: 2026-11-21 is 11 Kislev 5787', async () => {
    const res = await api('/api/hebrew-date?date=2026-11-21');
    expect(res.status).toBe(200);
    expect((await res.json()) as HebrewDateResponse).toEqual({ hd: 11, hm: 'Kislev', hy: 5787, he: 'י״א כסלו תשפ״ז' });
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('names the month in the language asked for', async () => {
    const month = async (lang: string) =>
      ((await (await api(`/api/hebrew-date?date=2026-11-21&lang=${lang}`)).json()) as HebrewDateResponse).hm;
    expect(await month('ru')).toBe('Кислев');
    expect(await month('he')).toBe('כסלו');
  });

  it('refuses a missing or malformed date', async () => {
    for (const q of ['', '?date=21-11-2026', '?date=2026-13-01']) {
      const res = await api(`/api/hebrew-date${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty('date');
    }
  });
});
