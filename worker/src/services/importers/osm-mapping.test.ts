import { describe, expect, it } from 'vitest';
import { composeAddress, finishOsmListing, isFormerSynagogue, mapOsmElement, nusachOf, websiteOf, type OsmDraft } from './osm-mapping.ts';
import { splitTile, tileHolds, WORLD_TILES, type Tile } from './tiles.ts';

const pow = { amenity: 'place_of_worship', religion: 'jewish' };
const draftOf = (el: Parameters<typeof mapOsmElement>[0]): OsmDraft => {
  const result = mapOsmElement(el);
  if (!result.ok) throw new Error(`left out: ${result.reason}`);
  return result.draft;
};

describe('OpenStreetMap mapping', () => {
  it('maps name, address, position, phone, website, wheelchair, denomination, hours and service times', () => {
    const draft = draftOf({
      type: 'node',
      id: 42,
      lat: 40.775,
      lon: -73.9781,
      tags: {
        ...pow,
        name: 'Congregation Shearith Israel',
        'addr:housenumber': '8',
        'addr:street': 'West 70th Street',
        'addr:city': 'New York',
        'addr:state': 'NY',
        'addr:postcode': '10023',
        'addr:country': 'US',
        phone: '+1 212-873-0300;+1 212-873-0301',
        website: 'shearithisrael.org',
        wheelchair: 'yes',
        denomination: 'sephardi',
        opening_hours: 'Mo-Fr 07:00-09:00',
        service_times: 'Mo-Fr 07:15',
      },
    });
    expect(finishOsmListing(draft, undefined)).toEqual({
      sourceId: 'node/42',
      name: 'Congregation Shearith Israel',
      address: '8 West 70th Street',
      city: 'New York',
      state: 'NY',
      zipCode: '10023',
      country: 'USA',
      latitude: 40.775,
      longitude: -73.9781,
      phone: '+1 212-873-0300',
      website: 'https://shearithisrael.org',
      nusach: 'sefard',
      hasWheelchairAccess: true,
      openingHours: 'Mo-Fr 07:00-09:00',
      minyanTimes: 'Mo-Fr 07:15',
    });
  });

  it('takes a way’s centre, prefers the English name, and names the source id by type', () => {
    const draft = draftOf({ type: 'way', id: 7, center: { lat: 31.7771, lon: 35.2171 }, tags: { ...pow, name: 'בית הכנסת הגדול', 'name:en': 'Jerusalem Great Synagogue' } });
    expect(draft.listing).toMatchObject({ sourceId: 'way/7', name: 'Jerusalem Great Synagogue', latitude: 31.7771, longitude: 35.2171, city: '' });
    expect(draftOf({ type: 'relation', id: 9, center: { lat: 1, lon: 2 }, tags: { ...pow, name: 'בית כנסת' } }).listing.name).toBe('בית כנסת');
  });

  it('leaves out elements without a name (skipped), former synagogues (skipped) and positionless ones (failed)', () => {
    expect(mapOsmElement({ type: 'node', id: 1, lat: 1, lon: 1, tags: { ...pow } })).toEqual({ ok: false, reason: 'no-name' });
    expect(mapOsmElement({ type: 'node', id: 1, lat: 1, lon: 1, tags: { ...pow, name: 'X', historic: 'memorial' } })).toEqual({ ok: false, reason: 'former' });
    expect(mapOsmElement({ type: 'way', id: 1, tags: { ...pow, name: 'X' } })).toEqual({ ok: false, reason: 'no-location', failed: true });
  });

  it('recognises former synagogues by lifecycle prefixes, historic tags, and a synagogue building without amenity', () => {
    expect(isFormerSynagogue({ 'disused:amenity': 'place_of_worship', religion: 'jewish' })).toBe(true);
    expect(isFormerSynagogue({ 'was:religion': 'jewish', amenity: 'place_of_worship' })).toBe(true);
    expect(isFormerSynagogue({ ...pow, abandoned: 'yes' })).toBe(true);
    expect(isFormerSynagogue({ ...pow, historic: 'building' })).toBe(true);
    expect(isFormerSynagogue({ building: 'synagogue', name: 'Old shul' })).toBe(true);
    expect(isFormerSynagogue({ ...pow, building: 'synagogue', historic: 'no' })).toBe(false);
  });

  it('maps denominations to a nusach where one is implied', () => {
    expect(nusachOf('ashkenazi')).toBe('ashkenaz');
    expect(nusachOf('Sephardic')).toBe('sefard');
    expect(nusachOf('chabad')).toBe('arizal');
    expect(nusachOf('lubavitch')).toBe('arizal');
    expect(nusachOf('chabad-lubavitch')).toBe('arizal');
    expect(nusachOf('yemenite')).toBe('temani');
    expect(nusachOf('mizrahi')).toBe('mizrachi');
    expect(nusachOf('orthodox;hasidic')).toBe('sefard');
    expect(nusachOf('reform')).toBeNull();
    expect(nusachOf(undefined)).toBeNull();
  });

  it('keeps only http(s) websites', () => {
    expect(websiteOf('http://example.org/a')).toBe('http://example.org/a');
    expect(websiteOf('www.example.org')).toBe('https://www.example.org');
    expect(websiteOf('mailto:a@example.org')).toBeNull();
    expect(websiteOf('not a url')).toBeNull();
  });

  it('orders house number and street as the country writes them, or uses addr:full', () => {
    const parts = { street: 'Oranienburger Straße', houseNumber: '28-30', fullAddress: null };
    expect(composeAddress(parts, 'DE')).toBe('Oranienburger Straße 28-30');
    expect(composeAddress(parts, 'GB')).toBe('28-30 Oranienburger Straße');
    expect(composeAddress(parts, null)).toBe('28-30 Oranienburger Straße');
    expect(composeAddress({ ...parts, fullAddress: '28 Main St, Town' }, 'DE')).toBe('28 Main St, Town');
    expect(composeAddress({ street: null, houseNumber: null, fullAddress: null }, 'US')).toBe('');
  });

  it('completes city, state and country from the nearest place, only within the same country', () => {
    const draft = draftOf({ type: 'node', id: 3, lat: 40.67, lon: -73.94, tags: { ...pow, name: 'Shul', 'addr:street': 'Main St', 'addr:housenumber': '1' } });
    expect(finishOsmListing(draft, { name: 'Brooklyn', admin1: 'NY', country: 'US' })).toMatchObject({ city: 'Brooklyn', state: 'NY', country: 'USA', address: '1 Main St' });
    expect(finishOsmListing(draft, undefined)).toMatchObject({ city: '', state: null, country: '' });
    const paris = draftOf({ type: 'node', id: 4, lat: 48.8, lon: 2.3, tags: { ...pow, name: 'Shul', 'addr:country': 'FR' } });
    // A nearest place across the border names neither city nor state.
    expect(finishOsmListing(paris, { name: 'Basel', admin1: '03', country: 'CH' })).toMatchObject({ city: '', country: 'France', state: null });
    // Non-North-American admin codes are ids, not state names.
    expect(finishOsmListing(paris, { name: 'Paris', admin1: '11', country: 'FR' })).toMatchObject({ city: 'Paris', state: null });
  });
});

