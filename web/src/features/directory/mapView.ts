// Where the live map opens, and the box it shows as the viewport API takes it.
import type { MapPoint } from './format.ts';

export const DEFAULT_CENTER: MapPoint = { lat: 40.758, lng: -73.9855 };
export const DEFAULT_ZOOM = 12;
export const SINGLE_RESULT_ZOOM = 15;
/** The opening view never zooms closer than this, however near together the results are. */
export const MAX_OPENING_ZOOM = 16;
export const MAX_TILE_ZOOM = 19;

/**
 * Room kept free around the results when the map opens, in pixels: the status label and the
 * zoom buttons sit in the top corners, the attribution along the bottom, and a cluster marker is
 * 36 px wide, so no marker opens under a control or half outside the map.
 */
export const OPENING_PADDING = { top: 72, bottom: 40, left: 24, right: 24 } as const;

/** Where the map opens: on one point, or on a box (west, south, east, north; east may pass 180). */
export type OpeningView = { center: MapPoint; zoom: number } | { bounds: [number, number, number, number] };

/**
 * The map opens on all its results: one result at zoom 15, several on their bounding box (fitted
 * with OPENING_PADDING, at most MAX_OPENING_ZOOM), none at the default view. A fixed zoom from the
 * count alone (14 − log2(n)) ignored how far apart results are and hid some of them on phones.
 */
export function openingView(points: MapPoint[]): OpeningView {
  if (points.length === 0) return { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  if (points.length === 1) return { center: points[0]!, zoom: SINGLE_RESULT_ZOOM };
  const lats = points.map((p) => p.lat);
  const [west, east] = longitudeSpan(points.map((p) => p.lng));
  return { bounds: [west, Math.min(...lats), east, Math.max(...lats)] };
}

/**
 * The narrowest west..east range holding every longitude, which may cross the antimeridian
 * (Fiji and Hawaii: from 178 to 202, not from −158 round the world to 178): it leaves out the
 * widest empty gap between neighbouring longitudes.
 */
export function longitudeSpan(lngs: number[]): [number, number] {
  const sorted = [...lngs].sort((a, b) => a - b);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  // The gap across the antimeridian, from the easternmost round to the westernmost.
  let widest = first + 360 - last;
  let span: [number, number] = [first, last];
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]! - sorted[i - 1]!;
    if (gap > widest) {
      widest = gap;
      span = [sorted[i]!, sorted[i - 1]! + 360];
    }
  }
  return span;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * The visible box as the viewport API takes it: latitudes within ±90, longitudes wrapped into
 * ±180 (west > east then means the box crosses the antimeridian), rounded so that nearby views
 * share a cache entry.
 */
export function normalizeBounds(west: number, south: number, east: number, north: number): Bounds {
  const clampLat = (lat: number) => round4(Math.max(-90, Math.min(90, lat)));
  if (east - west >= 360) return { north: clampLat(north), south: clampLat(south), east: 180, west: -180 };
  return { north: clampLat(north), south: clampLat(south), east: round4(wrapLng(east)), west: round4(wrapLng(west)) };
}

export function inBounds(p: MapPoint, b: Bounds): boolean {
  if (p.lat < b.south || p.lat > b.north) return false;
  return b.west <= b.east ? p.lng >= b.west && p.lng <= b.east : p.lng >= b.west || p.lng <= b.east;
}
