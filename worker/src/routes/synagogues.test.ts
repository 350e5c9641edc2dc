import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapListing, type Synagogue } from '#contract/synagogues.ts';
import { adminCookie, memberCookie } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { addListings, ids } from '../../test/listings.ts';
import { distanceKm } from '../services/geo/geo.ts';

const json = async <T = unknown>(res: Response) => (await res.json()) as T;
const get = async <T = Synagogue[]>(path: string, cookie?: string) => {
  const res = await api(path, { cookie });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return json<T>(res);
};
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

let admin: string;
let member: string;
beforeAll(async () => {
  admin = await adminCookie();
  member = await memberCookie();
});

// One directory for the read tests of this file (storage is per file).
const [manhattan, crownHeights, brooklynHeights, zip4, london, zurich, removed, fijiEast, fijiWest, paris, noCoords] = await addListings(
  {
    name: 'Congregation Shearith Israel',
    address: '8 W 70th St',
    city: 'New York',
    state: 'NY',
    zipCode: '10023',
    latitude: 40.775,
    longitude: -73.9781,
  },
  {
    name: 'Beth El of Crown Heights',
    address: '770 Eastern Pkwy',
    city: 'Brooklyn',
    state: 'NY',
    zipCode: '11213',
    latitude: 40.6693,
    longitude: -73.9425,
  },
  {
    name: 'Brooklyn Heights Synagogue',
    address: '131 Remsen St',
    city: 'New York',
    state: 'NY',
    zipCode: '11201',
    latitude: 40.6935,
    longitude: -73.9927,
  },
  {
    name: 'West Side Shul',
    address: '10 W 68th St',
    city: 'New York',
    state: 'NY',
    zipCode: '10023-4512',
    latitude: 40.7744,
    longitude: -73.9799,
  },
  {
    name: 'Bevis Marks Synagogue',
    address: '4 Heneage Ln',
    city: 'London',
    zipCode: 'EC3A 5DQ',
    country: 'United Kingdom',
    latitude: 51.5143,
    longitude: -0.0783,
  },
  {
    name: 'Synagoge Löwenstrasse',
    address: 'Löwenstrasse 10',
    city: 'Zürich',
    zipCode: '8001',
    country: 'Switzerland',
    latitude: 47.3743,
    longitude: 8.5349,
  },
  {
    name: 'Brooklyn Closed Shul',
    address: '1 Gone St',
    city: 'Brooklyn',
    state: 'NY',
    zipCode: '11213',
    latitude: 40.67,
    longitude: -73.94,
    isActive: false,
  },
  { name: 'Suva Hebrew Congregation', address: '1 Victoria Pde', city: 'Suva', country: 'Fiji', latitude: -18.14, longitude: 179.9 },
  { name: 'Taveuni Minyan', address: '2 Coast Rd', city: 'Taveuni', country: 'Fiji', latitude: -18.1, longitude: -179.95 },
  {
    name: 'Grande Synagogue de la Victoire',
    address: '44 Rue de la Victoire',
    city: 'Paris',
    zipCode: '75009',
    country: 'France',
    latitude: 48.8754,
    longitude: 2.3372,
  },
  { name: 'Shul Without Coordinates', address: '5 Unknown Rd', city: 'Brookline', state: 'MA', zipCode: '02446' },
);
const active = [manhattan, crownHeights, brooklynHeights, zip4, london, zurich, fijiEast, fijiWest, paris, noCoords].map((r) => r!);

