import { describe, expect, it } from 'vitest';
import { coveringTiles, toScreen, viewBounds } from './mapProjection.ts';

const box = { width: 400, height: 300 };

describe('map preview projection', () => {
  it('puts the centre in the middle of the box', () => {
    expect(toScreen({ lat: 40.7, lng: -73.9 }, { center: { lat: 40.7, lng: -73.9 }, zoom: 12 }, box)).toEqual({ x: 200, y: 150 });
  });

  it('spaces places as maplibre does: the world is 512 px wide at zoom 0', () => {
    const view = { center: { lat: 0, lng: 0 }, zoom: 0 };
    expect(toScreen({ lat: 0, lng: 90 }, view, box).x).toBeCloseTo(200 + 128, 6);
    expect(toScreen({ lat: 0, lng: -180 }, view, box).x).toBeCloseTo(200 - 256, 6);
    // Mercator stretches latitudes: 45° N is 0.8814 radians up the projected world.
    expect(toScreen({ lat: 45, lng: 0 }, view, box).y).toBeCloseTo(150 - (512 * 0.881374) / (2 * Math.PI), 3);
  });

  it('reports the bounds a box shows', () => {
    const b = viewBounds({ center: { lat: 0, lng: 0 }, zoom: 1 }, { width: 1024, height: 1024 });
    expect(b.west).toBe(-180);
    expect(b.east).toBe(180);
    expect(b.north).toBeCloseTo(85.0511, 3);
    expect(b.south).toBeCloseTo(-85.0511, 3);
    const small = viewBounds({ center: { lat: 40.7, lng: -73.9 }, zoom: 12 }, box);
    expect(small.west).toBeLessThan(-73.9);
    expect(small.east).toBeGreaterThan(-73.9);
    expect(small.south).toBeLessThan(40.7);
    expect(small.north).toBeGreaterThan(40.7);
  });

  it('covers the box with 256 px tiles at round(zoom + 1), scaled to fractional zooms', () => {
    const tiles = coveringTiles({ center: { lat: 40.6782, lng: -73.9442 }, zoom: 11.3 }, box, 19);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([12]));
    const size = 256 * 2 ** (11.3 + 1 - 12);
    expect(tiles[0]!.size).toBeCloseTo(size, 6);
    // Together they cover every pixel of the box.
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + t.size))).toBeGreaterThanOrEqual(box.width);
    expect(Math.max(...tiles.map((t) => t.top + t.size))).toBeGreaterThanOrEqual(box.height);
    // Brooklyn at z12 is tile 1206/1540 (the same tile OpenStreetMap serves for it).
    expect(tiles.some((t) => t.x === 1206 && t.y === 1540)).toBe(true);
  });

  it('wraps columns across the antimeridian and stops at the poles', () => {
    const tiles = coveringTiles({ center: { lat: 80, lng: 179.9 }, zoom: 2 }, box, 19);
    expect(tiles.every((t) => t.x >= 0 && t.x < 8 && t.y >= 0 && t.y < 8)).toBe(true);
    expect(tiles.some((t) => t.x === 0)).toBe(true);
    expect(tiles.some((t) => t.x === 7)).toBe(true);
  });

  it('never asks for tiles beyond the tile server’s zoom', () => {
    expect(coveringTiles({ center: { lat: 0, lng: 0 }, zoom: 19.5 }, box, 19).every((t) => t.z === 19)).toBe(true);
  });
});
