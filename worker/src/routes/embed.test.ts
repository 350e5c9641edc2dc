import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';
import type { ApiErrorBody } from '#contract/field-errors.ts';

/** A listing in Jerusalem with a daily Shacharit at 06:30 and Maariv at 20:00, confirmed by an admin. */
async function listing() {
  const [shul] = await addListings({ name: 'Embed Shul', latitude: 31.7771, longitude: 35.2171, country: 'Israel' });
  const admin = await adminCookie();
  for (const [tefillah, time] of [
    ['shacharit', '06:30'],
    ['maariv', '20:00'],
  ])
    await api(`/api/synagogues/${shul!.id}/minyanim`, {
      method: 'POST',
      cookie: admin,
      json: { tefillah, days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], time },
    });
  return shul!.id;
}

const page = async (id: number, lang?: string) => {
  const res = await api(`/embed/shul/${id}${lang ? `?lang=${lang}` : ''}`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('the embed in five languages', () => {
  it('writes English on the 12-hour clock by default', async () => {
    const html = await page(await listing());
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<th scope="col">Shacharit</th>');
    expect(html).toContain('<td>8:00 PM</td>');
    expect(html).toContain('Today’s zmanim');
    expect(html).toContain('Latest Shema');
    expect(html).toMatch(/Confirmed by Shul Finder on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(html).toContain('>Full listing on Shul Finder</a>');
    expect(html).toMatch(/href="http:\/\/localhost\/shul\/\d+"/);
  });

  it('writes Hebrew right to left, with the glossary’s prayer names, the 24-hour clock and the Hebrew listing page', async () => {
    const html = await page(await listing(), 'he');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<th scope="col">שחרית</th>');
    expect(html).toContain('<th scope="col">ערבית</th>');
    expect(html).toContain('<td>20:00</td>');
    expect(html).toContain('זמני היום');
    expect(html).toContain('סוף זמן קריאת שמע');
    expect(html).toMatch(/אושר על ידי Shul Finder ב־\d{1,2} ב[א-ת]+ \d{4}/);
    expect(html).toMatch(/href="http:\/\/localhost\/he\/shul\/\d+"/);
    expect(html).not.toMatch(/Shacharit|Today|PM/);
  });

  it('writes French, Spanish and Russian with their own words and the 24-hour clock', async () => {
    const id = await listing();
    const [fr, es, ru] = await Promise.all(['fr', 'es', 'ru'].map((l) => page(id, l)));
    expect(fr).toContain('<html lang="fr" dir="ltr">');
    expect(fr).toContain('<th scope="col">Chaharit</th>');
    expect(fr).toContain('<th scope="col">Arvit</th>');
    expect(fr).toContain('<td>06:30</td>');
    expect(fr).toContain('Zmanim du jour');
    expect(fr).toMatch(/Confirmés par Shul Finder le \d{1,2} [a-zéû]+ \d{4}/);
    expect(fr).toMatch(/href="http:\/\/localhost\/fr\/shul\/\d+"/);

    expect(es).toContain('<html lang="es" dir="ltr">');
    expect(es).toContain('<th scope="col">Shajarit</th>');
    expect(es).toContain('<th scope="col">Minjá</th>');
    expect(es).toContain('<td>20:00</td>');
    expect(es).toContain('Hora límite del Shemá');
    expect(es).toMatch(/Confirmados por Shul Finder el \d{1,2} de [a-z]+ de \d{4}/);

    expect(ru).toContain('<html lang="ru" dir="ltr">');
    expect(ru).toContain('<th scope="col">Шахарит</th>');
    expect(ru).toContain('<th scope="col">Маарив</th>');
    expect(ru).toContain('<td>20:00</td>');
    expect(ru).toContain('Зманим на сегодня');
    expect(ru).toContain('Полная карточка на Shul Finder');
    for (const html of [fr, es, ru]) expect(html).not.toMatch(/Shacharit|This week|Today’s zmanim|PM</);
  });

  it('writes each day’s name and date in the language', async () => {
    const id = await listing();
    const [en, fr] = await Promise.all([page(id), page(id, 'fr')]);
    // Seven days, Shabbat named as such.
    expect(en.match(/<th scope="row">/g)).toHaveLength(7);
    expect(en).toMatch(/<th scope="row">Shabbat <span class="muted">\d{1,2}\/\d{1,2}<\/span><\/th>/);
    expect(fr).toMatch(/<th scope="row">Chabbat <span class="muted">\d{2}\/\d{2}<\/span><\/th>/);
  });

  it('answers 400 naming lang for a language it does not speak, in the request’s language', async () => {
    const id = await listing();
    const res = await api(`/embed/shul/${id}?lang=de`);
    expect(res.status).toBe(400);
    const body = await json<ApiErrorBody>(res);
    expect(Object.keys(body.errors!)).toEqual(['lang']);
    expect(body.message).toMatch(/^lang: /);
    const hebrew = await api(`/embed/shul/${id}?lang=de`, { headers: { 'accept-language': 'he' } });
    expect((await json<ApiErrorBody>(hebrew)).errors!.lang).toMatch(/[\u0590-\u05FF]/);
  });

  it('titles the iframe in each language from embed.js', async () => {
    const source = await (await api('/embed.js')).text();
    for (const title of ['Minyan times', 'זמני תפילות', 'Horaires des offices', 'Horarios de rezo', 'Расписание молитв'])
      expect(source).toContain(title);
  });
});

const RLO = '\u202E';
const PDF = '\u202C';

describe('the embed page and characters that reverse or hide text', () => {
  it('leaves out control and bidi-override characters of a row written straight into the database', async () => {
    // Straight into D1, as an import or a row older than the forms' checks would be: no form refused it.
    const shul = await env.DB.prepare(
      'INSERT INTO synagogues (name, address, city, latitude, longitude, osm_service_times) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    )
      .bind(`Beth ${RLO}moolahS${PDF}`, `12 Ha${'\u0000'}Rav St`, `Spring\u2066field`, 40.6693, -73.9425, `Mo-Fr 07:00${RLO}`)
      .first<{ id: number }>();
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare('INSERT INTO announcements (synagogue_id, text, start_date, end_date) VALUES (?, ?, ?, ?)')
      .bind(shul!.id, `Kiddush ${RLO}yadot${PDF} after Musaf`, today, today)
      .run();

    const res = await api(`/embed/shul/${shul!.id}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    // eslint-disable-next-line no-control-regex -- the characters the page must not carry
    expect(page).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    expect(page).toContain('<title>Beth moolahS</title>');
    expect(page).toContain('<h1 dir="auto">Beth moolahS</h1>');
    expect(page).toContain('12 HaRav St, Springfield');
    expect(page).toContain('Kiddush yadot after Musaf');
    expect(page).toContain('Mo-Fr 07:00</bdi>');
  });
});
