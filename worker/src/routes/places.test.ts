import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '#domain/places.ts';
import { api } from '../../test/helpers.ts';
import { insertPlaces } from '../../test/places.ts';

beforeAll(() => insertPlaces());

async function resolve(q: string) {
  const res = await api(`/api/places/resolve?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: (await res.json()) as Place & { message?: string }, res };
}

describe('GET /api/places/resolve', () => {
  it('answers the preset table first, aliases included', async () => {
    for (const [q, geonameid, label] of [
      ['nyc', 5128581, 'New York, NY'],
      ['LA', 5368361, 'Los Angeles, CA'],
      ['Philly', 4560349, 'Philadelphia, PA'],
      ['Jerusalem', 281184, 'Jerusalem, Israel'],
      ['Zürich', 2657896, 'Zurich, Switzerland'],
      ['london', 2643743, 'London, United Kingdom'],
    ] as const) {
      const { status, body } = await resolve(q);
      expect(status, q).toBe(200);
      expect(body).toMatchObject({ geonameid, label });
    }
  });

  it('matches a substring of a preset key or name after the exact keys', async () => {
    expect((await resolve('angeles')).body.geonameid).toBe(5368361);
    // A place named exactly so comes first: 'york' is York, England, not a substring of New York.
    expect((await resolve('york')).body.geonameid).toBe(2633352);
    expect((await resolve('Aviv')).body).toMatchObject({ name: 'Tel Aviv', tzid: 'Asia/Jerusalem' });
  });

  it('treats five digits as a US ZIP code, and reads ZIP+4 and Canadian postal codes', async () => {
    const { body, res } = await resolve('90210');
    expect(body).toMatchObject({
      name: 'Beverly Hills',
      admin1: 'CA',
      country: 'US',
      zip: '90210',
      tzid: 'America/Los_Angeles',
      label: 'Beverly Hills, CA 90210',
    });
    expect(body.geonameid).toBeUndefined();
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await resolve('10001-1234')).body.zip).toBe('10001');
    expect((await resolve('m5v 3l9')).body).toMatchObject({ zip: 'M5V', country: 'CA', admin1: 'ON', label: 'Downtown Toronto, ON M5V' });
  });

  it('finds cities by exact name, ranked by population and seat of government, then by prefix', async () => {
    // Illinois' capital outranks the slightly larger county seat in Missouri; both are offered.
    const springfield = (await resolve('Springfield')).body as Place & { choices: Place[] };
    expect(springfield).toMatchObject({ geonameid: 4250542, admin1: 'IL', context: 'Illinois, United States' });
    expect(springfield.choices.map((c) => c.admin1)).toEqual(['MO', 'MA', 'OR']);
    expect((await resolve('springf')).body.geonameid).toBe(4250542);
    expect((await resolve('Brook')).body.name).toBe('Brooklyn');
    // Exact beats a larger prefix match: 'Paris' is a preset; 'Haifa' is not.
    expect((await resolve('Haifa')).body).toMatchObject({ geonameid: 294801, tzid: 'Asia/Jerusalem' });
  });

  it('reads "City, ST", "City, State" and "City, Country"', async () => {
    expect((await resolve('Springfield, IL')).body.geonameid).toBe(4250542);
    expect((await resolve('Springfield, Massachusetts')).body.geonameid).toBe(4951788);
    expect((await resolve('Paris, TX')).body.geonameid).toBe(4717560);
    expect((await resolve('London, ON')).body).toMatchObject({ geonameid: 6058560, label: 'London, ON' });
    expect((await resolve('York, UK')).body.geonameid).toBe(2633352);
    expect((await resolve('Tromsø, Norway')).body).toMatchObject({ name: 'Tromsø', tzid: 'Europe/Oslo' });
    // IL is Illinois first, then Israel when Illinois has no Jerusalem.
    expect((await resolve('Jerusalem, IL')).body.geonameid).toBe(281184);
    expect((await resolve('Paris, IL')).body.geonameid).toBe(4246659);
  });

  it('answers 404 with the spec message for an unknown place', async () => {
    for (const q of ['Atlantis', '99999', 'Springfield, Narnia', 'אטלנטיס']) {
      const { status, body } = await resolve(q);
      expect(status, q).toBe(404);
      expect(body.message).toBe(`Location "${q}" not found.`);
    }
  });

  it('refuses a missing or blank q with 400 naming the field', async () => {
    for (const path of ['/api/places/resolve', '/api/places/resolve?q=%20%20', `/api/places/resolve?q=${'x'.repeat(101)}`]) {
      const res = await api(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty('q');
    }
  });
});

describe('GET /api/places/suggest', () => {
  const suggest = async (q: string) => (await (await api(`/api/places/suggest?q=${encodeURIComponent(q)}`)).json()) as Place[];

  it('lists presets, then cities by population, at most 8', async () => {
    const list = await suggest('lo');
    expect(list.slice(0, 2).map((p) => p.name)).toEqual(['London', 'Los Angeles']);
    expect(list.map((p) => p.geonameid)).toContain(6058560);
    expect(new Set(list.map((p) => p.geonameid)).size).toBe(list.length);
    expect((await suggest('spring')).map((p) => p.admin1)).toEqual(['IL', 'MO', 'MA', 'OR']);
    expect((await suggest('Springfield, IL')).map((p) => p.geonameid)).toEqual([4250542]);
  });

  it('lists postal codes by prefix', async () => {
    expect((await suggest('100')).map((p) => p.zip)).toEqual(['10001']);
    expect((await suggest('M5')).map((p) => p.zip)).toEqual(['M5V']);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await suggest('qqqq')).toEqual([]);
  });
});

describe('GET /api/places/reverse', () => {
  it('answers the nearest city with its time zone', async () => {
    const res = await api('/api/places/reverse?lat=40.6782&lng=-73.9442');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Brooklyn', tzid: 'America/New_York', geonameid: 5110302 });
    const jerusalem = (await (await api('/api/places/reverse?lat=31.78&lng=35.22')).json()) as Place;
    expect(jerusalem).toMatchObject({ name: 'Jerusalem', country: 'IL' });
  });

  it('widens its search far from cities, and answers 404 in mid-ocean', async () => {
    // 300 km north-west of Tromsø, over the sea.
    expect(((await (await api('/api/places/reverse?lat=71&lng=14')).json()) as Place).name).toBe('Tromsø');
    const res = await api('/api/places/reverse?lat=-50&lng=-140');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/No city found/);
  });

  it('refuses bad coordinates with 400 naming the field', async () => {
    const res = await api('/api/places/reverse?lat=91&lng=abc');
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors).sort()).toEqual(['lat', 'lng']);
  });
});
