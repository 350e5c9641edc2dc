// The live map through react-map-gl's maplibre binding: a clustered GeoJSON source of the
// listings, a DOM button per marker (reachable by keyboard and screen readers), popups, and after
// the visitor moves the map, the listings inside the view from /api/synagogues/viewport.
import { useMemo, useRef, useState } from 'react';
import MapGL, { Layer, Marker, NavigationControl, Popup, Source, type MapRef, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import type { GeoJSONSource } from 'maplibre-gl';
import type { MapListing } from '#contract/synagogues.ts';
import { RTL_LOCALES, type Locale } from '#domain/languages.ts';
import { shownNames } from '#domain/listing-names.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { toPoint } from './format.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, listingFeatures, spotsOf, type SpotData } from './mapClusters.ts';
import { MapMarker } from './MapMarker.tsx';
import { MapPopupContent } from './MapPopupContent.tsx';
import { MapStatus } from './MapStatus.tsx';
import { mapStyle } from './mapStyle.ts';
import { MAX_OPENING_ZOOM, MAX_TILE_ZOOM, OPENING_PADDING, inBounds, normalizeBounds, openingView, type Bounds } from './mapView.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useViewportListings } from './useViewportListings.ts';
import { useListingWords } from './words.ts';

const SOURCE = 'synagogues';
/** Pans in quick succession load the viewport once. */
const PAN_DEBOUNCE_MS = 300;
/** maplibre's own lowest zoom (the binding's default is 0): results on four continents fit a phone. */
const MIN_ZOOM = -2;

/**
 * maplibre, through the module that sets its worker and styles. A failure reaches the map's
 * onError; the promise is marked handled for a render that React discards before the map uses it.
 */
function loadMapLib() {
  const lib = import('./maplibre.ts');
  lib.catch(() => {});
  return lib;
}

/** The map's opening camera on `synagogues`. */
function initialViewState(synagogues: MapListing[]) {
  const view = openingView(synagogues.map(toPoint).filter((p) => p !== null));
  return 'bounds' in view
    ? { bounds: view.bounds, fitBoundsOptions: { padding: OPENING_PADDING, maxZoom: MAX_OPENING_ZOOM } }
    : { longitude: view.center.lng, latitude: view.center.lat, zoom: view.zoom };
}

/** The box the map shows, as the viewport API takes it. */
function boundsOf(map: Pick<MapRef, 'getBounds'>): Bounds {
  const b = map.getBounds();
  return normalizeBounds(b.getWest(), b.getSouth(), b.getEast(), b.getNorth());
}

export interface SynagogueMapProps {
  /** The search results that have coordinates. */
  synagogues: MapListing[];
  /** The map could not start (no WebGL, maplibre failed to load). */
  onFail: () => void;
}

/**
 * The map of one set of results: it opens on them, and a new search gets a new map (LiveMap keys
 * it by the results), which opens on its own results as this one did.
 */
