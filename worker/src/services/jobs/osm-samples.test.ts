// Every real OpenStreetMap sample (test-fixtures/osm/, copies of the shared samples; see its
// SOURCES.md) imported through the job as Overpass would answer it: what each imports to,
// by country and nusach, and what it leaves out.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import tulsaGeom from '#test-fixtures/osm/bnai-emunah-tulsa.overpass.json?raw';
import tulsaCenter from '#test-fixtures/osm/bnai-emunah-tulsa.center.overpass.json?raw';
import lod from '#test-fixtures/osm/karov-lod-osm-synagogues.overpass.json?raw';
import london from '#test-fixtures/osm/london-geofabrik-pofw-2019.jewish.overpass.json?raw';
import nz from '#test-fixtures/osm/nz-places-go-bayes-2025.jewish.overpass.json?raw';
import type { Synagogue } from '#contract/synagogues.ts';
import { adminCookie } from '#worker-test/auth.ts';
import { api } from '#worker-test/helpers.ts';
import { runImportJob } from '#worker-test/import-job.ts';

let admin: string;

beforeAll(async () => {
  admin = await adminCookie();
  // GeoNames rows (as `npm run build-places` loads them) near the samples.
  await env.DB.prepare(
    `INSERT INTO places (kind, name, admin1, country, latitude, longitude, tzid, population, geonameid) VALUES
     ('city', 'Tulsa', 'OK', 'US', 36.15398, -95.99277, 'America/Chicago', 403505, 4553433),
     ('city', 'Lod', '02', 'IL', 31.9467, 34.8903, 'Asia/Jerusalem', 66589, 294421),
     ('city', 'London', 'ENG', 'GB', 51.50853, -0.12574, 'Europe/London', 7556900, 2643743),
     ('city', 'Wellington', 'G2', 'NZ', -41.28664, 174.77557, 'Pacific/Auckland', 381900, 2179537),
     ('city', 'Christchurch', 'E9', 'NZ', -43.53333, 172.63333, 'Pacific/Auckland', 363926, 2192362),
     ('city', 'Dunedin', 'F7', 'NZ', -45.87416, 170.50361, 'Pacific/Auckland', 114347, 2191562),
     ('city', 'Auckland', 'E7', 'NZ', -36.84853, 174.76349, 'Pacific/Auckland', 417910, 2193733)`,
  ).run();
});

/** Imports one sample from scratch through the cron and returns the job and what it wrote. */
async function importSample(text: string) {
  await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
  const job = await runImportJob((JSON.parse(text) as { elements: unknown[] }).elements, admin);
  const group = async (column: 'country' | 'nusach' | 'city') => {
    const { results } = await env.DB.prepare(
      `SELECT coalesce(${column}, '(none)') AS k, count(*) AS n FROM synagogues GROUP BY 1 ORDER BY 1`,
    ).all<{ k: string; n: number }>();
    return Object.fromEntries(results.map((r) => [r.k, r.n]));
  };
  const names = async () =>
    (await env.DB.prepare('SELECT name FROM synagogues ORDER BY name').all<{ name: string }>()).results.map((r) => r.name);
  return { job, byCountry: await group('country'), byNusach: await group('nusach'), byCity: await group('city'), names: await names() };
}

