// How the gazetteer ranks places of one name and says why one matched, through the places API,
// against every real namesake (worker/test/gazetteer-fixture.json, ranked as the build ranks them).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPlace } from '#contract/places.ts';
import type { Place } from '#domain/places.ts';
import fixture from '../../test/gazetteer-fixture.json';
import { api, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';
import { insertPlaces, type PlaceTestRow } from '../../test/places.ts';

beforeAll(() => insertPlaces(fixture.places as PlaceTestRow[]));

const suggest = async (q: string) => json<Place[]>(await api(`/api/places/suggest?q=${encodeURIComponent(q)}`));
const resolve = async (q: string) => json<ResolvedPlace>(await api(`/api/places/resolve?q=${encodeURIComponent(q)}`));

describe('places of one name', () => {
  it('suggests Brooklyn, NY first for "Brooklyn", and no town that was once called Brooklyn', async () => {
    const places = await suggest('Brooklyn');
    expect(places[0]).toMatchObject({ name: 'Brooklyn', admin1: 'NY', geonameid: 5110302 });
    expect(places.map((p) => p.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Oshkosh|Crystal Lake|Hopatcong|Salem|Three Rivers)$/)]),
    );
    expect(places.every((p) => p.name.startsWith('Brooklyn'))).toBe(true);
  });

  it("puts a large city's neighbourhood before a far town of the same spelling", async () => {
    expect(await resolve('Bondi')).toMatchObject({ name: 'Bondi', country: 'AU', area: 'Sydney' });
    expect(await resolve('Thornhill')).toMatchObject({ name: 'Thornhill', admin1: 'ON', label: 'Thornhill, Vaughan, ON' });
    expect(await resolve('Thornhill, ON')).toMatchObject({ name: 'Thornhill', admin1: 'ON' });
  });

  it("puts Brooklyn's Crown Heights before the Dutchess County hamlet, and offers no hamlet as a choice", async () => {
    expect(await resolve('Crown Heights')).toMatchObject({ label: 'Crown Heights, Brooklyn, NY', choices: [] });
    const places = await suggest('Crown Heights');
    expect(places.map((p) => p.label)).toEqual(['Crown Heights, Brooklyn, NY', 'Crown Heights, NY']);
  });
});

describe('why a place matched', () => {
  it('names the alternate name a place was found by', async () => {
    expect((await suggest('בני ברק'))[0]).toMatchObject({ name: 'Bnei Brak', matched: 'בני ברק' });
    expect(await resolve('Yerushalayim')).toMatchObject({ name: 'Jerusalem', matched: 'Yerushalayim' });
    expect(await resolve('Москва')).toMatchObject({ name: 'Moscow', matched: 'Москва' });
  });

  it('names nothing when the place was found by its own name, in any spelling the gazetteer treats as one', async () => {
    expect(await resolve('Jerusalem')).not.toHaveProperty('matched');
    expect(await resolve('Boro Park')).not.toHaveProperty('matched');
    expect(await resolve('Bet Shemesh')).not.toHaveProperty('matched');
  });

  it('names the whole alternate name a prefix began', async () => {
    expect((await suggest('Yerushala'))[0]).toMatchObject({ name: 'Jerusalem', matched: 'Yerushalayim' });
  });
});

describe('places with listings', () => {
  it('come before a larger namesake without any', async () => {
    // Brooklyn's Williamsburg outranks Virginia's until a shul is listed in Virginia's.
    expect(await resolve('Williamsburg')).toMatchObject({ geonameid: 5144580 });
    await addListings({ name: 'Williamsburg Jewish Community', city: 'Williamsburg', state: 'VA', latitude: 37.2712, longitude: -76.7087 });
    // Asked in other words: the edge cache keeps the first answer until a route's write moves its version.
    expect(await resolve('williamsburg')).toMatchObject({ geonameid: 4793846 });
    expect((await suggest('williamsburg'))[0]).toMatchObject({ geonameid: 4793846 });
  });

  it('count only active listings', async () => {
    // Springfield, Missouri ranks just below Illinois' capital: a listing would lift it, a removed one does not.
    await addListings({ name: 'Closed shul', city: 'Springfield', state: 'MO', latitude: 37.2153, longitude: -93.2982, isActive: false });
    expect(await resolve('Springfield')).toMatchObject({ geonameid: 4250542 });
  });
});