describe('GET /api/synagogues', () => {
  it('lists active listings by name with coordinates as decimal strings', async () => {
    const list = await get('/api/synagogues');
    expect(ids(list)).toEqual([...active].sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id));
    const first = list.find((s) => s.id === manhattan!.id)!;
    expect(first).toMatchObject({ latitude: '40.77500000', longitude: '-73.97810000', country: 'USA', isActive: true });
    expect(first).not.toHaveProperty('editedFields');
    expect(list.find((s) => s.id === noCoords!.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('pages with limit and offset (default 20)', async () => {
    const all = await get('/api/synagogues');
    expect(all.length).toBeLessThanOrEqual(20);
    expect(ids(await get('/api/synagogues?limit=3&offset=2'))).toEqual(ids(all).slice(2, 5));
  });

  it('lets the public page at most 100 rows and admins up to 5000', async () => {
    const res = await api('/api/synagogues?limit=101');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'limit: limit must be at most 100', errors: { limit: 'limit must be at most 100' } });
    expect((await api('/api/synagogues?limit=101', { cookie: member })).status).toBe(400);
    expect((await api('/api/synagogues?limit=5000', { cookie: admin })).status).toBe(200);
    const tooMany = await api('/api/synagogues?limit=5001', { cookie: admin });
    expect(await json(tooMany)).toMatchObject({ errors: { limit: 'limit must be from 1 to 5000' } });
  });

  it.each([
    ['limit=abc', 'limit', 'limit must be a number'],
    ['limit=0', 'limit', 'limit must be from 1 to 5000'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['offset=-1', 'offset', 'offset must be from 0 to 1000000'],
    ['lat=91&lng=0', 'lat', 'lat must be from -90 to 90'],
    ['lat=1', 'lng', 'lat and lng must be given together'],
    ['lat=1&lng=x', 'lng', 'lng must be a number'],
    ['lat=1&lng=2&radiusKm=0', 'radiusKm', 'radiusKm must be from 0.1 to 20000'],
    [`search=${'a'.repeat(501)}`, 'search', 'search must be at most 500 characters'],
  ])('refuses %s', async (query, field, message) => {
    const res = await api(`/api/synagogues?${query}`);
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors[field]).toBe(message);
  });

  it('shows removed listings to admins who ask, and only to them', async () => {
    expect(ids(await get('/api/synagogues?limit=100&includeInactive=true', admin))).toContain(removed!.id);
    expect(ids(await get('/api/synagogues?limit=100', admin))).not.toContain(removed!.id);
    expect((await api('/api/synagogues?includeInactive=true', { cookie: member })).status).toBe(403);
  });
});

describe('text search', () => {
  const search = (text: string) => get(`/api/synagogues?${q({ search: text })}`);

  it('matches word prefixes in name, address, city, state and zip code', async () => {
    expect(ids(await search('shear'))).toEqual([manhattan!.id]);
    expect(ids(await search('eastern pk'))).toEqual([crownHeights!.id]);
    expect(ids(await search('ec3a'))).toEqual([london!.id]);
    expect(ids(await search('victoire'))).toEqual([paris!.id]);
  });

  it('requires every word', async () => {
    expect(ids(await search('synagogue london'))).toEqual([london!.id]);
    expect(await search('synagogue atlantis')).toEqual([]);
  });

  it('ranks a match in the name above a match in the city', async () => {
    // "Brooklyn" is the name of one listing and the city of another.
    expect(ids(await search('brooklyn'))).toEqual([brooklynHeights!.id, crownHeights!.id]);
  });

  it('ignores case and accents', async () => {
    expect(ids(await search('ZURICH'))).toEqual([zurich!.id]);
    expect(ids(await search('löwen'))).toEqual([zurich!.id]);
  });

  it('leaves out removed listings', async () => {
    expect(ids(await search('closed'))).toEqual([]);
  });

  it.each([
    '"',
    '"unbalanced',
    "b'nai",
    '*',
    'bro*',
    '-',
    '-brooklyn',
    'NEAR',
    'NEAR(beth el)',
    'beth AND el',
    'beth OR el',
    'NOT',
    '(',
    ')',
    '(beth',
    'name:beth',
    '{name}: beth',
    '^beth',
    '🕍',
    '🕍 beth',
    'a'.repeat(500),
    'beth '.repeat(100),
    '',
    '   ',
    '%',
    '_',
    "'; DROP TABLE synagogues; --",
  ])('answers 200 for %j', async (text) => {
    const list = await api(`/api/synagogues?${q({ search: text })}`);
    expect(list.status).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);
    const count = await api(`/api/synagogues/count?${q({ search: text })}`);
    expect(count.status).toBe(200);
  });

  it('treats operators and punctuation as plain words', async () => {
    expect(ids(await search('"beth el"'))).toEqual([crownHeights!.id]);
    expect(ids(await search('beth AND'))).toEqual([]);
    expect(ids(await search('-brooklyn'))).toEqual(ids(await search('brooklyn')));
    expect(ids(await search('🕍 bevis'))).toEqual([london!.id]);
  });

  it('answers nothing for text without a word, and everything for blank text', async () => {
    expect(await search('*** --')).toEqual([]);
    expect(await get<{ count: number }>('/api/synagogues/count?search=%2A%2A')).toEqual({ count: 0, capped: false });
    expect((await search('  ')).length).toBe(active.length);
  });

  it('matches a ZIP code or ZIP+4 against the zip code', async () => {
    expect(ids(await search('10023'))).toEqual([manhattan!.id, zip4!.id]);
    expect(ids(await search('10023-9999'))).toEqual([manhattan!.id, zip4!.id]);
    expect(ids(await search('11213'))).toEqual([crownHeights!.id]);
    expect(ids(await search('75009'))).toEqual([paris!.id]);
    expect(await search('99999')).toEqual([]);
  });

  it('takes the text as q, the name the web address uses, or as search, the same filter', async () => {
    const everything = await get('/api/synagogues');
    expect(everything.length).toBe(active.length);
    const brooklyn = ids(await get(`/api/synagogues?${q({ q: 'Brooklyn' })}`));
    expect(brooklyn).toHaveLength(2);
    expect(brooklyn).toEqual(ids(await search('Brooklyn')));
    expect(await get(`/api/synagogues/count?${q({ q: 'Brooklyn' })}`)).toEqual({ count: 2, capped: false });
    expect(ids(await get(`/api/synagogues?${q({ q: 'shear', lat: 40.7, lng: -74 })}`))).toEqual([manhattan!.id]);
  });

  it('refuses q and search together, and a parameter it does not know, by name', async () => {
    const both = await api(`/api/synagogues?${q({ q: 'Brooklyn', search: 'London' })}`);
    expect(both.status).toBe(400);
    expect(await json(both)).toMatchObject({ errors: { search: 'search is another name for q: give one of them' } });
    for (const path of ['/api/synagogues?query=Brooklyn', '/api/synagogues/count?name=Brooklyn']) {
      const unknown = await api(path);
      expect(unknown.status, path).toBe(400);
      expect((await json<{ message: string }>(unknown)).message, path).toMatch(/^unknown query parameter: (query|name)$/);
    }
  });
});

