// The live map's listings as a clustered GeoJSON source, and its features as markers.
import type { FeatureCollection, Point } from 'geojson';
import type { MapListing } from '#contract/synagogues.ts';
import { toPoint } from './format.ts';

/** Pixels within which markers merge, and the zoom above which they never do. */
export const CLUSTER_RADIUS = 50;
export const CLUSTER_MAX_ZOOM = 14;

/** One marker: a cluster of several listings, or one listing. */
export interface SpotData {
  key: string;
  lng: number;
  lat: number;
  clusterId?: number;
  count?: number;
  id?: number;
}

/** The listings that have coordinates, as GeoJSON points carrying their id. */
export function listingFeatures(listings: MapListing[]): FeatureCollection<Point, { id: number }> {
  const features: FeatureCollection<Point, { id: number }>['features'] = [];
  for (const s of listings) {
    const p = toPoint(s);
    if (p) features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: { id: s.id } });
  }
  return { type: 'FeatureCollection', features };
}

/** The properties maplibre's clustered source gives a feature. */
type ClusteredProperties = { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };

/** A feature of the clustered source as a marker. */
export function toSpot(feature: { geometry: unknown; properties: unknown }): SpotData {
  const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
  const props = feature.properties as ClusteredProperties;
  return props.cluster
    ? { key: `cluster-${props.cluster_id}`, lng, lat, clusterId: props.cluster_id, count: props.point_count }
    : { key: `listing-${props.id}`, lng, lat, id: props.id };
}

/**
 * The markers of a clustered source's features, once each: a feature that spans tiles is
 * reported once per tile, and the first one stands.
 */
export function spotsOf(features: { geometry: unknown; properties: unknown }[]): SpotData[] {
  const spots = new Map<string, SpotData>();
  for (const spot of features.map(toSpot)) if (!spots.has(spot.key)) spots.set(spot.key, spot);
  return [...spots.values()];
}
