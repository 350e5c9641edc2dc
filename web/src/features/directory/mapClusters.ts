// The map preview's markers, grouped exactly as the live map's clustered source groups them
// (LiveMap: maplibre runs the same supercluster with these settings in its worker).
import type { Feature, Point } from 'geojson';
import Supercluster from 'supercluster';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import { toPoint } from './format.ts';
import type { Bounds } from './mapView.ts';

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

export type ListingIndex = Supercluster<{ id: number }>;

/** The listings that have coordinates, as GeoJSON points carrying their id. */
export function listingFeatures(listings: Synagogue[]): Feature<Point, { id: number }>[] {
  const features: Feature<Point, { id: number }>[] = [];
  for (const s of listings) {
    const p = toPoint(s);
    if (p) features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: { id: s.id } });
  }
  return features;
}

/** The properties supercluster gives a clustered point (maplibre's clustered source gives the same). */
type ClusteredProperties = { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };

/** A feature of a clustered source as a marker. */
export function toSpot(feature: { geometry: unknown; properties: unknown }): SpotData {
  const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
  const props = feature.properties as ClusteredProperties;
  return props.cluster
    ? { key: `cluster-${props.cluster_id}`, lng, lat, clusterId: props.cluster_id, count: props.point_count }
    : { key: `listing-${props.id}`, lng, lat, id: props.id };
}

export function clusterListings(listings: Synagogue[]): ListingIndex {
  // maplibre measures the radius on 512-unit tiles of 8192 (800 units); the ratio is what counts.
  const index = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS, extent: 512, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  return index.load(listingFeatures(listings));
}

/** The markers inside a view at a zoom. */
export function spotsIn(index: ListingIndex, { west, south, east, north }: Bounds, zoom: number): SpotData[] {
  return index.getClusters([west, south, east, north], zoom).map(toSpot);
}
