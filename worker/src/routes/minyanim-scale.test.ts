// 'Minyan now' at city scale (docs/domain.md: Minyan now): a dense city is
// answered completely from the materialised occurrences, and the triggers of migrations/0012
// keep `minyan_occurrence_refreshes` (which listings are due, in which cell) right.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NextMinyanResponse } from '#contract/minyanim.ts';
import { api, json } from '../../test/helpers.ts';
import { createDb } from '../db.ts';
import { cellOf, refreshDueOccurrences } from '../services/minyanim/occurrences.ts';

const EVERY_DAY = JSON.stringify(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

const next = async (params: Record<string, string | number>) => {
  const res = await api(`/api/minyanim/next?${q(params)}`);
  expect(res.status).toBe(200);
  return json<NextMinyanResponse>(res);
};

async function addListing(name: string, latitude: number, longitude: number): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO synagogues (name, address, city, country, latitude, longitude) VALUES (?, '1 Main St', 'Town', 'USA', ?, ?) RETURNING id",
  )
    .bind(name, latitude, longitude)
    .first<{ id: number }>();
  return row!.id;
}

const addRule = (synagogueId: number, time: string, tefillah = 'shacharit') =>
  env.DB.prepare('INSERT INTO minyanim (synagogue_id, tefillah, days, time) VALUES (?, ?, ?, ?)')
    .bind(synagogueId, tefillah, EVERY_DAY, time)
    .run();

const refreshRow = (synagogueId: number) =>
  env.DB.prepare('SELECT refreshed_at, cell FROM minyan_occurrence_refreshes WHERE synagogue_id = ?')
    .bind(synagogueId)
    .first<{ refreshed_at: number; cell: number | null }>();

const occurrences = async (synagogueId: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM minyan_occurrences WHERE synagogue_id = ?').bind(synagogueId).first<{ n: number }>())!.n;

/** The next start of `time` (a clock time in New York) after now, from the materialised rows. */
const nextStart = async (time: string) =>
  (await env.DB.prepare('SELECT min(starts_at) AS t FROM minyan_occurrences WHERE time = ? AND starts_at > ?')
    .bind(time, Date.now())
    .first<{ t: number }>())!.t;

describe("'Minyan now' in a dense city", () => {
  it('answers from every one of 2,000 listings with schedules within 10 km, not the nearest few hundred', async () => {
    // 2,000 listings on a spiral out to 9.5 km around Brooklyn (one statement), each with Shacharit at 06:30.
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 2000)
       INSERT INTO synagogues (name, address, city, country, latitude, longitude)
       SELECT 'Brooklyn ' || i, i || ' Ocean Pkwy', 'Brooklyn', 'USA',
              40.65 + (i / 2000.0) * 0.0855 * sin(i * 2.4), -73.95 + (i / 2000.0) * 0.1125 * cos(i * 2.4) FROM k`,
    ).run();
    await env.DB.prepare(
      `INSERT INTO minyanim (synagogue_id, tefillah, days, time) SELECT id, 'shacharit', ?, '06:30' FROM synagogues WHERE city = 'Brooklyn' AND name LIKE 'Brooklyn %'`,
    )
      .bind(EVERY_DAY)
      .run();
    // The farthest listing alone also has Mincha at 12:55.
    const far = (await env.DB.prepare("SELECT id FROM synagogues WHERE name = 'Brooklyn 2000'").first<{ id: number }>())!.id;
    await addRule(far, '12:55', 'mincha');
    // Every rule insert marked its listing due, in its cell; the cron expands them all.
    expect(await refreshRow(far)).toMatchObject({ refreshed_at: 0 });
    expect(await refreshDueOccurrences(createDb(env.DB), new Date(), { batches: 25 })).toBe(2000);

    const mincha = await nextStart('12:55');
    const lone = await next({ lat: 40.65, lng: -73.95, radiusKm: 10, within: 30, at: new Date(mincha - 600_000).toISOString() });
    expect(lone.items.map((i) => `${i.time} ${i.tefillah} ${i.synagogue.name}`)).toEqual(['12:55 mincha Brooklyn 2000']);
    expect(lone.items[0]!.distanceKm).toBeGreaterThan(9);

    // 2,000 at 06:30: the nearest 50, in order of distance, each with its listing and rule.
    const shacharit = await next({
      lat: 40.65,
      lng: -73.95,
      radiusKm: 10,
      within: 60,
      at: new Date((await nextStart('06:30')) - 600_000).toISOString(),
    });
    expect(shacharit.items).toHaveLength(50);
    expect(shacharit.items.map((i) => i.synagogue.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Brooklyn ${i + 1}`));
    expect(shacharit.items.every((i) => i.time === '06:30' && i.minyan.tefillah === 'shacharit' && i.synagogue.city === 'Brooklyn')).toBe(
      true,
    );
    // Asked for Mincha only, the same morning window has none.
    const none = await next({
      lat: 40.65,
      lng: -73.95,
      radiusKm: 10,
      within: 60,
      tefillah: 'mincha',
      at: new Date((await nextStart('06:30')) - 600_000).toISOString(),
    });
    expect(none.items).toEqual([]);
  }, 120_000);
});

