import { describe, expect, it } from 'vitest';
import { boundingBox, cityPrefixQuery, distanceKm, ftsPrefixQuery, longitudeRanges, searchTerms, zipCodeOf } from './search.ts';

describe('search terms', () => {
  it('quotes every term and makes it a prefix', () => {
    expect(ftsPrefixQuery('young isr')).toBe('"young"* "isr"*');
    expect(ftsPrefixQuery("B'nai Tel-Aviv St.")).toBe(`"B'nai"* "Tel-Aviv"* "St."*`);
  });

  it.each([
    ['"', null],
    ['*', null],
    ['-', null],
    ['()', null],
    ['🕍🙂', null],
    ['', null],
    ['   ', null],
    ['NEAR(a b)', '"NEAR"* "a"* "b"*'],
    ['beth AND el OR -x', '"beth"* "AND"* "el"* "OR"* "-x"*'],
    ['name:beth', '"name"* "beth"*'],
    ['"beth el"', '"beth"* "el"*'],
    ['🕍 beth', '"beth"*'],
    ['a^b', '"a"* "b"*'],
  ])('never lets %j through as syntax', (text, expected) => {
    expect(ftsPrefixQuery(text)).toBe(expected);
  });

  it('bounds the number of terms', () => {
    expect(searchTerms('a '.repeat(250))).toHaveLength(12);
  });

  it('keeps letters of every script and their marks', () => {
    expect(searchTerms('בֵּית כְּנֶסֶת Zürich')).toEqual(['בֵּית', 'כְּנֶסֶת', 'Zürich']);
  });

  it('suggests on the city column, one phrase before the first comma', () => {
    expect(cityPrefixQuery('new yo')).toBe('city : "new yo"*');
    expect(cityPrefixQuery('Brooklyn, NY, USA')).toBe('city : "Brooklyn"*');
    expect(cityPrefixQuery('**')).toBeNull();
  });

  it('recognises 5-digit ZIP codes and ZIP+4', () => {
    expect(zipCodeOf('10023')).toBe('10023');
    expect(zipCodeOf(' 10023-1234 ')).toBe('10023');
    expect(zipCodeOf('1002')).toBeNull();
    expect(zipCodeOf('100231')).toBeNull();
    expect(zipCodeOf('10023 NY')).toBeNull();
  });
});

describe('geometry', () => {
  it('measures great-circle distances', () => {
    // Upper West Side (Shearith Israel) to Crown Heights (770): about 12 km.
    expect(distanceKm(40.775, -73.9781, 40.6693, -73.9425)).toBeCloseTo(12.1, 0);
    expect(distanceKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('splits a box across the antimeridian into two longitude ranges', () => {
    expect(longitudeRanges(-10, 10)).toEqual([[-10, 10]]);
    expect(longitudeRanges(170, -170)).toEqual([
      [170, 180],
      [-180, -170],
    ]);
  });

  it('bounds a circle with a box that contains it', () => {
    const box = boundingBox(40.7, -74, 50);
    expect(box.north - box.south).toBeCloseTo((2 * 50) / 111.195, 2);
    const [[west, east]] = box.lngRanges as [[number, number]];
    // The circle's widest point is 50 km east and west of the centre.
    expect(distanceKm(40.7, -74, 40.7, west)).toBeGreaterThanOrEqual(49.9);
    expect(distanceKm(40.7, -74, 40.7, east)).toBeGreaterThanOrEqual(49.9);
  });

  it('wraps the box of a circle near the antimeridian', () => {
    const fiji = boundingBox(-18.1, 179.9, 50);
    expect(fiji.lngRanges).toHaveLength(2);
    expect(fiji.lngRanges?.[0]?.[1]).toBe(180);
    expect(fiji.lngRanges?.[1]?.[0]).toBe(-180);
  });

  it('takes every longitude when the circle reaches a pole', () => {
    expect(boundingBox(89.9, 0, 50)).toMatchObject({ north: 90, lngRanges: null });
    expect(boundingBox(0, 0, 15_000).lngRanges).toBeNull();
  });
});
