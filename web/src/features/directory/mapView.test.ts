import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTER, inBounds, longitudeSpan, normalizeBounds, openingView } from './mapView.ts';

describe('opening map view', () => {
  it('opens on the default centre at zoom 12 with nothing to show', () => {
    expect(openingView([])).toEqual({ center: DEFAULT_CENTER, zoom: 12 });
  });

  it('zooms to 15 on a single result', () => {
    expect(openingView([{ lat: 51.5, lng: -0.08 }])).toEqual({ center: { lat: 51.5, lng: -0.08 }, zoom: 15 });
  });

  it('opens on the box around several results, however far apart', () => {
    const london = [
      { lat: 51.5143, lng: -0.0783 },
      { lat: 51.5214, lng: -0.1444 },
    ];
    expect(openingView(london)).toEqual({ bounds: [-0.1444, 51.5143, -0.0783, 51.5214] });
    const world = [
      { lat: 34.06, lng: -118.43 },
      { lat: -33.87, lng: 151.21 },
      { lat: 52.52, lng: 13.39 },
    ];
    // Sydney east across the Pacific to Los Angeles and on to Berlin: 222° rather than 270°.
    expect(openingView(world)).toEqual({ bounds: [151.21, -33.87, 373.39, 52.52] });
  });

  it('takes the short way across the antimeridian', () => {
    expect(longitudeSpan([178, -158, 179])).toEqual([178, 202]);
    expect(longitudeSpan([-74, 2, 35])).toEqual([-74, 35]);
    expect(longitudeSpan([10, 10])).toEqual([10, 10]);
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