describe('which listings are due (triggers)', () => {
  it("keeps each listing's cell as the Worker computes it, in every hemisphere and at the edges", async () => {
    const points: [number, number][] = [
      [40.65, -73.95],
      [-33.87, 151.21],
      [-26.2, 28.05],
      [31.78, 35.22],
      [89.9999, 179.99],
      [-90, -180],
      [0, 180],
    ];
    for (const [lat, lng] of points) {
      const id = await addListing(`Cell ${lat} ${lng}`, lat, lng);
      await addRule(id, '07:00');
      expect(await refreshRow(id), `${lat}, ${lng}`).toEqual({ refreshed_at: 0, cell: cellOf(lat, lng) });
    }
  });

  it('marks a listing due when its rules change or it moves, drops a removed listing at once, and ignores other edits', async () => {
    const id = await addListing('Moving Shul', 41.88, -87.63);
    await addRule(id, '07:00');
    const db = createDb(env.DB);
    const now = new Date();
    await refreshDueOccurrences(db, now);
    expect((await refreshRow(id))!.refreshed_at).toBe(now.getTime());
    expect(await occurrences(id)).toBe(11);

    await env.DB.prepare("UPDATE synagogues SET name = 'Renamed Shul', latitude = 41.88 WHERE id = ?").bind(id).run();
    expect((await refreshRow(id))!.refreshed_at).toBe(now.getTime());

    await env.DB.prepare('UPDATE minyanim SET time = ? WHERE synagogue_id = ?').bind('07:15', id).run();
    expect((await refreshRow(id))!.refreshed_at).toBe(0);
    await refreshDueOccurrences(db, now);

    // Moved to Los Angeles: its Chicago occurrences are gone and it is due in its new cell.
    await env.DB.prepare('UPDATE synagogues SET latitude = 34.05, longitude = -118.24 WHERE id = ?').bind(id).run();
    expect(await occurrences(id)).toBe(0);
    expect(await refreshRow(id)).toEqual({ refreshed_at: 0, cell: cellOf(34.05, -118.24) });
    // The next read there expands it before answering.
    const la = await next({ lat: 34.05, lng: -118.24, radiusKm: 5, within: 1440, at: new Date().toISOString() });
    expect(la.items.map((i) => i.synagogue.name)).toContain('Renamed Shul');
    expect(await occurrences(id)).toBe(11);

    // Removed: nothing left to answer from, even before any refresh.
    await env.DB.prepare('UPDATE synagogues SET is_active = 0 WHERE id = ?').bind(id).run();
    expect(await occurrences(id)).toBe(0);

    // Its rules deleted: once expanded, the listing has no row left to keep fresh.
    await env.DB.prepare('UPDATE synagogues SET is_active = 1 WHERE id = ?').bind(id).run();
    await env.DB.prepare('DELETE FROM minyanim WHERE synagogue_id = ?').bind(id).run();
    expect((await refreshRow(id))!.refreshed_at).toBe(0);
    await refreshDueOccurrences(db, now);
    expect(await refreshRow(id)).toBeNull();
  });
});
