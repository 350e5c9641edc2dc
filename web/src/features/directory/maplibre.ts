// maplibre-gl and its stylesheet: imported dynamically by the live map only, so neither is
// ever part of the `/` bundle (design.md §4). v6 has no default export and finds its worker
// next to its own file, which a bundler moves: the worker is shipped as an asset and named here.
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

export { GeoJSONSource, Map, Marker, NavigationControl, Popup } from 'maplibre-gl';
