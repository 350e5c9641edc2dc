import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { FeatureCollection, Point } from 'geojson';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import { nextTask } from '../../app/hydration.ts';
import { synagogueCount, toPoint } from './format.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, listingFeatures, toSpot, type SpotData } from './mapClusters.ts';
import { MapMarker } from './MapMarker.tsx';
import { MapPreview } from './MapPreview.tsx';
import type * as MapLib from './maplibre.ts';
import { MAX_TILE_ZOOM, inBounds, initialView, normalizeBounds, type Bounds, type MapView } from './mapView.ts';
import { loadMapLibrary, usePreloadOnFirstInput } from './mapLibrary.ts';
import { MapPopupContent } from './MapPopupContent.tsx';
import { mapStyle } from './mapStyle.ts';
import { useViewportListings } from './useViewportListings.ts';

const SOURCE = 'synagogues';
/** Spec §9: the map waits up to 10 tries of 100 ms for its container to have a size. */
const CONTAINER_TRIES = 10;
const CONTAINER_WAIT_MS = 100;
/** Pans in quick succession load the viewport once. */
const PAN_DEBOUNCE_MS = 300;

interface Spot extends SpotData {
  element: HTMLDivElement;
}

/** What the visitor chose on the preview, done once the live map is up. */
interface PendingOpen {
  spot: SpotData;
  /** A cluster: the zoom that splits it (the preview's own clusters have other ids). */
  zoom?: number;
}

async function waitForContainer(ref: RefObject<HTMLDivElement | null>): Promise<HTMLDivElement> {
  for (let i = 0; i < CONTAINER_TRIES; i++) {
    if (ref.current && ref.current.clientWidth > 0) return ref.current;
    await new Promise((r) => setTimeout(r, CONTAINER_WAIT_MS));
  }
  throw new Error('The map container never got a size');
}

/** Focus left the map (and the preview that held it, now gone) for something else on the page. */
const movedFocusElsewhere = (region: HTMLElement | null) =>
  document.activeElement !== null && document.activeElement !== document.body && !region?.contains(document.activeElement);

/** Where the map opens for a set of results (spec §9). */
const viewOf = (listings: Synagogue[]): MapView => initialView(listings.map(toPoint).filter((p) => p !== null));

const toFeatures = (listings: Synagogue[]): FeatureCollection<Point> => ({ type: 'FeatureCollection', features: listingFeatures(listings) });

interface LiveMapProps {
  /** The search results that have coordinates. */
  synagogues: Synagogue[];
  /** The map could not start (no WebGL, script failed to load): the caller shows the list instead. */
  onFail: () => void;
  /**
   * Show the first view as a preview (MapPreview) and start maplibre only when the visitor
   * reaches for the map: hovers it, touches it, scrolls on it, tabs into it or picks a marker.
   */
  deferStart?: boolean;
}

/**
 * The live map (spec §2 Map, §9): OpenStreetMap tiles, clustered markers with popups, and after
 * the user moves the map, the listings inside the view from /api/synagogues/viewport.
 */
