// The directory's bounded work (docs/performance.md): a text search orders a bounded
// candidate set in tiers, counts stop at a cap, public figures come from a summary row kept by
// triggers, near-me looks in growing rings, and a crowded map viewport walks a priority index. These prove the answers stay right.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CountResponse, PublicStats, Synagogue } from '#contract/synagogues.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings, ids } from '../../test/listings.ts';
import { createDb } from '../db.ts';
import { COUNT_CAP, CROWDED_BOX, RANKED_PER_TIER, suggestCities } from '../services/directory/reads.ts';
import { distanceKm } from '../services/geo/geo.ts';

const get = async <T = Synagogue[]>(path: string) => {
  const res = await api(path);
  expect(res.status, path).toBe(200);
  return json<T>(res);
};
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** `n` listings in one statement (a recursive CTE: no bound parameter per row). */
async function addMany(n: number, name: string, city: string, lat = 0, lng = 0) {
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?1)
     INSERT INTO synagogues (name, address, city, country, latitude, longitude) SELECT ?2 || ' ' || i, i || ' Side St', ?3, 'Testland', ?4 + i * 0.0001, ?5 FROM k`,
  )
    .bind(n, name, city, lat, lng)
    .run();
}

describe('text search over more matches than it ranks', () => {
  it('puts the exact name first, then names holding the words, then other columns, though they come last in the index', async () => {
    await addMany(RANKED_PER_TIER * 3, 'Congregation', 'Gotham');
    const [other, exact, holds] = await addListings(
      { name: 'Temple Beth', city: 'Gotham', address: '1 Gotham Way' },
      { name: 'Gotham', city: 'Elsewhere' },
      { name: 'Old Gotham Shul', city: 'Elsewhere' },
    );
    const page = await get(`/api/synagogues?${q({ search: 'gotham', limit: 20 })}`);
    expect(ids(page).slice(0, 2)).toEqual([exact!.id, holds!.id]);
    expect(page).toHaveLength(20);
    // Every answer matches the word, and the listing matched by city and address only is not above the names.
    expect(page.every((s) => /gotham/i.test(`${s.name} ${s.city} ${s.address}`))).toBe(true);
    expect(ids(page).indexOf(other!.id)).not.toBe(0);
  });

  it(`puts an exact name first though more than ${RANKED_PER_TIER} names start with it and it came last, in any case`, async () => {
    await addMany(RANKED_PER_TIER * 2, 'Beth Shalom', 'Gotham');
    const [exact] = await addListings({ name: 'Beth Shalom', city: 'Elsewhere' });
    for (const typed of ['beth shalom', 'BETH Shalom', '  beth   shalom ']) {
      const page = await get(`/api/synagogues?${q({ search: typed, limit: 20 })}`);
      expect(page[0]!.id, typed).toBe(exact!.id);
      expect(page.every((s) => s.name.startsWith('Beth Shalom'))).toBe(true);
    }
  });

  it('puts a Hebrew name that starts with the words before one that only holds them', async () => {
    const [holds, starts] = await addListings(
      { name: 'Great Synagogue', hebrewName: 'הגדול בית הכנסת', city: 'Gotham' },
      { name: 'Central Shul', hebrewName: 'בית הכנסת הגדול', city: 'Gotham' },
    );
    expect(ids(await get(`/api/synagogues?${q({ search: 'בית הכנסת' })}`)).slice(0, 2)).toEqual([starts!.id, holds!.id]);
  });

  it('pages past the candidates without repeating a listing', async () => {
    await addMany(450, 'Congregation', 'Gotham');
    const seen = new Set<number>();
    for (let page = 0; page < 4; page++) {
      const list = await get(`/api/synagogues?${q({ search: 'congregation', limit: 100, offset: page * 100 })}`);
      expect(list).toHaveLength(100);
      for (const s of list) {
        expect(seen.has(s.id)).toBe(false);
        seen.add(s.id);
      }
    }
  });
});

describe('capped counts', () => {
  it(`says "more than ${COUNT_CAP}" past the cap, and counts the whole directory exactly`, async () => {
    await addMany(COUNT_CAP + 5, 'Kehilla', 'Metropolis');
    expect(await get<CountResponse>(`/api/synagogues/count?${q({ search: 'metropolis' })}`)).toEqual({ count: COUNT_CAP, capped: true });
    expect(await get<CountResponse>(`/api/synagogues/count?${q({ search: 'kehilla 1' })}`)).toMatchObject({ capped: false });
    const [{ n }] = (await env.DB.prepare('SELECT count(*) AS n FROM synagogues WHERE is_active = 1').all<{ n: number }>()).results as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(COUNT_CAP);
    expect(await get<CountResponse>('/api/synagogues/count')).toEqual({ count: n, capped: false });
  });
});

describe('public stats from listing_totals', () => {
  it('follows inserts, moves, removals and deletes as a full count would', async () => {
    const truth = async () =>
      (await env.DB.prepare(
        "SELECT count(*) AS listings, count(DISTINCT country) AS countries, count(DISTINCT city || '|' || coalesce(state, '') || '|' || country) AS cities FROM synagogues WHERE is_active = 1",
      ).first<PublicStats>())!;
    const totals = () => env.DB.prepare('SELECT listings, countries, cities FROM listing_totals').first<PublicStats>();
    const [a, b, c] = await addListings(
      { city: 'Nice', country: 'France' },
      { city: 'Nice', country: 'France' },
      { city: 'Bern', country: 'Switzerland' },
    );
    expect(await totals()).toEqual(await truth());
    await env.DB.batch([
      env.DB.prepare("UPDATE synagogues SET city = 'Lyon' WHERE id = ?").bind(a!.id),
      env.DB.prepare('UPDATE synagogues SET is_active = 0 WHERE id = ?').bind(c!.id),
      env.DB.prepare('DELETE FROM synagogues WHERE id = ?').bind(b!.id),
    ]);
    expect(await totals()).toEqual(await truth());
    await env.DB.prepare('UPDATE synagogues SET is_active = 1 WHERE id = ?').bind(c!.id).run();
    expect(await totals()).toEqual(await truth());
  });
});

describe('city suggestions from listing_city_counts', () => {
  it('follow new cities, moves, removals and deletes as grouping the listings would', async () => {
    // The service itself: these writes bypass the API, so the edge cache would not know of them.
    const suggest = (text: string) => suggestCities(createDb(env.DB), text);
    const [a, b] = await addListings(
      { city: 'Sète', country: 'France' },
      { city: 'Sète', country: 'France' },
      { city: 'Setúbal', country: 'Portugal' },
      { city: 'Setúbal', country: 'Portugal' },
      { city: 'Setúbal', country: 'Portugal' },
    );
    expect(await suggest('set')).toEqual(['Setúbal, Portugal', 'Sète, France']);
    await env.DB.batch([
      env.DB.prepare("UPDATE synagogues SET city = 'Sete Lagoas', country = 'Brazil' WHERE id = ?").bind(a!.id),
      env.DB.prepare('UPDATE synagogues SET is_active = 0 WHERE id = ?').bind(b!.id),
    ]);
    expect(await suggest('set')).toEqual(['Setúbal, Portugal', 'Sete Lagoas, Brazil']);
    expect(await suggest('lagoa')).toEqual(['Sete Lagoas, Brazil']);
    await env.DB.prepare('DELETE FROM synagogues WHERE id = ?').bind(a!.id).run();
    expect(await suggest('set')).toEqual(['Setúbal, Portugal']);
    await env.DB.prepare('UPDATE synagogues SET is_active = 1 WHERE id = ?').bind(b!.id).run();
    expect(await suggest('sete')).toEqual(['Sète, France']);
  });

  it('name a city once while some of its listings are tied to its place and others not yet', async () => {
    const [tied] = await addListings({ city: 'Setúbal', country: 'Portugal' }, { city: 'Setúbal', country: 'Portugal' });
    await env.DB.prepare('UPDATE synagogues SET place_id = 2262963 WHERE id = ?').bind(tied!.id).run();
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM listing_city_counts WHERE city = 'Setúbal'").first<{ n: number }>();
    expect(counted?.n).toBe(2);
    expect(await suggestCities(createDb(env.DB), 'setu')).toEqual(['Setúbal, Portugal']);
  });
});

describe('near-me rings', () => {
  it('answers the nearest listings whichever ring holds them, as one full pass would', async () => {
    // A dense cluster 20 km away, a few within 1 km, and some 40 km away.
    await addMany(80, 'Cluster', 'Farville', 30.18, 30);
    const close = await addListings(
      { name: 'Close A', latitude: 30.001, longitude: 30 },
      { name: 'Close B', latitude: 30.002, longitude: 30 },
      { name: 'Close C', latitude: 30, longitude: 30.003, isActive: false },
    );
    await addMany(10, 'Distant', 'Yonder', 30.36, 30);
    const ringed = await get(`/api/synagogues?${q({ lat: 30, lng: 30, limit: 50 })}`);
    expect(ids(ringed).slice(0, 2)).toEqual([close[0]!.id, close[1]!.id]);
    expect(ringed).toHaveLength(50);
    const distances = ringed.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    // The same listings as a page taken from a search that reads the whole radius (page 2 of 25 adds its own candidates).
    const whole = [
      ...(await get(`/api/synagogues?${q({ lat: 30, lng: 30, limit: 25 })}`)),
      ...(await get(`/api/synagogues?${q({ lat: 30, lng: 30, limit: 25, offset: 25 })}`)),
    ];
    expect(ids(whole)).toEqual(ids(ringed));
    expect(await get(`/api/synagogues?${q({ lat: 30, lng: 30, radiusKm: 0.5 })}`)).toHaveLength(2);
  }, 30_000);
});

describe('near-me from any ring', () => {
  it('answers the same nearest listings as a distance computed for every listing, from the middle of a dense cluster to far outside it', async () => {
    // A dense cluster (150 within about 1.5 km), a sparser town 8 km east, a few listings 30 km north; some removed.
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 150)
       INSERT INTO synagogues (name, address, city, country, latitude, longitude, is_active)
       SELECT 'Dense ' || i, i || ' Close St', 'Densetown', 'Testland', -20 + (i * 37 % 100) * 0.00012, 60 + (i * 53 % 100) * 0.00015, i % 9 <> 0 FROM k`,
    ).run();
    await addMany(40, 'Town', 'Easton', -20, 60.08);
    await addMany(5, 'Far', 'Northam', -19.73, 60);
    const all = (
      await env.DB.prepare('SELECT id, latitude, longitude FROM synagogues WHERE is_active = 1 AND latitude IS NOT NULL').all<{
        id: number;
        latitude: number;
        longitude: number;
      }>()
    ).results;
    for (const [lat, lng] of [
      [-19.994, 60.007],
      [-20.01, 60.02],
      [-20, 60.05],
      [-19.9, 60],
      [-19.75, 60.01],
    ] as const) {
      const truth = all
        .map((s) => ({ id: s.id, km: distanceKm(lat, lng, s.latitude, s.longitude) }))
        .filter((s) => s.km <= 50)
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .slice(0, 20);
      const answered = await get(`/api/synagogues?${q({ lat, lng, limit: 20 })}`);
      expect(ids(answered), `${lat},${lng}`).toEqual(truth.map((s) => s.id));
    }
  }, 30_000);

  it('looks past a ring full of removed listings to the nearest active ones', async () => {
    // 80 removed listings within 1 km of the point, 25 active ones about 9 km away.
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 80)
       INSERT INTO synagogues (name, address, city, country, latitude, longitude, is_active)
       SELECT 'Closed ' || i, i || ' Gone St', 'Emptied', 'Testland', 35 + (i % 9) * 0.001, 20 + (i / 9) * 0.001, 0 FROM k`,
    ).run();
    await addMany(25, 'Open', 'Further', 35.08, 20);
    const answered = await get(`/api/synagogues?${q({ lat: 35.004, lng: 20.004, limit: 20 })}`);
    expect(answered).toHaveLength(20);
    expect(answered.every((s) => s.name.startsWith('Open'))).toBe(true);
  }, 30_000);
});

describe('the continent viewport', () => {
  /** Knuth's multiplicative hash of the id, as `mapPriority` in schema/db/tables.ts: lowest first. */
  const priorityOf = (id: number) => (id * 2654435761) % 4294967296;

  it(`answers the top-priority listings of a box holding more than ${CROWDED_BOX}, and keeps them shown when zoomed into a sparser box`, async () => {
    // Spread over Australia (far from this file's other listings), some removed.
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?1)
       INSERT INTO synagogues (name, address, city, country, latitude, longitude, is_active)
       SELECT 'Outback ' || i, i || ' Bush Rd', 'Outback', 'Testland', -40 + (i * 7919 % 1000) * 0.025, 115 + (i * 104729 % 1000) * 0.035, i % 7 <> 0 FROM k`,
    )
      .bind(CROWDED_BOX + 1000)
      .run();
    const inBox = async (south: number, north: number, west: number, east: number) =>
      (
        await env.DB.prepare('SELECT id FROM synagogues WHERE is_active = 1 AND latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?')
          .bind(south, north, west, east)
          .all<{ id: number }>()
      ).results.map((r) => r.id);
    const top = (listed: number[], n: number) => [...listed].sort((a, b) => priorityOf(a) - priorityOf(b)).slice(0, n);

    const continent = await get(`/api/synagogues/viewport?${q({ south: -45, north: -10, west: 110, east: 155, limit: 100 })}`);
    const everyone = await inBox(-45, -10, 110, 155);
    expect(everyone.length).toBeGreaterThan(CROWDED_BOX);
    expect(ids(continent)).toEqual(top(everyone, 100));

    // A box of a few hundred of them (read by its bands): the same order, so what the continent showed there is still shown.
    const south = -40,
      north = -36,
      west = 115,
      east = 122;
    const fewer = await inBox(south, north, west, east);
    expect(fewer.length).toBeLessThan(CROWDED_BOX);
    const zoomed = ids(await get(`/api/synagogues/viewport?${q({ south, north, west, east, limit: 100 })}`));
    expect(zoomed).toEqual(top(fewer, 100).filter((id) => zoomed.includes(id)));
    for (const s of continent.filter(
      (s) => Number(s.latitude) >= south && Number(s.latitude) <= north && Number(s.longitude) >= west && Number(s.longitude) <= east,
    ))
      expect(zoomed).toContain(s.id);
  }, 30_000);
});
