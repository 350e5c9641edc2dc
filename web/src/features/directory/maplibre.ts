// maplibre-gl and its stylesheet, for react-map-gl (SynagogueMap's `mapLib`): imported dynamically
// by the live map only, so neither is ever part of the `/` bundle. v6 finds its
// worker next to its own file, which a bundler moves: the worker is shipped as an asset and named here.
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

export * from 'maplibre-gl';
