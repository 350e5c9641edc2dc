// Web Mercator as maplibre uses it (a world 512 px wide at zoom 0), for the map preview: where
// a place falls in a box of a given size, what the box shows, and which OpenStreetMap tiles
// cover it, so that the preview matches the live map pixel for pixel.
import type { MapPoint } from './format.ts';
import { normalizeBounds, type Bounds, type MapView } from './mapView.ts';

/** maplibre's world size at zoom 0, and OpenStreetMap's raster tile size. */
const WORLD_TILE = 512;
const RASTER_TILE = 256;

export interface BoxSize {
  width: number;
  height: number;
}

/** A place as fractions of the world's width and height (0..1 from the north-west corner). */
function toUnit({ lat, lng }: MapPoint): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

function fromUnit(x: number, y: number): MapPoint {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return { lat, lng: x * 360 - 180 };
}

const worldSize = (zoom: number) => WORLD_TILE * 2 ** zoom;

/** Where a place falls, in pixels from the box's top-left corner. */
export function toScreen(point: MapPoint, { center, zoom }: MapView, { width, height }: BoxSize): { x: number; y: number } {
  const p = toUnit(point);
  const c = toUnit(center);
  const size = worldSize(zoom);
  return { x: (p.x - c.x) * size + width / 2, y: (p.y - c.y) * size + height / 2 };
}

/** The part of the world a box shows. */
export function viewBounds({ center, zoom }: MapView, { width, height }: BoxSize): Bounds {
  const c = toUnit(center);
  const size = worldSize(zoom);
  const nw = fromUnit(c.x - width / 2 / size, c.y - height / 2 / size);
  const se = fromUnit(c.x + width / 2 / size, c.y + height / 2 / size);
  return normalizeBounds(nw.lng, se.lat, se.lng, nw.lat);
}

export interface PlacedTile {
  /** `z/x/y` of the tile in OpenStreetMap's scheme. */
  z: number;
  x: number;
  y: number;
  /** Its top-left corner in the box, and its side, in pixels. */
  left: number;
  top: number;
  size: number;
}

/**
 * The raster tiles that cover a box, as maplibre picks them for 256 px tiles: zoom level
 * round(zoom + 1), scaled to the fractional zoom. Columns wrap around the antimeridian.
 */
export function coveringTiles({ center, zoom }: MapView, { width, height }: BoxSize, maxTileZoom: number): PlacedTile[] {
  const z = Math.max(0, Math.min(maxTileZoom, Math.round(zoom + 1)));
  const count = 2 ** z;
  const size = RASTER_TILE * 2 ** (zoom + 1 - z);
  const c = toUnit(center);
  const cx = c.x * count;
  const cy = c.y * count;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.max(0, Math.floor(cy - height / 2 / size)); ty <= Math.min(count - 1, Math.floor(cy + height / 2 / size)); ty++) {
    for (let tx = Math.floor(cx - width / 2 / size); tx <= Math.floor(cx + width / 2 / size); tx++) {
      tiles.push({ z, x: ((tx % count) + count) % count, y: ty, left: (tx - cx) * size + width / 2, top: (ty - cy) * size + height / 2, size });
    }
  }
  return tiles;
}
