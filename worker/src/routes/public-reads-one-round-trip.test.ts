// Every public read answers an anonymous visitor in one D1 round trip (docs/architecture.md: One
// D1 round trip per public read), counted by the bench's own wrapper of the binding. Reads that
// need nothing from D1 (a preset city's calendar) take none. The places endpoints' many inputs
// (qualifiers, postal codes, prefixes) are counted in places-reads-one-round-trip.test.ts.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addListings } from '../../test/listings.ts';
import { TEST_PLACES, insertPlaces } from '../../test/places.ts';
import { countedGet } from '../../test/round-trips.ts';
import { createDb } from '../db.ts';
import { refreshDueOccurrences } from '../services/minyanim/occurrences.ts';

await insertPlaces(TEST_PLACES);
const [listing] = await addListings(
  { name: 'Beth Israel', city: 'Brooklyn', state: 'NY', zipCode: '11213', latitude: 40.66, longitude: -73.94 },
  { name: 'Beth El', city: 'Brooklyn', state: 'NY', latitude: 40.67, longitude: -73.95 },
  { name: 'Great Synagogue', city: 'Jerusalem', country: 'Israel', latitude: 31.7765, longitude: 35.2167 },
);
await env.DB.prepare(
  `INSERT INTO minyanim (synagogue_id, tefillah, days, time) VALUES (?, 'shacharit', '["sun","mon","tue","wed","thu","fri","sat"]', '07:00')`,
)
  .bind(listing!.id)
  .run();
// As the cron leaves them: every listing's coming week expanded.
await refreshDueOccurrences(createDb(env.DB), new Date());

/** Each public read, with the round trips it may take. */
const READS: [path: string, trips: number][] = [
  ['/api/synagogues?search=Beth', 1],
  ['/api/synagogues?search=Beth%20Israel%20Brooklyn', 1],
  ['/api/synagogues?search=11213', 1],
  ['/api/synagogues?lat=40.66&lng=-73.94', 1],
  ['/api/synagogues?lat=-45&lng=170', 1],
  ['/api/synagogues?search=Beth&lat=40.66&lng=-73.94', 1],
  ['/api/synagogues?offset=20', 1],
  ['/api/synagogues/count', 1],
  ['/api/synagogues/count?search=Beth', 1],
  ['/api/synagogues/count?lat=40.66&lng=-73.94', 1],
  ['/api/synagogues/viewport?south=40.6&north=40.7&west=-74&east=-73.9&limit=100', 1],
  ['/api/synagogues/viewport?south=-60&north=70&west=170&east=-170&limit=100', 1],
  ['/api/cities/suggest?q=B', 1],
  ['/api/cities/suggest?q=Bro', 1],
  ['/api/cities/suggest?q=Paris,%20TX', 1],
  [`/api/synagogues/${listing!.id}`, 1],
  [`/api/synagogues/${listing!.id}/calendar.ics`, 1],
  [`/api/synagogues/${listing!.id}/schedule`, 1],
  [`/api/synagogues/${listing!.id}/schedule?from=2026-12-01&days=14`, 1],
  [`/embed/shul/${listing!.id}`, 1],
  // Within the coming week (the materialised occurrences), and outside it (the rules expanded).
  [`/api/minyanim/next?lat=40.66&lng=-73.94&radiusKm=10&within=1440&at=${new Date(Date.now() + 3_600_000).toISOString()}`, 1],
  ['/api/minyanim/next?lat=40.66&lng=-73.94&radiusKm=10&within=1440&at=2026-06-11T12:00:00Z', 1],
  ['/api/sponsors', 1],
  ['/api/ads', 1],
  ['/api/stats/public', 1],
  ['/api/places/resolve?q=London', 1],
  ['/api/places/suggest?q=Par', 1],
  ['/api/places/reverse?lat=71&lng=14', 1],
  ['/api/places/search?q=Beth', 1],
  // The listings near a place need its coordinates: a second trip (services/directory/place-search.ts).
  ['/api/places/search?q=Jerusalem', 2],
  ['/api/hebrew-calendar?geonameid=281184&year=2026&month=12', 0],
  ['/api/zmanim?geonameid=281184&date=2026-12-01', 0],
  ['/api/hebrew-calendar?geonameid=4717560&year=2026&month=12', 1],
  ['/api/hebrew-calendar.ics?geonameid=4717560', 1],
  ['/api/hebrew-date?date=2026-12-01', 0],
  ['/api/texts/parashas?date=2026-12-01', 0],
  ['/api/texts/today?place=4717560&at=2026-11-24T22:00:00Z', 1],
];

describe('every public read answers in one round trip', () => {
  it.each(READS)('%s: at most %i', async (path, trips) => {
    const answer = await countedGet(path);
    expect(answer.status, answer.body.slice(0, 200)).toBeLessThan(400);
    expect(answer.trips).toBeLessThanOrEqual(trips);
  });
});
