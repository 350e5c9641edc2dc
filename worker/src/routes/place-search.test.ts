import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaceSearch } from '#contract/places.ts';
import fixture from '../../test/gazetteer-fixture.json';
import { api, json } from '../../test/helpers.ts';
import { insertPlaces, type PlaceTestRow } from '../../test/places.ts';

// Two listings in Brooklyn (one in Crown Heights, from the sample data), one in Jerusalem.
const LISTINGS = [
  ['770 Eastern Parkway', '770 Eastern Pkwy', 'Brooklyn', 'USA', 40.6693, -73.9425],
  ['Young Israel of Flatbush', '1012 Avenue I', 'Brooklyn', 'USA', 40.6251, -73.9651],
  ['Great Synagogue', '56 King George St', 'Jerusalem', 'Israel', 31.7765, 35.2167],
] as const;

beforeAll(async () => {
  await insertPlaces(fixture.places as PlaceTestRow[]);
  const stmt = env.DB.prepare('INSERT INTO synagogues (name, address, city, country, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)');
  await env.DB.batch(LISTINGS.map((l) => stmt.bind(...l)));
});

const search = async (q: string) => json<PlaceSearch>(await api(`/api/places/search?q=${encodeURIComponent(q)}`));

describe('GET /api/places/search', () => {
  it('lists the listings nearest a neighbourhood the text names, nearest first, with distances', async () => {
    const { place, listings } = await search('Crown Heights');
    expect(place).toMatchObject({ label: 'Crown Heights, Brooklyn, NY' });
    expect(listings.map((l) => l.name)).toEqual(['770 Eastern Parkway', 'Young Israel of Flatbush']);
    expect(listings[0]!.distanceKm).toBeLessThan(1);
    expect(listings[1]!.distanceKm).toBeGreaterThan(listings[0]!.distanceKm!);
  });

  it('reads the place in any script', async () => {
    expect((await search('ירושלים')).listings.map((l) => l.name)).toEqual(['Great Synagogue']);
    expect((await search('קראון הייטס')).place?.area).toBe('Brooklyn');
  });

  it('names no place for text that is not one, or not exactly one', async () => {
    expect(await search('Eastern Parkway')).toEqual({ place: null, listings: [] });
    expect(await search('Crown Heig')).toEqual({ place: null, listings: [] });
  });
});

describe('GET /api/cities/suggest', () => {
  it('offers places from the gazetteer after the directory cities', async () => {
    const suggestions = await json<string[]>(await api('/api/cities/suggest?q=Crown%20Heights'));
    expect(suggestions).toContain('Crown Heights, Brooklyn, NY');
    expect((await json<string[]>(await api('/api/cities/suggest?q=Brook')))[0]).toBe('Brooklyn, USA');
  });
});
