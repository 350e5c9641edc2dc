// Map viewports snapped outward to a grid of tiles, so that nearby map moves ask for the same
// box and share one edge-cache entry (docs/architecture.md: Edge cache). The viewport route answers the
// snapped box, which always contains the one asked for.
import type { Viewport } from './reads.ts';
import { longitudeSpan } from '../geo/geo.ts';

/**
 * The grid step for a view: the power of two (in degrees) from a quarter to half the view's
 * larger side, so the snapped box is less than twice the view on each side.
 */
function stepFor(span: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(span, 1e-6) / 4));
}

export function snapViewport(v: Viewport): Viewport {
  const crosses = v.west > v.east;
  const step = stepFor(Math.max(v.north - v.south, longitudeSpan(v.west, v.east)));
  const down = (x: number) => Math.floor(x / step) * step;
  const up = (x: number) => Math.ceil(x / step) * step;
  const south = Math.max(-90, down(v.south));
  const north = Math.min(90, up(v.north));
  const west = Math.max(-180, down(v.west));
  const east = Math.min(180, up(v.east));
  // Grown to the whole circle (or past it, across the antimeridian): every longitude.
  const grown = crosses ? east + 360 - west : east - west;
  if (grown >= 360 || (crosses && west <= east)) return { ...v, south, north, west: -180, east: 180 };
  return { ...v, south, north, west, east };
}
