// maplibre-gl and its stylesheet: imported dynamically by the live map only, so neither is
// ever part of the `/` bundle (design.md §4). v6 has no default export and finds its worker
// next to its own file, which a bundler moves: the worker is shipped as an asset and named here.
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MAX_TILE_ZOOM } from './mapView.ts';

setWorkerUrl(workerUrl);

export { GeoJSONSource, Map, Marker, NavigationControl, Popup } from 'maplibre-gl';

/** OpenStreetMap's raster tiles with their attribution, unless VITE_MAP_STYLE_URL names another style. */
export function mapStyle(): StyleSpecification | string {
  const styleUrl = import.meta.env.VITE_MAP_STYLE_URL;
  if (styleUrl) return styleUrl;
  return {
    version: 8,
    // No paint-property transitions: each would keep the map redrawing every frame for 300 ms
    // after a layer is added, for nothing this style animates.
    transition: { duration: 0, delay: 0 },
    sources: {
      osm: {
        type: 'raster',
        tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
        tileSize: 256,
        maxzoom: MAX_TILE_ZOOM,
        attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef0f3' } },
      // Tiles appear at once: a fade redraws the whole map every frame for 300 ms per arriving tile.
      { id: 'osm', type: 'raster', source: 'osm', paint: { 'raster-fade-duration': 0 } },
    ],
  };
}
