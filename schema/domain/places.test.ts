import { describe, expect, it } from 'vitest';
import { PRESET_CITIES, asciiFold, matchPreset, placeLabel, presetKeys, quickPicks } from './places.ts';

describe('asciiFold', () => {
  it('folds accents and the letters NFD keeps', () => {
    expect(asciiFold('Zürich')).toBe('Zurich');
    expect(asciiFold('Tromsø')).toBe('Tromso');
    expect(asciiFold('Łódź')).toBe('Lodz');
    expect(asciiFold('  Sant  Julià de Lòria ')).toBe('Sant Julia de Loria');
    expect(asciiFold('Qal‘ah-ye Kūf')).toBe('Qalah-ye Kuf');
    expect(asciiFold('ירושלים')).toBe('');
  });
});

describe('the preset city table', () => {
  it('holds the 24 cities and 3 aliases', () => {
    expect(PRESET_CITIES).toHaveLength(24);
    expect(presetKeys().size).toBe(27);
    expect(presetKeys().get('nyc')?.geonameid).toBe(5128581);
    expect(presetKeys().get('la')?.name).toBe('Los Angeles');
    expect(presetKeys().get('philly')?.name).toBe('Philadelphia');
  });

  it('matches by exact key, then by a substring of a key or name', () => {
    expect(matchPreset('NYC')?.name).toBe('New York');
    expect(matchPreset(' Montréal ')?.name).toBe('Montreal');
    expect(matchPreset('aviv')?.name).toBe('Tel Aviv');
    expect(matchPreset('bourne')?.name).toBe('Melbourne');
    expect(matchPreset('ny')).toBeUndefined();
    expect(matchPreset('Springfield')).toBeUndefined();
    expect(matchPreset('')).toBeUndefined();
  });

  it('offers eight distinct quick-picks, Jerusalem among them', () => {
    const picks = quickPicks().map((p) => p.name);
    expect(picks).toHaveLength(8);
    expect(new Set(picks).size).toBe(8);
    expect(picks).toContain('Jerusalem');
  });
});

describe('placeLabel', () => {
  it('names the state or province in North America and the country elsewhere', () => {
    expect(placeLabel({ name: 'Chicago', country: 'US', admin1: 'IL' })).toBe('Chicago, IL');
    expect(placeLabel({ name: 'Beverly Hills', country: 'US', admin1: 'CA', zip: '90210' })).toBe('Beverly Hills, CA 90210');
    expect(placeLabel({ name: 'Jerusalem', country: 'IL', admin1: '06' })).toBe('Jerusalem, Israel');
  });
});
