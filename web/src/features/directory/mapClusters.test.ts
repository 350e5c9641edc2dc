import { describe, expect, it } from 'vitest';
import type { Synagogue } from '#contract/synagogues.ts';
import { listingFeatures, spotsOf } from './mapClusters.ts';

const listing = (id: number, lat: number | string | null, lng: number | string | null) =>
  ({
    id,
    name: `Shul ${id}`,
    latitude: lat === null ? null : String(lat),
    longitude: lng === null ? null : String(lng),
  }) as unknown as Synagogue;

describe('map source and markers', () => {
  it('makes a point of each listing with coordinates, carrying its id', () => {
    const { features } = listingFeatures([listing(1, 40.68, -73.94), listing(2, null, null), listing(3, '', '2.3')]);
    expect(features).toEqual([{ type: 'Feature', geometry: { type: 'Point', coordinates: [-73.94, 40.68] }, properties: { id: 1 } }]);
  });

  it('turns clusters and listings into one marker each, even when tiles repeat a feature', () => {
    const cluster = {
      geometry: { type: 'Point', coordinates: [2.35, 48.86] },
      properties: { cluster: true, cluster_id: 7, point_count: 2 },
    };
    const single = { geometry: { type: 'Point', coordinates: [-0.08, 51.51] }, properties: { id: 4 } };
    expect(spotsOf([cluster, single, cluster])).toEqual([
      { key: 'cluster-7', lng: 2.35, lat: 48.86, clusterId: 7, count: 2 },
      { key: 'listing-4', lng: -0.08, lat: 51.51, id: 4 },
    ]);
  });
});