export default function SynagogueMap({ synagogues, onFail }: SynagogueMapProps) {
  const t = useT();
  const words = useListingWords();
  // The status label sits in the top corner where lines start (MapStatus), the zoom buttons in the other.
  const locale = useLocale();
  const controlsAt = RTL_LOCALES.has(locale) ? 'top-left' : 'top-right';
  const mapRef = useRef<MapRef>(null);
  // Read once, when the binding creates the map.
  const [mapLib] = useState(loadMapLib);
  /** Failing tiles (offline, blocked) are logged once, not once per tile. */
  const errorLogged = useRef(false);
  const [view, setView] = useState<Bounds | null>(null);
  const [movedTo, setMovedTo] = useState<Bounds | null>(null);
  const [spots, setSpots] = useState<SpotData[]>([]);
  const [popupId, setPopupId] = useState<number | null>(null);

  const loadBounds = useDebouncedValue(movedTo, PAN_DEBOUNCE_MS);
  const viewport = useViewportListings(movedTo && loadBounds);
  const shown = movedTo && viewport.data ? viewport.data : synagogues;
  const data = useMemo(() => listingFeatures(shown), [shown]);
  const byId = useMemo(() => new Map(shown.map((s) => [s.id, s])), [shown]);

  /** One marker per cluster or listing the source shows; state changes only when they do. */
  const syncSpots = () => {
    const map = mapRef.current;
    if (!map?.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
    const next = spotsOf(map.querySourceFeatures(SOURCE));
    setSpots((current) => (sameSpots(current, next) ? current : next));
  };

  const onMoveEnd = (e: ViewStateChangeEvent & { byUser?: boolean }) => {
    const bounds = boundsOf(e.target);
    setView(bounds);
    if (e.originalEvent || e.byUser) setMovedTo(bounds);
  };

  const openSpot = async (spot: SpotData) => {
    const map = mapRef.current;
    if (!map) return;
    if (spot.clusterId === undefined) {
      setPopupId(spot.id ?? null);
      return;
    }
    const zoom = await map.getSource<GeoJSONSource>(SOURCE)?.getClusterExpansionZoom(spot.clusterId);
    map.easeTo({ center: [spot.lng, spot.lat], zoom: zoom ?? map.getZoom() + 2 }, { byUser: true });
  };

  const inView = view
    ? shown.filter((s) => {
        const p = toPoint(s);
        return p !== null && inBounds(p, view);
      }).length
    : 0;
  const status =
    (movedTo && viewport.isValidating) || !view
      ? t('directory.map.loading')
      : inView > 0
        ? t('directory.map.inView', words.count(inView))
        : t('directory.map.noneInView');
  const popup = popupId === null ? undefined : byId.get(popupId);
  const popupAt = popup && toPoint(popup);

  return (
    <>
      <MapGL
        ref={mapRef}
        mapLib={mapLib}
        initialViewState={initialViewState(synagogues)}
        mapStyle={mapStyle()}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_TILE_ZOOM}
        attributionControl={{ compact: false }}
        // maplibre's own labels (the map, its buttons, markers and popups), in the page's language.
        locale={{
          'Map.Title': t('directory.mapUi.title'),
          'NavigationControl.ZoomIn': t('directory.mapUi.zoomIn'),
          'NavigationControl.ZoomOut': t('directory.mapUi.zoomOut'),
          'AttributionControl.ToggleAttribution': t('directory.mapUi.toggleAttribution'),
          'Popup.Close': t('directory.mapUi.closePopup'),
          'Marker.Title': t('directory.mapUi.marker'),
        }}
        // A vector style's labels (VITE_MAP_STYLE_URL) appear at once too: a fade redraws the map
        // every frame for 300 ms, which phones pay for in main-thread time (mapStyle.ts).
        fadeDuration={0}
        onLoad={(e) => setView(boundsOf(e.target))}
        onError={(e) => {
          // Before the map exists (no WebGL, maplibre not loaded) the list stands in for it; a
          // tile that fails later (offline, blocked) is only logged.
          if (!mapRef.current) {
            console.error('The map failed to load', e.error);
            onFail();
          } else if (!errorLogged.current) {
            errorLogged.current = true;
            console.error('Map error', e.error);
          }
        }}
        onMoveEnd={onMoveEnd}
        onSourceData={(e) => e.sourceId === SOURCE && e.isSourceLoaded && syncSpots()}
        onRender={syncSpots}
      >
        <NavigationControl showCompass={false} position={controlsAt} />
        <Source id={SOURCE} type="geojson" data={data} cluster clusterRadius={CLUSTER_RADIUS} clusterMaxZoom={CLUSTER_MAX_ZOOM}>
          {/* Invisible: the markers are DOM buttons, but a source loads only when a layer uses it. */}
          <Layer id={`${SOURCE}-index`} type="circle" paint={{ 'circle-radius': 0, 'circle-opacity': 0 }} />
        </Source>
        {spots.map((spot) => (
          <Marker key={spot.key} longitude={spot.lng} latitude={spot.lat}>
            <MapMarker
              spot={spot}
              name={markerName(spot.id === undefined ? undefined : byId.get(spot.id), locale)}
              onOpen={() => void openSpot(spot)}
            />
          </Marker>
        ))}
        {popup && popupAt && (
          <Popup longitude={popupAt.lng} latitude={popupAt.lat} offset={18} maxWidth="280px" onClose={() => setPopupId(null)}>
            <MapPopupContent synagogue={popup} />
          </Popup>
        )}
      </MapGL>
      <MapStatus>{status}</MapStatus>
    </>
  );
}

/** A marker's accessible name: the listing's name in the page's language. */
const markerName = (listing: MapListing | undefined, locale: Locale) => (listing ? shownNames(listing, locale).name : undefined);

const sameSpots = (a: SpotData[], b: SpotData[]) => a.length === b.length && a.every((s, i) => s.key === b[i]!.key);
