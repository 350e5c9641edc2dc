import { describe, expect, it } from 'vitest';
import { OSM_JUDAISM_DENOMINATIONS, nusachOf } from './osm-denominations.ts';

describe('OpenStreetMap denominations → nusach', () => {
  it('covers the OSM wiki’s values for Judaism, each with the rite it implies', () => {
    expect(Object.keys(OSM_JUDAISM_DENOMINATIONS)).toHaveLength(36);
    const rite = (nusach: string) =>
      Object.entries(OSM_JUDAISM_DENOMINATIONS)
        .filter(([, n]) => n === nusach)
        .map(([value]) => value);
    expect(rite('ashkenaz')).toEqual(['ashkenazi', 'orthodox_ashkenaz']);
    // Nusach Sefard is the Chasidic rite.
    expect(rite('sefard')).toEqual(['hasidic', 'orthodox_sefard']);
    expect(rite('arizal')).toEqual(['lubavitch']);
    // Sephardi and Mizrahi communities (and Bukharan ones) pray Edot HaMizrach.
    expect(rite('mizrachi')).toEqual([
      'buchari',
      'mizrachi_baghdadi',
      'mizrachi_chida',
      'mizrachi_jerusalemite',
      'mizrachi_livorno',
      'mizrachi_moroccan',
      'sefardi',
      'sefardi_amsterdam',
      'sefardi_london',
    ]);
    expect(rite('temani')).toEqual(['yemenite', 'yemenite_baladi', 'yemenite_shami']);
    for (const value of [
      'orthodox',
      'modern_orthodox',
      'ultra_orthodox',
      'conservative',
      'reform',
      'liberal',
      'progressive',
      'reconstructionist',
      'karaite',
    ]) {
      expect(nusachOf(value), value).toBeNull();
    }
  });

  it('reads other spellings, Hebrew values, "nusach" prefixes and lists', () => {
    expect(nusachOf('Sephardic')).toBe('mizrachi');
    expect(nusachOf('sephardi')).toBe('mizrachi');
    expect(nusachOf('spanish_and_portuguese')).toBe('mizrachi');
    expect(nusachOf('chabad')).toBe('arizal');
    expect(nusachOf('chabad-lubavitch')).toBe('arizal');
    expect(nusachOf('Nusach Ari')).toBe('arizal');
    expect(nusachOf('nusach-sefard')).toBe('sefard');
    expect(nusachOf('mizrahi')).toBe('mizrachi');
    expect(nusachOf('orthodox;hasidic')).toBe('sefard');
    // karov-lod sample: a Lithuanian-yeshivish community prays Nusach Ashkenaz.
    expect(nusachOf('ליטאי_ישיבתי')).toBe('ashkenaz');
    expect(nusachOf('חב"ד')).toBe('arizal');
    expect(nusachOf('תימני')).toBe('temani');
    expect(nusachOf(undefined)).toBeNull();
    expect(nusachOf('')).toBeNull();
  });
});
