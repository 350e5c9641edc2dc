import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, boundingBox, distanceKm, latitudeBands, longitudeRanges, longitudeScale, longitudeSpan } from './geo.ts';

describe('geo', () => {
  it('measures great-circle distances', () => {
    // Upper West Side (Shearith Israel) to Crown Heights (770): about 12 km.
    expect(distanceKm(40.775, -73.9781, 40.6693, -73.9425)).toBeCloseTo(12.1, 0);
    expect(distanceKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 3);
    expect(EARTH_RADIUS_KM).toBe(6371.0088);
  });

  it('measures a degree of longitude against one of latitude', () => {
    expect(longitudeScale(0)).toBe(1);
    expect(longitudeScale(60)).toBeCloseTo(0.5, 12);
    expect(distanceKm(60, 0, 60, 1) / distanceKm(60, 0, 61, 0)).toBeCloseTo(0.5, 3);
  });

  it('measures longitude spans eastward, across the antimeridian', () => {
    expect(longitudeSpan(-10, 10)).toBe(20);
    expect(longitudeSpan(170, -170)).toBe(20);
    expect(longitudeSpan(-180, 180)).toBe(360);
  });

  it('lists the latitude bands a span touches, counted from 90° south', () => {
    expect(latitudeBands(40.2, 41.9, 1)).toEqual([130, 131]);
    expect(latitudeBands(-90, -89.97, 50)).toEqual([0, 1]);
    expect(latitudeBands(10.5, 10.5, 1)).toEqual([100]);
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
