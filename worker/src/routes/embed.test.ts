import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/helpers.ts';

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
    expect(page).toContain('<h1>Beth moolahS</h1>');
    expect(page).toContain('12 HaRav St, Springfield');
    expect(page).toContain('Kiddush yadot after Musaf');
    expect(page).toContain('Mo-Fr 07:00</span>');
  });
});
