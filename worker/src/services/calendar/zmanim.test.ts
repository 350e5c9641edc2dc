import { describe, expect, it } from 'vitest';
import { zmanimIso } from './zmanim.ts';

const NEW_YORK = { latitude: 40.71427, longitude: -74.00597, tzid: 'America/New_York' };
const TROMSO = { latitude: 69.6496, longitude: 18.957, tzid: 'Europe/Oslo' };

describe('zmanim', () => {
  it('gives times in the place’s own offset', () => {
    const z = zmanimIso('2026-11-06', NEW_YORK);
    expect(z.sunset).toMatch(/^2026-11-06T16:4\d:\d\d-05:00$/);
    expect(z.sunrise).toMatch(/^2026-11-06T06:\d\d:\d\d-05:00$/);
    expect(Date.parse(z.sofZmanShmaMGA!)).toBeLessThan(Date.parse(z.sofZmanShma!));
    // Havdalah in New York on 2026-11-07 is 17:28 local: nightfall at 8.5° rounds to it.
    expect(zmanimIso('2026-11-07', NEW_YORK).tzeit85deg).toMatch(/^2026-11-07T17:2[78]:/);
  });

  it('writes UTC as +00:00', () => {
    expect(zmanimIso('2026-11-06', { latitude: 51.48, longitude: 0, tzid: 'UTC' }).sunset).toMatch(/\+00:00$/);
  });

  it('answers null for times that do not occur (midnight sun)', () => {
    const z = zmanimIso('2026-06-21', TROMSO);
    expect(z.sunset).toBeNull();
    expect(z.sunrise).toBeNull();
    expect(z.tzeit85deg).toBeNull();
  });
});
