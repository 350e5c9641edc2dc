import { describe, expect, it } from 'vitest';
import type { SavedTrip } from '#contract/saved-trips.ts';
import { toDraftStops, toSavedStops, tripTitle } from './savedTrips.ts';
import { shareQuery, toStop, isComplete } from './tripStore.ts';

const saved: SavedTrip = {
  id: 7,
  name: 'Chanukah in Europe',
  createdAt: '2026-11-01T10:00:00.000Z',
  stops: [
    { place: 2988507, label: 'Paris, France', from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
    { place: { latitude: 51.5142, longitude: -0.0931 }, label: null, from: '2026-12-10T16:00', to: '2026-12-14T09:00' },
  ],
};

describe('a saved trip in the planner', () => {
  it('opens as the planner’s stops and saves back as the same stops', () => {
    const drafts = toDraftStops(saved);
    expect(drafts.map((d) => d.place?.label)).toEqual(['Paris, France', '51.5142, -0.0931']);
    expect(toSavedStops(drafts)).toEqual([saved.stops[0], { ...saved.stops[1], label: '51.5142, -0.0931' }]);
  });

  it('saves only complete stops', () => {
    expect(toSavedStops([...toDraftStops(saved), { place: null, from: '', to: '' }])).toHaveLength(2);
  });

  it('is called by its name, or by its places in order', () => {
    expect(tripTitle(saved)).toBe('Chanukah in Europe');
    expect(tripTitle({ ...saved, name: null })).toBe('Paris, France → 51.5142, -0.0931');
  });

  it('shares a link with the stops alone: neither its name nor its places’ names', () => {
    const query = shareQuery(toDraftStops(saved).filter(isComplete).map(toStop));
    expect(query).not.toMatch(/Chanukah|Paris|France/);
    expect(new URLSearchParams(query).getAll('stop')).toEqual([
      '2988507~2026-12-08T10:00~2026-12-10T12:00',
      '51.5142,-0.0931~2026-12-10T16:00~2026-12-14T09:00',
    ]);
  });
});
