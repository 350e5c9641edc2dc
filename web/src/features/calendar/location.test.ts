import { describe, expect, it } from 'vitest';
import { locationFromSearch, locationParams, placeLocation } from './location.ts';

describe('calendar location in the address bar', () => {
  it('reads a geonameid, a zip, or coordinates with a time zone', () => {
    expect(locationFromSearch(new URLSearchParams('geonameid=281184&month=2026-11'))).toEqual({ geonameid: 281184 });
    expect(locationFromSearch(new URLSearchParams('zip=10001'))).toEqual({ zip: '10001' });
    expect(locationFromSearch(new URLSearchParams('latitude=31.77&longitude=35.21&tzid=Asia/Jerusalem'))).toEqual({
      latitude: 31.77,
      longitude: 35.21,
      tzid: 'Asia/Jerusalem',
    });
    expect(locationFromSearch(new URLSearchParams('latitude=31.77&longitude=35.21'))).toMatchObject({ tzid: 'UTC' });
  });

  it('ignores a missing or malformed location', () => {
    expect(locationFromSearch(new URLSearchParams(''))).toBeNull();
    expect(locationFromSearch(new URLSearchParams('geonameid=abc'))).toBeNull();
    expect(locationFromSearch(new URLSearchParams('latitude=31.77'))).toBeNull();
  });

  it('keeps a place by geonameid, else by postal code', () => {
    const base = { name: 'x', label: 'x', country: 'US', admin1: 'NY', latitude: 40.7, longitude: -74, tzid: 'America/New_York' };
    expect(placeLocation({ ...base, geonameid: 5128581 })).toEqual({ geonameid: 5128581 });
    expect(placeLocation({ ...base, zip: '10001' })).toEqual({ zip: '10001' });
    expect(locationParams({ latitude: 40.712776, longitude: -74.005974, tzid: 'America/New_York' })).toEqual({
      latitude: '40.7128',
      longitude: '-74.0060',
      tzid: 'America/New_York',
    });
  });
});
