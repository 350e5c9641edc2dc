import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { minyanInput, type Minyan, type NextMinyanResponse } from '#contract/minyanim.ts';
import { adminCookie } from '#worker-test/auth.ts';
import { api } from '#worker-test/helpers.ts';
import { createDb } from '../../db.ts';
import { coveredByOccurrences, refreshDueOccurrences } from './occurrences.ts';
import { writeRules } from './store.ts';

const EVERY_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

async function insertListing(name: string, latitude: number, longitude: number): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO synagogues (name, address, city, country, latitude, longitude, source) VALUES (?, '1 Main St', 'Chicago', 'USA', ?, ?, 'admin') RETURNING id",
  )
    .bind(name, latitude, longitude)
    .first<{ id: number }>();
  return row!.id;
}

const count = async (synagogueId: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM minyan_occurrences WHERE synagogue_id = ?').bind(synagogueId).first<{ n: number }>())!.n;

const next = async (query: string) => (await (await api(`/api/minyanim/next?${query}`)).json()) as NextMinyanResponse;

describe('materialised minyan occurrences', () => {
  it('are written in the same batch as each rule change, and Minyan now reads them', async () => {
    const admin = await adminCookie();
    const id = await insertListing('Occurrence Shul', 41.88, -87.63);
    const res = await api(`/api/synagogues/${id}/minyanim`, {
      method: 'POST',
      cookie: admin,
      json: { tefillah: 'mincha', days: EVERY_DAY, time: '13:30' },
    });
    const rule = (await res.json()) as Minyan;
    // Yesterday to nine days ahead in the listing's zone: eleven dates, one Mincha each.
    expect(await count(id)).toBe(11);
    const stored = await env.DB.prepare('SELECT minyan_id, time FROM minyan_occurrences WHERE synagogue_id = ? LIMIT 1').bind(id).first();
    expect(stored).toEqual({ minyan_id: rule.id, time: '13:30' });

    const here = `lat=41.88&lng=-87.63&within=1440&at=${encodeURIComponent(new Date().toISOString())}`;
    const found = await next(here);
    expect(found.items.map((i) => [i.synagogue.name, i.time, i.minyan.id])).toEqual([['Occurrence Shul', '13:30', rule.id]]);

    await api(`/api/minyanim/${rule.id}`, { method: 'PATCH', cookie: admin, json: { time: '14:00' } });
    expect((await next(here)).items.map((i) => i.time)).toEqual(['14:00']);
    await api(`/api/minyanim/${rule.id}`, { method: 'DELETE', cookie: admin });
    expect(await count(id)).toBe(0);
    expect((await next(here)).items).toEqual([]);
  });

  it('name each of several rules created in one batch, in that one batch', async () => {
    const id = await insertListing('Three New Rules', 39.95, -75.16);
    const db = createDb(env.DB);
    let batches = 0;
    const counted = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'batch'
          ? (...args: Parameters<typeof db.batch>) => (batches++, target.batch(...args))
          : Reflect.get(target, prop, receiver),
    });
    const { created } = await writeRules(
      counted,
      id,
      (['shacharit', 'mincha', 'maariv'] as const).map((tefillah, i) => ({
        op: 'create',
        values: minyanInput.parse({ tefillah, days: EVERY_DAY, time: `0${7 + i}:00` }),
      })),
      { kind: 'admin', userId: null },
    );
    // findListingWithRules reads in one batch; the write is the other.
    expect(batches).toBe(2);
    const rows = await env.DB.prepare(
      'SELECT DISTINCT o.minyan_id, o.tefillah, m.tefillah AS rule_tefillah FROM minyan_occurrences o JOIN minyanim m ON m.id = o.minyan_id WHERE o.synagogue_id = ? ORDER BY o.minyan_id',
    )
      .bind(id)
      .all<{ minyan_id: number; tefillah: string; rule_tefillah: string }>();
    expect(rows.results).toEqual(created.map((r) => ({ minyan_id: r.id, tefillah: r.tefillah, rule_tefillah: r.tefillah })));
    expect(await count(id)).toBe(33);
  });

  it('answer a dense city completely, beyond the nearest 200 listings, and the cron fills listings it has not seen', async () => {
    // 250 listings within 5 km; only the farthest has a minyan in the hour asked.
    const inserted = await env.DB.batch(
      Array.from({ length: 250 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO synagogues (name, address, city, latitude, longitude, source) VALUES (?, '1 Ocean Pkwy', 'Brooklyn', ?, -73.95, 'admin') RETURNING id",
        ).bind(`Dense ${i}`, 40.65 + i * 0.00018),
      ),
    );
    const ids = inserted.map((r) => (r.results[0] as { id: number }).id);
    const statements = ids.map((id, i) =>
      env.DB.prepare("INSERT INTO minyanim (synagogue_id, tefillah, days, time) VALUES (?, 'shacharit', ?, ?)").bind(
        id,
        JSON.stringify(EVERY_DAY),
        i === 249 ? '09:00' : '06:00',
      ),
    );
    await env.DB.batch(statements);
    const now = new Date();
    expect(await refreshDueOccurrences(createDb(env.DB), now, { batches: 10 })).toBe(250);
    // Refreshed listings are not due again until tomorrow.
    expect(await refreshDueOccurrences(createDb(env.DB), now)).toBe(0);
    expect(await count(ids[249]!)).toBe(11);

    // A window around the next 09:00 in New York holds one minyan, 5 km out, past 249 nearer listings.
    const nextStart = async (time: string) =>
      (await env.DB.prepare('SELECT starts_at AS t FROM minyan_occurrences WHERE time = ? AND starts_at > ? ORDER BY starts_at LIMIT 1')
        .bind(time, now.getTime())
        .first<{ t: number }>())!.t;
    const around = (t: number) =>
      `lat=40.65&lng=-73.95&radiusKm=10&within=60&at=${encodeURIComponent(new Date(t - 1_800_000).toISOString())}`;
    const nine = await next(around(await nextStart('09:00')));
    expect(nine.items.map((i) => `${i.time} ${i.synagogue.name}`)).toEqual(['09:00 Dense 249']);
    expect(nine.items[0]!.distanceKm).toBeGreaterThan(4.9);
    // 249 at 06:00: the first 50 by distance, nearest first.
    const six = await next(around(await nextStart('06:00')));
    expect(six.items.map((i) => i.synagogue.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Dense ${i}`));
  }, 30_000);

  it('are trusted from 12 hours ago to a week ahead; other windows expand the rules', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(coveredByOccurrences(new Date('2026-11-24T01:00:00Z'), new Date('2026-11-25T01:00:00Z'), now)).toBe(true);
    expect(coveredByOccurrences(new Date('2026-11-23T23:00:00Z'), new Date('2026-11-24T01:00:00Z'), now)).toBe(false);
    expect(coveredByOccurrences(new Date('2026-11-30T12:00:00Z'), new Date('2026-12-01T12:01:00Z'), now)).toBe(false);
  });
});
