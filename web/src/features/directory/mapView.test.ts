import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTER, inBounds, initialView, normalizeBounds } from './mapView.ts';

describe('initial map view (spec §9)', () => {
  it('opens on the default centre at zoom 12 with nothing to show', () => {
    expect(initialView([])).toEqual({ center: DEFAULT_CENTER, zoom: 12 });
  });

  it('zooms to 15 on a single result', () => {
    expect(initialView([{ lat: 51.5, lng: -0.08 }])).toEqual({ center: { lat: 51.5, lng: -0.08 }, zoom: 15 });
  });

  it('centres several results on their average at 14 − log2(n), within 8..12', () => {
    const two = initialView([
      { lat: 40, lng: -74 },
      { lat: 42, lng: -72 },
    ]);
    expect(two.center).toEqual({ lat: 41, lng: -73 });
    expect(two.zoom).toBe(12); // 14 − 1 = 13, capped at 12
    const points = Array.from({ length: 20 }, (_, i) => ({ lat: i, lng: i }));
    expect(initialView(points).zoom).toBeCloseTo(14 - Math.log2(20));
    const many = Array.from({ length: 100 }, () => ({ lat: 1, lng: 1 }));
    expect(initialView(many).zoom).toBe(8); // 14 − 6.6, raised to 8
  });
});

describe('viewport bounds', () => {
  it('wraps longitudes into ±180 and rounds', () => {
    expect(normalizeBounds(-74.123456, 40.1, -73.5, 41.2)).toEqual({ west: -74.1235, south: 40.1, east: -73.5, north: 41.2 });
    expect(normalizeBounds(170, -10, 190, 10)).toEqual({ west: 170, south: -10, east: -170, north: 10 });
    expect(normalizeBounds(-200, -95, 200, 95)).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it('tests points against a box, across the antimeridian too', () => {
    const box = { west: -75, east: -73, south: 40, north: 41 };
    expect(inBounds({ lat: 40.7, lng: -74 }, box)).toBe(true);
    expect(inBounds({ lat: 39, lng: -74 }, box)).toBe(false);
    const across = { west: 170, east: -170, south: -20, north: 0 };
    expect(inBounds({ lat: -10, lng: 178 }, across)).toBe(true);
    expect(inBounds({ lat: -10, lng: -175 }, across)).toBe(true);
    expect(inBounds({ lat: -10, lng: 0 }, across)).toBe(false);
  });
});