export function LiveMap({ synagogues, onFail, deferStart = false }: LiveMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLib.Map | null>(null);
  const libRef = useRef<typeof MapLib | null>(null);
  const markersRef = useRef(new Map<string, { marker: MapLib.Marker; spot: Spot }>());
  const popupRef = useRef<MapLib.Popup | null>(null);
  const panTimer = useRef<number | undefined>(undefined);
  const [ready, setReady] = useState(false);
  // A style named by VITE_MAP_STYLE_URL cannot be previewed: the map then starts at once.
  const previewed = deferStart && typeof mapStyle() !== 'string';
  const [started, setStarted] = useState(!previewed);
  const pendingOpen = useRef<PendingOpen | null>(null);
  /** The visitor tabbed into the preview: focus continues on the live map. */
  const focusOnStart = useRef(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const openingView = useMemo(() => viewOf(synagogues), [synagogues]);
  usePreloadOnFirstInput(!started);
  const [view, setView] = useState<Bounds | null>(null);
  const [loadBounds, setLoadBounds] = useState<Bounds | null>(null);
  const [spots, setSpots] = useState<Spot[]>([]);
  const [popup, setPopup] = useState<{ synagogue: Synagogue; element: HTMLElement } | null>(null);
  const [shownSearch, setShownSearch] = useState(synagogues);
  const viewport = useViewportListings(loadBounds);
  /** The results the map is centred on, and the listings its source holds: each new map view
   * and each upload to the clustering worker costs a redraw, so none is repeated. */
  const centredOn = useRef(synagogues);
  const sourceData = useRef<Synagogue[] | null>(null);

  // A new search shows its own results again until the user moves the map.
  if (shownSearch !== synagogues) {
    setShownSearch(synagogues);
    setLoadBounds(null);
  }
  const shown = loadBounds && viewport.data ? viewport.data : synagogues;
  const byId = useMemo(() => new Map(shown.map((s) => [s.id, s])), [shown]);
  const currentListings = useEffectEvent(() => shown);
  const currentResults = useEffectEvent(() => synagogues);

  const fail = useEffectEvent((error: unknown) => {
    console.error('The map failed to load', error);
    onFail();
  });

  /** Keeps one DOM marker per visible cluster or listing, as the clustered source reports them. */
  const syncMarkers = useEffectEvent(() => {
    const map = mapRef.current;
    const lib = libRef.current;
    if (!map || !lib || !map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
    const next = new Map<string, SpotData>();
    // A feature spanning tiles is reported once per tile: the first one stands.
    for (const spot of map.querySourceFeatures(SOURCE).map(toSpot)) if (!next.has(spot.key)) next.set(spot.key, spot);
    const current = markersRef.current;
    let changed = false;
    for (const [key, { marker }] of current) {
      if (!next.has(key)) {
        marker.remove();
        current.delete(key);
        changed = true;
      }
    }
    for (const [key, spot] of next) {
      if (current.has(key)) continue;
      const element = document.createElement('div');
      const marker = new lib.Marker({ element }).setLngLat([spot.lng, spot.lat]).addTo(map);
      current.set(key, { marker, spot: { ...spot, element } });
      changed = true;
    }
    if (changed) setSpots([...current.values()].map((m) => m.spot));
  });

  const onMoveEnd = useEffectEvent((byUser: boolean) => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const bounds = normalizeBounds(b.getWest(), b.getSouth(), b.getEast(), b.getNorth());
    setView(bounds);
    if (!byUser) return;
    window.clearTimeout(panTimer.current);
    panTimer.current = window.setTimeout(() => setLoadBounds(bounds), PAN_DEBOUNCE_MS);
  });

  useEffect(() => {
    if (!started) return;
    let cancelled = false;
    let map: MapLib.Map | undefined;
    const markers = markersRef.current;
    void (async () => {
      try {
        const container = await waitForContainer(containerRef);
        const lib = await loadMapLibrary();
        // Evaluating maplibre and starting its WebGL context are each long: a task apiece.
        await nextTask();
        if (cancelled) return;
        // Opening at the results' view, not at a default one moved from, loads one set of tiles.
        centredOn.current = currentResults();
        const { center, zoom } = viewOf(centredOn.current);
        map = new lib.Map({
          container,
          style: mapStyle(),
          center: [center.lng, center.lat],
          zoom,
          maxZoom: MAX_TILE_ZOOM,
          attributionControl: { compact: false },
          // A vector style's labels (VITE_MAP_STYLE_URL) appear at once too: a fade redraws the
          // map every frame for 300 ms, which phones pay for in main-thread time (mapStyle.ts).
          fadeDuration: 0,
          cooperativeGestures: false,
        });
        mapRef.current = map;
        libRef.current = lib;
        map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        // Tiles that fail to load (offline, blocked) are reported once, not once per tile; the
        // markers still work.
        let reported = false;
        map.on('error', (e) => {
          if (reported) return;
          reported = true;
          console.error('Map error', e.error);
        });
        map.on('load', () => {
          sourceData.current = currentListings();
          map!.addSource(SOURCE, {
            type: 'geojson',
            data: toFeatures(sourceData.current),
            cluster: true,
            clusterRadius: CLUSTER_RADIUS,
            clusterMaxZoom: CLUSTER_MAX_ZOOM,
          });
          // Invisible: the markers are DOM elements, but a source only loads when a layer uses it.
          map!.addLayer({ id: `${SOURCE}-index`, type: 'circle', source: SOURCE, paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
          setReady(true);
          // The map opens where it stays: no move follows to report the first view.
          onMoveEnd(false);
        });
        map.on('render', () => syncMarkers());
        map.on('moveend', (e: { originalEvent?: Event; byUser?: boolean }) => onMoveEnd(Boolean(e.originalEvent || e.byUser)));
      } catch (error) {
        if (!cancelled) fail(error);
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(panTimer.current);
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
      map?.remove();
      mapRef.current = null;
    };
  }, [started]);

  // Each new search re-centres the map on its results (spec §9).
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || centredOn.current === synagogues) return;
    centredOn.current = synagogues;
    const { center, zoom } = viewOf(synagogues);
    popupRef.current?.remove();
    map.jumpTo({ center: [center.lng, center.lat], zoom });
  }, [synagogues, ready]);

  useEffect(() => {
    const source = ready ? mapRef.current?.getSource<MapLib.GeoJSONSource>(SOURCE) : undefined;
    if (!source || sourceData.current === shown) return;
    sourceData.current = shown;
    void source.setData(toFeatures(shown));
  }, [shown, ready]);

  const onSpotClick = async (spot: SpotData) => {
    const map = mapRef.current;
    const lib = libRef.current;
    if (!map || !lib) return;
    if (spot.clusterId !== undefined) {
      const source = map.getSource<MapLib.GeoJSONSource>(SOURCE);
      const zoom = await source?.getClusterExpansionZoom(spot.clusterId);
      map.easeTo({ center: [spot.lng, spot.lat], zoom: zoom ?? map.getZoom() + 2 }, { byUser: true });
      return;
    }
    const synagogue = spot.id === undefined ? undefined : byId.get(spot.id);
    if (!synagogue) return;
    popupRef.current?.remove();
    const element = document.createElement('div');
    const p = new lib.Popup({ offset: 18, maxWidth: '280px', focusAfterOpen: true })
      .setLngLat([spot.lng, spot.lat])
      .setDOMContent(element)
      .addTo(map);
    p.on('close', () => setPopup((cur) => (cur?.element === element ? null : cur)));
    popupRef.current = p;
    setPopup({ synagogue, element });
  };

  // What the visitor chose on the preview happens once the map is up; a visitor who tabbed
  // into the preview continues on the map itself.
  const continueFromPreview = useEffectEvent(() => {
    const map = mapRef.current;
    const pending = pendingOpen.current;
    pendingOpen.current = null;
    if (!map) return;
    if (pending?.zoom !== undefined) map.easeTo({ center: [pending.spot.lng, pending.spot.lat], zoom: pending.zoom }, { byUser: true });
    else if (pending) void onSpotClick(pending.spot);
    else if (focusOnStart.current && !movedFocusElsewhere(regionRef.current)) map.getCanvas().focus();
  });
  useEffect(() => {
    if (ready && previewed) continueFromPreview();
  }, [ready, previewed]);

  const start = () => {
    if (!started) setStarted(true);
  };
  const inView = view ? shown.filter((s) => { const p = toPoint(s); return p !== null && inBounds(p, view); }).length : 0;
  const status =
    loadBounds && viewport.isValidating
      ? 'Loading synagogues...'
      : !view
        ? 'Move map to load synagogues'
        : inView > 0
          ? `Showing ${synagogueCount(inView)} in view`
          : 'No synagogues in current view';

  return (
    <Stack gap="2">
      <Box
        position="relative"
        ref={regionRef}
        role="region"
        aria-label="Map of synagogues"
        onPointerEnter={(e) => e.pointerType === 'mouse' && start()}
        onPointerDown={start}
        onWheel={start}
        onFocus={() => {
          if (!started) focusOnStart.current = true;
          start();
        }}
      >
        <Box ref={containerRef} height={{ base: '320px', md: '450px' }} rounded="lg" overflow="hidden" borderWidth="1px" bg="gray.100" />
        {previewed && !ready && (
          <Box
            position="absolute"
            inset="0"
            rounded="lg"
            overflow="hidden"
            borderWidth="1px"
          >
            <MapPreview
              synagogues={synagogues}
              view={openingView}
              onBounds={setView}
              onOpen={(spot, zoom) => {
                pendingOpen.current = { spot, zoom };
                start();
              }}
            />
          </Box>
        )}
        <Text
          role="status"
          position="absolute"
          top="3"
          left="3"
          bg="bg"
          px="3"
          py="1"
          rounded="full"
          shadow="sm"
          fontSize="sm"
          fontWeight="medium"
        >
          {status}
        </Text>
      </Box>
      <HStack justify="space-between" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>Dynamic map view • Pan to load more synagogues</Text>
        <Text>Click markers for details</Text>
      </HStack>
      {spots.map((spot) =>
        createPortal(
          <MapMarker spot={spot} name={spot.id === undefined ? undefined : byId.get(spot.id)?.name} onOpen={() => void onSpotClick(spot)} />,
          spot.element,
          spot.key,
        ),
      )}
      {popup && createPortal(<MapPopupContent synagogue={popup.synagogue} />, popup.element)}
    </Stack>
  );
}
