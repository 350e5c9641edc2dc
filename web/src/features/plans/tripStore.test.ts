import { describe, expect, it } from 'vitest';
import { shareQuery, stopsFromQuery } from './tripStore.ts';

describe('the shareable trip link', () => {
  it('holds only the stops, and reads back the same stops', async () => {
    const query = shareQuery([
      { place: 2988507, from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
      { place: { latitude: 51.5, longitude: -0.12 }, from: '2026-12-10T16:00', to: '2026-12-14T09:00' },
    ]);
    expect(query).toBe(
      'stop=2988507%7E2026-12-08T10%3A00%7E2026-12-10T12%3A00&stop=51.5%2C-0.12%7E2026-12-10T16%3A00%7E2026-12-14T09%3A00',
    );
    const stops = await stopsFromQuery(new URLSearchParams(query));
    expect(stops?.map((s) => [s.place?.geonameid ?? [s.place?.latitude, s.place?.longitude], s.from, s.to])).toEqual([
      [2988507, '2026-12-08T10:00', '2026-12-10T12:00'],
      [[51.5, -0.12], '2026-12-10T16:00', '2026-12-14T09:00'],
    ]);
  });

  it('leaves out a stop that does not read', async () => {
    expect(await stopsFromQuery(new URLSearchParams('stop=Paris~tomorrow~later'))).toBeNull();
  });

  it('reads no stops from an address without any', async () => {
    expect(await stopsFromQuery(new URLSearchParams('q=Paris'))).toBeNull();
  });
});
