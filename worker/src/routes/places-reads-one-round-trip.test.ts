// The places endpoints answer an anonymous GET in one D1 round trip, counted as the bench counts
// them (countedGet): a batch is one trip, each statement run alone is one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '#domain/places.ts';
import type { PlaceSearch } from '#contract/places.ts';
import fixture from '../../test/gazetteer-fixture.json';
import { addListings } from '../../test/listings.ts';
import { TEST_PLACES, insertPlaces, type PlaceTestRow } from '../../test/places.ts';
import { countedGet } from '../../test/round-trips.ts';

beforeAll(async () => {
  // Every namesake the traveller tests rank against, and the test table's postal codes and Tromsø.
  const inFixture = new Set(fixture.places.map((p) => p.geonameid));
  await insertPlaces([
    ...(fixture.places as PlaceTestRow[]),
    ...TEST_PLACES.filter((p) => p.kind === 'zip' || !inFixture.has(p.geonameid ?? null)),
  ]);
  await addListings(
    { name: 'Great Synagogue', city: 'Jerusalem', country: 'Israel', latitude: 31.7765, longitude: 35.2167 },
    // More listings than FEW_TEXT_MATCHES match 'Beth Israel', and 'Chicago' as their city.
    ...Array.from({ length: 6 }, (_, i) => ({ name: `Beth Israel ${i}`, city: 'Chicago', latitude: 41.85 + i / 100, longitude: -87.65 })),
  );
});

const q = (path: string, text: string) => `${path}?q=${encodeURIComponent(text)}`;

describe('places reads by name, qualifier, postal code, prefix or position take one round trip', () => {
  it.each([
    // Qualified names: each reading of the qualifier, the place it may name, and their prefixes.
    ...['Paris, TX', 'Paris, Texas', 'Golders Green, London', 'Jerusalem, IL', 'Troms, Norway', 'Paris, Narnia'].flatMap((text) => [
      q('/api/places/resolve', text),
      q('/api/places/suggest', text),
    ]),
    // Postal codes and their prefixes.
    ...['11213', '90210', '112', 'M5V', 'M5V 3L9'].flatMap((text) => [q('/api/places/resolve', text), q('/api/places/suggest', text)]),
    // Plain names, exact, by prefix only ('Golders Gr'), or not at all.
    ...['Springfield', 'Jerus', 'Golders Gr', 'Atlantis'].flatMap((text) => [
      q('/api/places/resolve', text),
      q('/api/places/suggest', text),
    ]),
    // The directory's cities and the gazetteer's places in one batch.
    ...['Paris, TX', '11213', 'Paris'].map((text) => q('/api/cities/suggest', text)),
    // Far from cities (every box read in one statement), near one, and in mid-ocean.
    '/api/places/reverse?lat=71&lng=14',
    '/api/places/reverse?lat=40.6782&lng=-73.9442',
    '/api/places/reverse?lat=-50&lng=-140',
  ])('%s', async (path) => {
    const { status, trips } = await countedGet(path);
    expect([200, 404]).toContain(status);
    expect(trips).toBe(1);
  });

  it('answers from that one trip as from several', async () => {
    const body = async <T>(path: string) => JSON.parse((await countedGet(path)).body) as T;
    expect((await body<Place>(q('/api/places/resolve', 'Paris, Texas'))).geonameid).toBe(4717560);
    expect((await body<Place>(q('/api/places/resolve', 'Jerusalem, IL'))).geonameid).toBe(281184);
    expect((await body<Place>(q('/api/places/resolve', 'Golders Green, London'))).geonameid).toBe(7535506);
    expect((await body<Place>(q('/api/places/resolve', 'Troms, Norway'))).name).toBe('Tromsø');
    expect((await body<Place[]>(q('/api/places/suggest', '112'))).map((p) => p.zip)).toEqual(['11230']);
    expect(await body<string[]>(q('/api/cities/suggest', 'Paris, TX'))).toEqual(['Paris, TX']);
    expect((await body<Place>('/api/places/reverse?lat=71&lng=14')).name).toBe('Tromsø');
  });
});

describe('GET /api/places/search', () => {
  it('takes one round trip when the text names no place', async () => {
    for (const text of ['Beth Israel', 'Great', 'Atlantis']) {
      const { body, trips } = await countedGet(q('/api/places/search', text));
      expect(JSON.parse(body), text).toEqual({ place: null, listings: [] });
      expect(trips, text).toBe(1);
    }
  });

  it("reads a place and the text's count together, and lists the listings near the place in a second", async () => {
    const many = await countedGet(q('/api/places/search', 'Chicago'));
    expect(JSON.parse(many.body)).toEqual({ place: null, listings: [] });
    expect(many.trips).toBe(1);
    const near = await countedGet(q('/api/places/search', 'Jerusalem'));
    expect((JSON.parse(near.body) as PlaceSearch).listings.map((l) => l.name)).toEqual(['Great Synagogue']);
    expect(near.trips).toBe(2);
  });
});
