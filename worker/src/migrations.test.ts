import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const all = <T>(sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
    .then((r) => r.results);

async function ftsIds(query: string): Promise<number[]> {
  const rows = await all<{ rowid: number }>('SELECT rowid FROM synagogues_fts WHERE synagogues_fts MATCH ? ORDER BY rowid', query);
  return rows.map((r) => r.rowid);
}

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const rows = await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    const names = rows.map((r) => r.name);
    for (const table of [
      'users',
      'synagogues',
      'submissions',
      'sponsors',
      'ads',
      'sponsor_submissions',
      'places',
      'jobs',
      'minyanim',
      'synagogues_fts',
      'kaddish_plans',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('give listings the spec defaults', async () => {
    const row = await env.DB.prepare(
      "INSERT INTO synagogues (name, address, city) VALUES ('Beth El', '1 Main St', 'Boston') RETURNING country, is_active, has_mikve, source, created_at",
    ).first<{ country: string; is_active: number; has_mikve: number; source: string; created_at: number }>();
    expect(row).toMatchObject({ country: 'USA', is_active: 1, has_mikve: 0, source: 'admin' });
    expect(Math.abs(row!.created_at - Date.now())).toBeLessThan(60_000);
  });

  it('refuse a second listing with the same source and sourceId', async () => {
    const insert = "INSERT INTO synagogues (name, address, city, source, source_id) VALUES ('A', 'x', 'y', 'osm', 'node/1')";
    await env.DB.prepare(insert).run();
    await expect(env.DB.prepare(insert).run()).rejects.toThrow(/UNIQUE/);
  });
});

describe('FTS triggers', () => {
  it('index a listing on insert, follow updates and forget it on delete', async () => {
    const { meta } = await env.DB.prepare(
      "INSERT INTO synagogues (name, address, city, state, zip_code) VALUES ('Congregation Shearith Israel', '8 W 70th St', 'New York', 'NY', '10023')",
    ).run();
    const id = meta.last_row_id;
    expect(await ftsIds('shearith')).toEqual([id]);
    expect(await ftsIds('zip_code:10023')).toEqual([id]);

    await env.DB.prepare("UPDATE synagogues SET name = 'Spanish and Portuguese Synagogue', city = 'Manhattan' WHERE id = ?").bind(id).run();
    expect(await ftsIds('shearith')).toEqual([]);
    expect(await ftsIds('portug*')).toEqual([id]);
    expect(await ftsIds('city:manhattan')).toEqual([id]);

    // An update of a column outside the index leaves it as it was.
    await env.DB.prepare("UPDATE synagogues SET phone = '212-873-0300' WHERE id = ?").bind(id).run();
    expect(await ftsIds('portug*')).toEqual([id]);

    await env.DB.prepare('DELETE FROM synagogues WHERE id = ?').bind(id).run();
    expect(await ftsIds('portug*')).toEqual([]);
    // The index's own integrity check agrees with the content table.
    await env.DB.prepare("INSERT INTO synagogues_fts (synagogues_fts) VALUES ('integrity-check')").run();
  });

  it('index the country, and follow a change of it', async () => {
    const { meta } = await env.DB.prepare(
      "INSERT INTO synagogues (name, address, city, state, country) VALUES ('Kane Street', '236 Kane St', 'Brooklyn', 'NY', 'USA')",
    ).run();
    const id = meta.last_row_id;
    expect(await ftsIds('"brooklyn"* "ny"* "usa"*')).toContain(id);
    await env.DB.prepare("UPDATE synagogues SET country = 'Canada' WHERE id = ?").bind(id).run();
    expect(await ftsIds('country:usa')).not.toContain(id);
    expect(await ftsIds('country:canada')).toContain(id);
  });

  it('fold diacritics', async () => {
    const { meta } = await env.DB.prepare(
      "INSERT INTO synagogues (name, address, city, country) VALUES ('Synagoge Löwenstrasse', 'Löwenstrasse 10', 'Zürich', 'Switzerland')",
    ).run();
    expect(await ftsIds('zurich')).toEqual([meta.last_row_id]);
  });
});