describe('real OpenStreetMap samples', { timeout: 60_000 }, () => {
  it('B’nai Emunah, Tulsa: the same listing from `out geom` (bounds) and `out center tags`', async () => {
    const geom = await importSample(tulsaGeom);
    const center = await importSample(tulsaCenter);
    for (const run of [geom, center]) {
      expect(run.job).toMatchObject({ status: 'succeeded', total: 1, inserted: 1, skipped: 0, failed: 0 });
      expect(run.byCountry).toEqual({ USA: 1 });
      expect(run.byNusach).toEqual({ '(none)': 1 });
      expect(run.byCity).toEqual({ Tulsa: 1 });
    }
    const position = await env.DB.prepare('SELECT latitude, longitude FROM synagogues').first<{ latitude: number; longitude: number }>();
    expect(position!.latitude).toBeCloseTo(36.1375148, 6);
    expect(position!.longitude).toBeCloseTo(-95.9762332, 6);
  });

  it('Lod: Hebrew names kept apart, the Hebrew denomination read, the unnamed left out', async () => {
    const run = await importSample(lod);
    // 69 elements, 13 without any name.
    expect(run.job).toMatchObject({ status: 'succeeded', total: 69, inserted: 56, skipped: 13, failed: 0 });
    expect(run.byCountry).toEqual({ Israel: 56 });
    // ליטאי_ישיבתי (Lithuanian-yeshivish) prays Nusach Ashkenaz; no other element names a denomination.
    expect(run.byNusach).toEqual({ '(none)': 55, ashkenaz: 1 });
    // addr:city as written (לוד and Lod); the rest from the nearest place.
    expect(run.byCity).toEqual({ Lod: 52, לוד: 4 });
    const row = await env.DB.prepare("SELECT name, hebrew_name, address FROM synagogues WHERE source_id = 'way/331227531'").first();
    expect(row).toEqual({ name: 'שארית יצחק', hebrew_name: 'שארית יצחק', address: '' });
    expect(await env.DB.prepare("SELECT address FROM synagogues WHERE source_id = 'way/398890739'").first('address')).toBe('תלמים 8');
    const hebrewSearch = await env.DB.prepare(
      `SELECT count(*) AS n FROM synagogues_fts WHERE synagogues_fts MATCH 'hebrew_name : "יצחק"'`,
    ).first('n');
    expect(hebrewSearch).toBe(1);
  });

  it('Lod: names in English and Russian kept, found by the public search, and a second import changes nothing', async () => {
    await importSample(lod);
    const shomer = await env.DB.prepare("SELECT id, name, hebrew_name, names FROM synagogues WHERE source_id = 'way/431954305'").first<{
      id: number;
      names: string;
    }>();
    expect(shomer).toMatchObject({ name: 'שומר ישראל', hebrew_name: 'שומר ישראל' });
    expect(JSON.parse(shomer!.names)).toEqual({ en: 'Shomer Israel', ru: 'Шомер Исраэль' });
    // 32 of the 56 listings carry name:en; only Shomer Israel has a name in a third language (name:ru).
    const counted = (sql: string) => env.DB.prepare(sql).first('n');
    expect(await counted("SELECT count(*) AS n FROM synagogues WHERE names ->> 'en' IS NOT NULL")).toBe(32);
    expect(await counted("SELECT count(*) AS n FROM synagogues WHERE names ->> 'ru' IS NOT NULL")).toBe(1);
    for (const search of ['Шомер', 'Шомер Исраэль', 'shomer isr']) {
      const res = await api(`/api/synagogues?search=${encodeURIComponent(search)}`);
      const found = (await res.json()) as Synagogue[];
      expect(
        found.map((s) => s.id),
        search,
      ).toContain(shomer!.id);
      expect(found.find((s) => s.id === shomer!.id)?.names).toEqual({ en: 'Shomer Israel', ru: 'Шомер Исраэль' });
    }
    // The names are stored as the import compares them: the same answer again updates nothing.
    const again = await runImportJob((JSON.parse(lod) as { elements: unknown[] }).elements, admin);
    expect(again).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0 });
  });

  it('Greater London (names only): cemeteries, schools, a mikvah and a Messianic congregation left out', async () => {
    const run = await importSample(london);
    // 94 elements: 12 unnamed, 13 cemeteries and burial grounds, 3 schools, 1 mikvah, 1 Messianic.
    expect(run.job).toMatchObject({ status: 'succeeded', total: 94, inserted: 64, skipped: 30, failed: 0 });
    expect(run.byCountry).toEqual({ 'United Kingdom': 64 });
    expect(run.byNusach).toEqual({ '(none)': 64 });
    expect(run.names).toEqual(
      expect.arrayContaining([
        'Richmond United Syangogue',
        'Lubavitch Synogogue',
        'Spanish and Portugese Synagogue',
        'Bevis Marks Synagogue',
      ]),
    );
    expect(run.names.filter((n) => /cemetery|burial|school|mikvah|messianic/i.test(n))).toEqual([]);
  });

  it('New Zealand: a childcare and a cemetery tagged religion=jewish left out', async () => {
    const run = await importSample(nz);
    expect(run.job).toMatchObject({ status: 'succeeded', total: 7, inserted: 5, skipped: 2, failed: 0 });
    expect(run.byCountry).toEqual({ 'New Zealand': 5 });
    expect(run.byNusach).toEqual({ '(none)': 5 });
    expect(run.byCity).toEqual({ Auckland: 2, Christchurch: 1, Dunedin: 1, Wellington: 1 });
    expect(run.names).not.toContain('Moriah Kindergarten');
    expect(run.names).not.toContain('Jewish cemetery');
  });
});
