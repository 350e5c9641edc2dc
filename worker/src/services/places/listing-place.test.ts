// Listings tied to their gazetteer places: one city spelled in two scripts is one city in the
// counts and the suggestions; sections stand for their city; slugs are distinct within a state
// and keep to the gazetteer; an edit that moves a listing unties it.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db.ts';
import { addListings } from '../../../test/listings.ts';
import { insertPlaces } from '../../../test/places.ts';
import { BOROUGH_PARK, BROOKLYN, CITY_PAGE_PLACES, LOD, PROSPECT_PARK_LARGER, PROSPECT_PARK_SMALLER } from '../../../test/city-places.ts';
import { suggestCities } from '../directory/reads.ts';
import { tieListingPlaces } from './listing-place.ts';

const db = createDb(env.DB);

const counts = () =>
  env.DB.prepare('SELECT key, place_id AS placeId, city, names, listings FROM listing_city_counts ORDER BY key').all<{
    key: string;
    placeId: number | null;
    city: string;
    names: string;
    listings: number;
  }>();
const totals = () =>
  env.DB.prepare('SELECT listings, cities FROM listing_totals WHERE id = 1').first<{ listings: number; cities: number }>();
const placeOf = async (id: number) =>
  (await env.DB.prepare('SELECT place_id FROM synagogues WHERE id = ?').bind(id).first<number>('place_id')) ?? null;

beforeAll(async () => {
  await insertPlaces(CITY_PAGE_PLACES);
});

describe('listings tied to their places', () => {
  it('makes לוד and Lod one city, in the counts, the totals and the suggestions, named in Hebrew by its listings', async () => {
    const [hebrew, latin] = await addListings(
      { name: 'בית כנסת הגדול', city: 'לוד', country: 'Israel', latitude: 31.9512, longitude: 34.8881 },
      { name: 'Ohel Moshe', city: 'Lod', country: 'Israel', latitude: 31.9441, longitude: 34.8952 },
    );
    expect((await counts()).results.filter((r) => r.key.includes('Israel'))).toHaveLength(2);
    const before = (await totals())!;
    expect(await tieListingPlaces(db, { limit: 100 })).toBe(2);
    expect([await placeOf(hebrew!.id), await placeOf(latin!.id)]).toEqual([LOD, LOD]);
    const lod = (await counts()).results.filter((r) => r.placeId === LOD);
    expect(lod).toEqual([expect.objectContaining({ key: `p${LOD}`, city: 'Lod', listings: 2 })]);
    expect(lod[0]!.names.split(' ')).toEqual(expect.arrayContaining(['Lod', 'לוד']));
    expect((await counts()).results.some((r) => r.key.startsWith('t') && r.key.includes('Israel'))).toBe(false);
    expect((await totals())!).toEqual({ listings: before.listings, cities: before.cities - 1 });
    expect(await suggestCities(db, 'לוד')).toEqual(['Lod, Israel']);
    expect(await suggestCities(db, 'Lod')).toEqual(['Lod, Israel']);
    const place = await env.DB.prepare('SELECT country, region, slug, name, local_names FROM listing_places WHERE place_id = ?')
      .bind(LOD)
      .first<{ country: string; region: string; slug: string; name: string; local_names: string }>();
    expect(place).toMatchObject({ country: 'IL', region: '', slug: 'lod', name: 'Lod' });
    expect(JSON.parse(place!.local_names)).toEqual({ he: 'לוד' });
  });

  it('ties a section of a city to the city, and a listing without a position by its city and state', async () => {
    const [section, unplaced] = await addListings(
      { city: 'Borough Park', state: 'NY', country: 'USA', latitude: 40.634, longitude: -73.9968 },
      { city: 'Brooklyn', state: 'NY', country: 'USA', latitude: null, longitude: null },
    );
    await tieListingPlaces(db, { ids: [section!.id, unplaced!.id] });
    expect(await placeOf(section!.id)).toBe(BROOKLYN);
    expect(await placeOf(unplaced!.id)).toBe(BROOKLYN);
    expect(await placeOf(section!.id)).not.toBe(BOROUGH_PARK);
    const slug = await env.DB.prepare('SELECT region, slug FROM listing_places WHERE place_id = ?').bind(BROOKLYN).first();
    expect(slug).toEqual({ region: 'ny', slug: 'brooklyn' });
  });

  it('gives two places of one name in one state distinct slugs from the gazetteer, the larger the plain one', async () => {
    const [smaller, larger] = await addListings(
      { city: 'Prospect Park', state: 'NJ', country: 'USA', latitude: 40.2404, longitude: -74.7663 },
      { city: 'Prospect Park', state: 'NJ', country: 'USA', latitude: 40.937, longitude: -74.1743 },
    );
    // The smaller one first: the slug follows the gazetteer, not the order listings arrive in.
    await tieListingPlaces(db, { ids: [smaller!.id] });
    await tieListingPlaces(db, { ids: [larger!.id] });
    const slugs = await env.DB.prepare('SELECT place_id, slug FROM listing_places WHERE place_id IN (?, ?) ORDER BY place_id')
      .bind(PROSPECT_PARK_SMALLER, PROSPECT_PARK_LARGER)
      .all();
    expect(slugs.results).toEqual([
      { place_id: PROSPECT_PARK_SMALLER, slug: `prospect-park-${PROSPECT_PARK_SMALLER}` },
      { place_id: PROSPECT_PARK_LARGER, slug: 'prospect-park' },
    ]);
  });

  it('unties a listing whose address moves, and marks one with no place as looked at', async () => {
    const [moved, nowhere] = await addListings(
      { city: 'Lod', country: 'Israel', latitude: 31.9467, longitude: 34.8903 },
      { city: 'Atlantis', country: 'Nowhere', latitude: null, longitude: null },
    );
    await tieListingPlaces(db, { ids: [moved!.id, nowhere!.id] });
    expect(await placeOf(moved!.id)).toBe(LOD);
    expect(await placeOf(nowhere!.id)).toBe(0);
    await env.DB.prepare(`UPDATE synagogues SET city = 'Ramla', latitude = 31.9292, longitude = 34.8656 WHERE id = ?`)
      .bind(moved!.id)
      .run();
    expect(await placeOf(moved!.id)).toBeNull();
    const lod = (await counts()).results.find((r) => r.placeId === LOD);
    expect(lod?.listings).toBe(2);
    expect((await counts()).results.find((r) => r.key === `tIsrael\u001f\u001fRamla`)?.listings).toBe(1);
    // The form sends every field on a save: the same values leave the place alone.
    const [kept] = await addListings({ city: 'Lod', country: 'Israel', latitude: 31.9467, longitude: 34.8903 });
    await tieListingPlaces(db, { ids: [kept!.id] });
    await env.DB.prepare(`UPDATE synagogues SET city = 'Lod', latitude = 31.9467 WHERE id = ?`).bind(kept!.id).run();
    expect(await placeOf(kept!.id)).toBe(LOD);
  });
});
