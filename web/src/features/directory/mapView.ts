// Where the live map opens (spec §9 Map).
import type { MapPoint } from './format.ts';

export const DEFAULT_CENTER: MapPoint = { lat: 40.758, lng: -73.9855 };
export const DEFAULT_ZOOM = 12;
export const SINGLE_RESULT_ZOOM = 15;
export const MIN_FIT_ZOOM = 8;
export const MAX_FIT_ZOOM = 12;
export const MAX_TILE_ZOOM = 19;

export interface MapView {
  center: MapPoint;
  zoom: number;
}

/** One point: on it at zoom 15; several: their average at 14 − log2(n), kept within 8..12. */
export function initialView(points: MapPoint[]): MapView {
  if (points.length === 0) return { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  if (points.length === 1) return { center: points[0]!, zoom: SINGLE_RESULT_ZOOM };
  const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const lng = points.reduce((sum, p) => sum + p.lng, 0) / points.length;
  const zoom = Math.min(MAX_FIT_ZOOM, Math.max(MIN_FIT_ZOOM, 14 - Math.log2(points.length)));
  return { center: { lat, lng }, zoom };
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
