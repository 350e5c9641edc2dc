// The live map's style: OpenStreetMap's raster tiles, or the style VITE_MAP_STYLE_URL
// names. The markers are DOM elements, so the canvas draws tiles only.
import type { StyleSpecification } from 'maplibre-gl';
import { MAP_BACKGROUND } from './mapBackground.ts';
import { MAX_TILE_ZOOM } from './mapView.ts';

/** OpenStreetMap's raster tiles (a public tile server), 256 px each. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** OpenStreetMap's raster tiles with their attribution, unless VITE_MAP_STYLE_URL names another style. */
export function mapStyle(styleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL): StyleSpecification | string {
  if (styleUrl) return styleUrl;
  return {
    version: 8,
    // No paint-property transitions: each would keep the map redrawing every frame for 300 ms
    // after a layer is added, for nothing this style animates.
    transition: { duration: 0, delay: 0 },
    sources: {
      osm: {
        type: 'raster',
        tiles: [OSM_TILE_URL],
        tileSize: 256,
        maxzoom: MAX_TILE_ZOOM,
        attribution: `© <a href="${OSM_COPYRIGHT_URL}">OpenStreetMap</a> contributors`,
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_BACKGROUND } },
      // Tiles appear at once: a fade redraws the whole map every frame for 300 ms per arriving tile.
      { id: 'osm', type: 'raster', source: 'osm', paint: { 'raster-fade-duration': 0 } },
    ],
  };
}