describe('near-me search', () => {
  it('orders by distance and says how far each listing is', async () => {
    const [lat, lng] = [40.7128, -74.006];
    const list = await get(`/api/synagogues?${q({ lat, lng })}`);
    const nyc = [brooklynHeights, zip4, crownHeights, manhattan].map((r) => r!);
    expect(ids(list)).toEqual(ids(nyc));
    for (const [i, s] of list.entries()) {
      expect(s.distanceKm).toBeCloseTo(distanceKm(lat, lng, nyc[i]!.latitude!, nyc[i]!.longitude!), 2);
    }
    expect(list[0]!.distanceKm).toBeCloseTo(2.42, 1);
  });

  it('keeps to the radius (50 km unless asked)', async () => {
    expect(ids(await get(`/api/synagogues?${q({ lat: 40.7128, lng: -74.006, radiusKm: 5 })}`))).toEqual([brooklynHeights!.id]);
    expect(await get(`/api/synagogues?${q({ lat: 41.3, lng: -74.006 })}`)).toEqual([]);
    const far = await get(`/api/synagogues?${q({ lat: 51.5, lng: -0.1, radiusKm: 1000 })}`);
    expect(ids(far)).toEqual([london!.id, paris!.id, zurich!.id]);
    expect(await get(`/api/synagogues/count?${q({ lat: 40.7128, lng: -74.006, radiusKm: 5 })}`)).toEqual({ count: 1, capped: false });
  });

  it('finds listings across the antimeridian', async () => {
    const list = await get(`/api/synagogues?${q({ lat: -18.12, lng: 179.99 })}`);
    expect(ids(list).sort()).toEqual([fijiEast!.id, fijiWest!.id].sort());
  });

  it('still filters by the text when both are given', async () => {
    expect(ids(await get(`/api/synagogues?${q({ lat: 40.7128, lng: -74.006, search: 'beth' })}`))).toEqual([crownHeights!.id]);
  });

  it('does not add distanceKm to other searches', async () => {
    expect((await get('/api/synagogues?search=brooklyn'))[0]).not.toHaveProperty('distanceKm');
  });
});

