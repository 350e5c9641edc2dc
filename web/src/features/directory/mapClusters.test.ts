import { describe, expect, it } from 'vitest';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import { clusterListings, spotsIn } from './mapClusters.ts';

const listing = (id: number, lat: number | string | null, lng: number | string | null) =>
  ({ id, name: `Shul ${id}`, latitude: lat === null ? null : String(lat), longitude: lng === null ? null : String(lng) }) as unknown as Synagogue;

const world = { west: -180, south: -85, east: 180, north: 85 };

describe('map preview clusters', () => {
  const listings = [listing(1, 40.68, -73.94), listing(2, 40.681, -73.941), listing(3, 40.75, -73.6), listing(4, null, null)];

  it('merges listings a few pixels apart and keeps distant ones single', () => {
    const spots = spotsIn(clusterListings(listings), world, 11);
    expect(spots).toHaveLength(2);
    const cluster = spots.find((s) => s.clusterId !== undefined);
    expect(cluster).toMatchObject({ count: 2 });
    expect(cluster!.lat).toBeCloseTo(40.6805, 3);
    expect(spots.find((s) => s.id === 3)).toMatchObject({ key: 'listing-3', lat: 40.75, lng: -73.6 });
  });

  it('shows every listing above zoom 14', () => {
    expect(spotsIn(clusterListings(listings), world, 15).map((s) => s.id).sort()).toEqual([1, 2, 3]);
  });

  it('leaves out what is outside the view and listings without coordinates', () => {
    const spots = spotsIn(clusterListings(listings), { west: -73.7, south: 40.7, east: -73.5, north: 40.8 }, 15);
    expect(spots.map((s) => s.id)).toEqual([3]);
  });
});