describe('tiles', () => {
  it('covers the populated world in 10° tiles, skipping oceans', () => {
    expect(WORLD_TILES).toHaveLength(295);
    const holds = (lat: number, lng: number) => WORLD_TILES.some((t) => tileHolds(t, lat, lng));
    expect(holds(40.775, -73.9781)).toBe(true); // New York
    expect(holds(31.7771, 35.2171)).toBe(true); // Jerusalem
    expect(holds(-34.6, -58.38)).toBe(true); // Buenos Aires
    expect(holds(0, -140)).toBe(false); // Pacific
    expect(holds(-30, -20)).toBe(false); // South Atlantic
  });

  it('splits a tile into four quadrants, down to 0.625°', () => {
    const tile: Tile = [40, -80, 50, -70];
    expect(splitTile(tile)).toEqual([
      [45, -80, 50, -75],
      [45, -75, 50, -70],
      [40, -80, 45, -75],
      [40, -75, 45, -70],
    ]);
    expect(splitTile([40, -80, 40.625, -79.375])).toBeNull();
  });

  it('gives a point on a shared edge to one tile only', () => {
    const south: Tile = [40, 0, 50, 10];
    const north: Tile = [50, 0, 60, 10];
    expect(tileHolds(south, 50, 5)).toBe(false);
    expect(tileHolds(north, 50, 5)).toBe(true);
    expect(tileHolds([80, 170, 90, 180], 90, 180)).toBe(true);
  });
});