describe('GET /api/synagogues/count', () => {
  it('counts with the same filter as the list', async () => {
    expect(await get('/api/synagogues/count')).toEqual({ count: active.length, capped: false });
    expect(await get('/api/synagogues/count?search=brooklyn')).toEqual({ count: 2, capped: false });
    expect(await get('/api/synagogues/count?search=10023')).toEqual({ count: 2, capped: false });
    // The removed Brooklyn listing counts for admins who ask for removed listings.
    expect(await get('/api/synagogues/count?search=brooklyn&includeInactive=true', admin)).toEqual({ count: 3, capped: false });
    expect(await get('/api/synagogues/count?search=11213&includeInactive=true', admin)).toEqual({ count: 2, capped: false });
  });

  it('validates like the list', async () => {
    expect((await api('/api/synagogues/count?lat=5')).status).toBe(400);
  });
});

describe('GET /api/synagogues/viewport', () => {
  const box = (north: number, south: number, east: number, west: number, extra = '') =>
    `/api/synagogues/viewport?${q({ north, south, east, west })}${extra}`;

  it('answers active listings with coordinates inside the box', async () => {
    const list = await get(box(40.8, 40.6, -73.9, -74.1));
    expect(ids(list).sort()).toEqual([manhattan!.id, crownHeights!.id, brooklynHeights!.id, zip4!.id].sort());
  });

  it('answers each listing as the map shows it, and nothing more', async () => {
    const [one] = await get(box(40.8, 40.6, -73.9, -74.1));
    expect(Object.keys(one!).sort()).toEqual(Object.keys(mapListing.shape).sort());
    expect(mapListing.parse(one)).toEqual(one);
    expect(one!.latitude).toMatch(/^-?\d+\.\d{8}$/);
  });

  it('handles a box that crosses the antimeridian', async () => {
    expect(ids(await get(box(-17, -19, -179, 179))).sort()).toEqual([fijiEast!.id, fijiWest!.id].sort());
    // The same longitudes the other way round are the rest of the world, which snaps to the
    // whole globe (docs/architecture.md: Edge cache), so Fiji is in it; a box just west of it is not.
    expect(ids(await get(box(-17, -19, 179, -179))).sort()).toEqual(expect.arrayContaining([fijiEast!.id, fijiWest!.id]));
    expect(ids(await get(box(-17, -19, 177, 176)))).toEqual([]);
  });

  it('answers at most `limit` (100 by default, never more)', async () => {
    expect(await get(box(90, -90, 180, -180, '&limit=2'))).toHaveLength(2);
    const all = await get(box(90, -90, 180, -180));
    expect(all).toHaveLength(active.length - 1);
    const res = await api(box(90, -90, 180, -180, '&limit=101'));
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors.limit).toBe('limit must be from 1 to 100');
  });

  it('samples a crowded box across it, and keeps a listing shown while zooming in', async () => {
    // A column of 30 listings from south to north, far from everything above.
    const crowd = await addListings(
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Crowd ${i}`, latitude: -60 + i * 0.01, longitude: -100 })),
    );
    const latitude = new Map(crowd.map((r) => [r.id, r.latitude!]));
    const shown = ids(await get(box(-50, -61, -90, -101, '&limit=10')));
    expect(shown).toHaveLength(10);
    // Not just the ten southernmost, which is what the index order alone would give.
    expect(Math.max(...shown.map((id) => latitude.get(id)!))).toBeGreaterThan(-60 + 9 * 0.01);
    // The southern half of the column: every listing shown before that lies in it is still shown.
    const zoomed = ids(await get(box(-59.855, -61, -90, -101, '&limit=10')));
    for (const id of shown.filter((id) => latitude.get(id)! < -59.855)) expect(zoomed).toContain(id);
    // And the same box answers the same listings every time.
    expect(ids(await get(box(-50, -61, -90, -101, '&limit=10')))).toEqual(shown);
  });

  it.each([
    [{ north: 'x', south: 0, east: 0, west: 0 }, 'north', 'north must be a number'],
    [{ north: '', south: 0, east: 0, west: 0 }, 'north', 'north must be a number'],
    [{ north: 1, south: 'Infinity', east: 0, west: 0 }, 'south', 'south must be a number'],
    [{ north: 1, south: 0, east: 181, west: 0 }, 'east', 'east must be from -180 to 180'],
    [{ north: 1, south: 0, east: 0, west: -200 }, 'west', 'west must be from -180 to 180'],
    [{ north: 1, south: 2, east: 0, west: 0 }, 'south', 'south must not be greater than north'],
    [{ north: 1, south: 0, east: 0 }, 'west', 'west must be a number'],
    [{ north: 1, south: 0, east: 0, west: 0, limit: 0 }, 'limit', 'limit must be from 1 to 100'],
  ])('refuses %j', async (params, field, message) => {
    const res = await api(`/api/synagogues/viewport?${q(params)}`);
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors[field]).toBe(message);
  });
});

describe('GET /api/cities/suggest', () => {
  const suggest = (text: string) => get<string[]>(`/api/cities/suggest?${q({ q: text })}`);

  it('suggests "City, ST, Country" by prefix, most listings first', async () => {
    expect(await suggest('ne')).toEqual(['New York, NY, USA']);
    expect(await suggest('new yo')).toEqual(['New York, NY, USA']);
    // One listing each: alphabetical.
    expect(await suggest('bro')).toEqual(['Brookline, MA, USA', 'Brooklyn, NY, USA']);
  });

  it('offers suggestions that, searched as shown, find every listing of that city', async () => {
    const all = await get<Synagogue[]>(`/api/synagogues?${q({ limit: 100 })}`);
    for (const suggestion of [...(await suggest('bro')), ...(await suggest('lon'))]) {
      const [city] = suggestion.split(',');
      const found = (await get<Synagogue[]>(`/api/synagogues?${q({ search: suggestion })}`)).map((s) => s.id);
      const inCity = all.filter((s) => s.city === city).map((s) => s.id);
      expect(inCity.length, suggestion).toBeGreaterThan(0);
      expect(found, suggestion).toEqual(expect.arrayContaining(inCity));
    }
  });

  it('leaves out the state when there is none, and ignores accents and case', async () => {
    expect(await suggest('LON')).toEqual(['London, United Kingdom']);
    expect(await suggest('zur')).toEqual(['Zürich, Switzerland']);
  });

  it('answers [] for fewer than 2 characters, no match or no word', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('b')).toEqual([]);
    expect(await suggest(' b ')).toEqual([]);
    expect(await suggest('xyzzy')).toEqual([]);
    expect(await suggest('"*')).toEqual([]);
    expect(await suggest('NEAR(')).toEqual([]);
  });

  it('counts only active listings and answers at most 10', async () => {
    await addListings(...Array.from({ length: 12 }, (_, i) => ({ name: `Town ${i}`, city: `Sunnyvale ${String.fromCharCode(97 + i)}` })));
    expect(await suggest('sunny')).toHaveLength(10);
    await addListings(
      { name: 'Kol Israel', city: 'Brooklyn', state: 'NY' },
      ...Array.from({ length: 3 }, (_, i) => ({ name: `Gone ${i}`, city: 'Brookline', state: 'MA', isActive: false })),
    );
    // Brooklyn now has two active listings, Brookline one (its removed ones do not count).
    expect(await suggest('brook')).toEqual(['Brooklyn, NY, USA', 'Brookline, MA, USA']);
  });
});

describe('admin: POST /api/synagogues', () => {
  const body = {
    name: 'Kehilat Moriah',
    address: '1 Hill Rd',
    city: 'Denver',
    state: 'CO',
    latitude: '39.7392',
    longitude: -104.9903,
    nusach: 'sefard',
  };

  it('requires an admin', async () => {
    expect((await api('/api/synagogues', { method: 'POST', json: body })).status).toBe(401);
    expect((await api('/api/synagogues', { method: 'POST', json: body, cookie: member })).status).toBe(403);
  });

  it('takes openingHours only in its own small schema, and lists never echo older junk (defect 7)', async () => {
    const post = (openingHours: unknown) =>
      api('/api/synagogues', { method: 'POST', json: { ...body, name: 'Hours Shul', openingHours }, cookie: admin });
    const text = await post('Mo-Fr 07:00-09:00; Sa 09:00-12:00');
    expect(text.status).toBe(201);
    expect(await json(text)).toMatchObject({ openingHours: 'Mo-Fr 07:00-09:00; Sa 09:00-12:00' });
    expect(await json(await post({ Sunday: '9:00-13:00' }))).toMatchObject({ openingHours: { Sunday: '9:00-13:00' } });
    for (const bad of [
      'x'.repeat(501),
      { nested: { deep: 1 } },
      [1, 2, 3],
      42,
      Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`d${i}`, '9-5'])),
    ]) {
      const res = await post(bad);
      expect(res.status).toBe(400);
      expect((await json<{ errors: object }>(res)).errors).toHaveProperty('openingHours');
    }
    const big = await api('/api/synagogues', {
      method: 'POST',
      json: { ...body, name: 'Hours Shul', openingHours: { blob: 'x'.repeat(900_000) } },
      cookie: admin,
    });
    expect(big.status).toBe(400);
    // A row stored before the schema existed is shown without its oversized hours.
    const [old] = await addListings({ name: 'Old junk', openingHours: { blob: 'x'.repeat(10_000) } });
    expect(await json(await api(`/api/synagogues/${old!.id}`))).toMatchObject({ openingHours: null });
  });

  it('creates a listing (201) with defaults', async () => {
    const res = await api('/api/synagogues', { method: 'POST', json: body, cookie: admin });
    expect(res.status).toBe(201);
    const created = await json<Synagogue>(res);
    expect(created).toMatchObject({
      name: 'Kehilat Moriah',
      country: 'USA',
      latitude: '39.73920000',
      longitude: '-104.99030000',
      nusach: 'sefard',
      hasMikve: false,
      isActive: true,
      source: 'admin',
    });
    expect(ids(await get('/api/synagogues?search=moriah'))).toEqual([created.id]);
  });

  it.each([
    [{ ...body, name: ' ' }, 'name', 'Name is required'],
    [{ ...body, address: undefined }, 'address', 'Address is required'],
    [{ ...body, city: '' }, 'city', 'City is required'],
    [{ ...body, nusach: 'reform' }, 'nusach', 'nusach must be one of ashkenaz, sefard, arizal, temani, mizrachi'],
    [{ ...body, latitude: '91' }, 'latitude', 'latitude must be a number from -90 to 90'],
    [{ ...body, longitude: 'east' }, 'longitude', 'longitude must be a number from -180 to 180'],
    [{ ...body, website: 'not a url' }, 'website', 'Please enter a valid website URL'],
  ])('refuses %j', async (payload, field, message) => {
    const res = await api('/api/synagogues', { method: 'POST', json: payload, cookie: admin });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors[field]).toBe(message);
  });

  it('refuses a second listing with the same googlePlaceId (409)', async () => {
    const payload = { ...body, googlePlaceId: 'ChIJ-dup' };
    expect((await api('/api/synagogues', { method: 'POST', json: payload, cookie: admin })).status).toBe(201);
    const res = await api('/api/synagogues', { method: 'POST', json: payload, cookie: admin });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ errors: { googlePlaceId: 'Another listing already has this googlePlaceId' } });
  });
});

describe('admin: PATCH /api/synagogues/:id', () => {
  const editedFields = async (id: number) =>
    JSON.parse(
      (await env.DB.prepare('SELECT edited_fields AS f FROM synagogues WHERE id = ?').bind(id).first<{ f: string }>())!.f,
    ) as string[];

  it('changes only the fields sent, refreshes updatedAt and records what changed', async () => {
    const [row] = await addListings({
      name: 'Ohev Shalom',
      address: '1 A St',
      city: 'Denver',
      phone: '111',
      latitude: 39.123456789,
      longitude: -104.5,
    });
    await new Promise((r) => setTimeout(r, 5));
    const res = await api(`/api/synagogues/${row!.id}`, { method: 'PATCH', json: { phone: '222', hasParking: true }, cookie: admin });
    expect(res.status).toBe(200);
    const updated = await json<Synagogue>(res);
    expect(updated).toMatchObject({ name: 'Ohev Shalom', phone: '222', hasParking: true, city: 'Denver' });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(row!.updatedAt.getTime());
    expect(await editedFields(row!.id)).toEqual(['hasParking', 'phone']);

    // The admin form sends every field back; unchanged ones (coordinates as 8-decimal strings too) are no edit.
    const form = { ...updated, latitude: updated.latitude, longitude: updated.longitude, name: 'Ohev Shalom Denver' };
    const { id: _id, source: _s, createdAt: _c, updatedAt: _u, geocodePrecision: _g, timesConfirmedAt: _t, ...fields } = form;
    expect((await api(`/api/synagogues/${row!.id}`, { method: 'PATCH', json: fields, cookie: admin })).status).toBe(200);
    expect(await editedFields(row!.id)).toEqual(['hasParking', 'name', 'phone']);
  });

  it('follows the name change in search', async () => {
    const [row] = await addListings({ name: 'Temporary Name', address: '2 B St', city: 'Reno' });
    await api(`/api/synagogues/${row!.id}`, { method: 'PATCH', json: { name: 'Adath Yeshurun' }, cookie: admin });
    expect(ids(await get('/api/synagogues?search=adath'))).toEqual([row!.id]);
    expect(await get('/api/synagogues?search=temporary')).toEqual([]);
  });

  it('answers 404, 400, 401 and 403 where due', async () => {
    expect((await api('/api/synagogues/999999', { method: 'PATCH', json: { phone: '1' }, cookie: admin })).status).toBe(404);
    expect((await api(`/api/synagogues/${manhattan!.id}`, { method: 'PATCH', json: { phone: '1' } })).status).toBe(401);
    expect((await api(`/api/synagogues/${manhattan!.id}`, { method: 'PATCH', json: { phone: '1' }, cookie: member })).status).toBe(403);
    const bad = await api(`/api/synagogues/${manhattan!.id}`, { method: 'PATCH', json: { name: '', latitude: 'x' }, cookie: admin });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(bad)).errors).toEqual({
      name: 'Name is required',
      latitude: 'latitude must be a number from -90 to 90',
    });
    expect((await api('/api/synagogues/0', { method: 'PATCH', json: {}, cookie: admin })).status).toBe(400);
    // Non-numeric ids are not listing routes at all.
    expect((await api('/api/synagogues/count', { method: 'PATCH', json: {}, cookie: admin })).status).toBe(404);
  });
});

describe('admin: DELETE /api/synagogues/:id', () => {
  it('deletes (204), then 404', async () => {
    const [row] = await addListings({ name: 'To Delete' });
    expect((await api(`/api/synagogues/${row!.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api(`/api/synagogues/${row!.id}`, { method: 'DELETE', cookie: member })).status).toBe(403);
    const res = await api(`/api/synagogues/${row!.id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await api(`/api/synagogues/${row!.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });
});

// Last: it adds listings that the read tests above do not expect.
describe('near-me over removed listings', () => {
  it('looks past removed listings nearest the point', async () => {
    // More removed listings right at the point than the nearest-candidate shortlist holds.
    await addListings(
      ...Array.from({ length: 25 }, (_, i) => ({ name: `Removed ${i}`, latitude: 10 + i * 0.0001, longitude: 10, isActive: false })),
    );
    const [active] = await addListings({ name: 'Still Open', latitude: 10.2, longitude: 10 });
    expect(ids(await get(`/api/synagogues?${q({ lat: 10, lng: 10, limit: 1 })}`))).toEqual([active!.id]);
    expect(await get(`/api/synagogues/count?${q({ lat: 10, lng: 10 })}`)).toEqual({ count: 1, capped: false });
    expect(await get(`/api/synagogues/count?${q({ lat: 10, lng: 10, includeInactive: 'true' })}`, admin)).toEqual({
      count: 26,
      capped: false,
    });
  });
});

// Also after the read tests: its listings are its own.
describe('a listing’s names in other languages', () => {
  // A listing written for this test (not recorded data): its local name in Russian, with Hebrew,
  // English, French and Spanish names.
  const moscow = {
    name: 'Московская хоральная синагога',
    hebrewName: 'בית הכנסת הכוראלי של מוסקבה',
    names: { en: 'Moscow Choral Synagogue', fr: 'Grande synagogue chorale de Moscou', es: 'Sinagoga Coral de Moscú' },
    address: 'Большой Спасоглинищевский пер., 10',
    city: 'Moscow',
    country: 'Russia',
    latitude: 55.7557,
    longitude: 37.6359,
  };
  let id: number;
  beforeAll(async () => {
    id = (await addListings(moscow))[0]!.id;
  });
  const search = (text: string) => get(`/api/synagogues?${q({ search: text })}`);

  it('finds the listing by any of its names, in every language, accents and case ignored', async () => {
    for (const text of ['chorale de moscou', 'Sinagoga Coral', 'moscu coral', 'хоральная синагога', 'Moscow Choral', 'הכוראלי']) {
      expect(ids(await search(text)), text).toEqual([id]);
    }
    expect(await get(`/api/synagogues/count?${q({ search: 'chorale moscou' })}`)).toEqual({ count: 1, capped: false });
    // Every word must still match, in one name or across them.
    expect(await search('chorale atlantis')).toEqual([]);
  });

  it('answers the names with the listing: search results, the map and the listing itself', async () => {
    const [found] = await search('chorale');
    expect(found).toMatchObject({ name: moscow.name, hebrewName: moscow.hebrewName, names: moscow.names });
    expect('namesText' in found!).toBe(false);
    const [onMap] = await get(`/api/synagogues/viewport?${q({ north: 56, south: 55.5, east: 38, west: 37 })}`);
    expect(onMap).toMatchObject({ id, names: moscow.names });
    expect(await get<Synagogue>(`/api/synagogues/${id}`)).toMatchObject({ id, names: moscow.names });
  });

  it('lets an admin set the names: blanks dropped, stored in one order, followed by search, refused by name when wrong', async () => {
    const patch = (json: unknown) => api(`/api/synagogues/${id}`, { method: 'PATCH', json, cookie: admin });
    const res = await patch({ names: { ru: 'Хоральная синагога', fr: ' Synagogue chorale ', es: '' } });
    expect(res.status).toBe(200);
    expect((await json<Synagogue>(res)).names).toEqual({ fr: 'Synagogue chorale', ru: 'Хоральная синагога' });
    const stored = await env.DB.prepare('SELECT names, edited_fields FROM synagogues WHERE id = ?')
      .bind(id)
      .first<Record<string, string>>();
    expect(stored!.names).toBe('{"fr":"Synagogue chorale","ru":"Хоральная синагога"}');
    expect(JSON.parse(stored!.edited_fields!)).toContain('names');
    expect(ids(await search('synagogue chorale'))).toEqual([id]);
    expect(await search('sinagoga coral')).toEqual([]);

    const tooLong = await patch({ names: { fr: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(tooLong)).errors).toEqual({ 'names.fr': 'Must be at most 200 characters' });
    const unknown = await patch({ names: { de: 'Synagoge' } });
    expect(unknown.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(unknown)).errors).toEqual({ names: 'names may only have en, fr, es, ru' });
    const notObject = await patch({ names: 'Synagogue' });
    expect((await json<{ errors: Record<string, string> }>(notObject)).errors).toEqual({
      names: 'names must be an object of names by language',
    });

    expect((await json<Synagogue>(await patch({ names: null }))).names).toBeNull();
    expect(await search('synagogue chorale')).toEqual([]);
  });
});
