import { Box, Link, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import { clusterListings, spotsIn, type SpotData } from './mapClusters.ts';
import { MapMarker } from './MapMarker.tsx';
import { coveringTiles, toScreen, viewBounds, type BoxSize } from './mapProjection.ts';
import { MAP_BACKGROUND, OSM_COPYRIGHT_URL, OSM_TILE_URL } from './mapStyle.ts';
import { MAX_TILE_ZOOM, type Bounds, type MapView } from './mapView.ts';

interface MapPreviewProps {
  synagogues: Synagogue[];
  view: MapView;
  /** What the preview shows, for the map's status line. */
  onBounds: (bounds: Bounds) => void;
  /** A marker was chosen: the live map takes over and opens it (a cluster: at this zoom). */
  onOpen: (spot: SpotData, expansionZoom?: number) => void;
}

const tileUrl = ({ z, x, y }: { z: number; x: number; y: number }) =>
  OSM_TILE_URL.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/**
 * The live map's first view drawn without WebGL: the same OpenStreetMap tiles as images and the
 * same clustered markers, placed as maplibre would place them. Starting maplibre costs a phone
 * hundreds of milliseconds of main thread, so the search page shows this until the visitor
 * reaches for the map (LiveMap `deferStart`).
 */
export function MapPreview({ synagogues, view, onBounds, onOpen }: MapPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  const index = useMemo(() => clusterListings(synagogues), [synagogues]);

  // The observer reports the size once the browser lays the page out anyway: reading it here
  // would force that layout (the whole results page) into this render's task.
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);

  const bounds = useMemo(() => (size && size.width > 0 ? viewBounds(view, size) : null), [view, size]);
  useEffect(() => {
    if (bounds) onBounds(bounds);
  }, [bounds, onBounds]);

  const byId = useMemo(() => new Map(synagogues.map((s) => [s.id, s])), [synagogues]);
  const [failedTiles, setFailedTiles] = useState<ReadonlySet<string>>(new Set());
  return (
    <Box ref={ref} position="absolute" inset="0" overflow="hidden" bg={MAP_BACKGROUND} data-map-preview="">
      {size && bounds && (
        <>
          {coveringTiles(view, size, MAX_TILE_ZOOM).map((t) => ({ ...t, url: tileUrl(t) })).filter((t) => !failedTiles.has(t.url)).map((t) => (
            <chakra.img
              key={`${t.url}@${t.left}`}
              src={t.url}
              alt=""
              draggable={false}
              position="absolute"
              maxW="none"
              style={{ left: t.left, top: t.top, width: t.size, height: t.size }}
              // A tile that cannot load (offline) leaves the background, not a broken image.
              onError={() => setFailedTiles((failed) => new Set(failed).add(t.url))}
            />
          ))}
          {spotsIn(index, bounds, view.zoom).map((spot) => {
            const { x, y } = toScreen(spot, view, size);
            return (
              <Box key={spot.key} position="absolute" style={{ left: x, top: y }} transform="translate(-50%, -50%)">
                <MapMarker
                  spot={spot}
                  name={spot.id === undefined ? undefined : byId.get(spot.id)?.name}
                  onOpen={() => onOpen(spot, spot.clusterId === undefined ? undefined : index.getClusterExpansionZoom(spot.clusterId))}
                />
              </Box>
            );
          })}
        </>
      )}
      <Box position="absolute" right="0" bottom="0" bg="whiteAlpha.800" color="gray.800" px="1.5" fontSize="xs">
        ©{' '}
        <Link href={OSM_COPYRIGHT_URL} color="inherit">
          OpenStreetMap
        </Link>{' '}
        contributors
      </Box>
    </Box>
  );
}
