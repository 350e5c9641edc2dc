// The planner on the sample data (scripts/seed): Paris, then London over a Shabbat.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripDay, TripResponse } from '#contract/trips.ts';
import { buildSampleSql } from '../../../../scripts/seed/build-sample-sql.ts';
import { countingD1 } from '../../../test/d1-counter.ts';
import { api, json } from '../../../test/helpers.ts';
import { parseIcs, prop } from '../../../test/ics.ts';
import { TEST_PLACES, insertPlaces } from '../../../test/places.ts';
import { createDb } from '../../db.ts';
import { planTrip } from './plan.ts';

const PARIS = 2988507;
const LONDON = 2643743;
const NEW_YORK = 5128581;
const PARIS_TEXAS = 4717560;

beforeAll(async () => {
  for (const statement of buildSampleSql().split(/;\n/)) if (statement.trim()) await env.DB.prepare(statement).run();
});

const plan = async (stops: unknown[]) => {
  const res = await api('/api/trips/plan', { method: 'POST', json: { stops } });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<TripResponse>(res);
};
const day = (trip: TripResponse, date: string) => trip.days.find((d) => d.date === date)!;
const at = (d: TripDay, stop: number) => d.services.filter((s) => s.stop === stop);

// Thursday 10 December 2026 is the travel day; Shabbat is 11–12 December, in London.
const PARIS_THEN_LONDON = [
  { place: PARIS, from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
  { place: LONDON, from: '2026-12-10T16:00', to: '2026-12-14T09:00' },
];

describe('POST /api/trips/plan', () => {
  it('lists each day’s minyanim in Paris, then in London, with their listings and local times', async () => {
    const trip = await plan(PARIS_THEN_LONDON);
    expect(trip.stops.map((s) => [s.name, s.from, s.to])).toEqual([
      ['Paris', '2026-12-08T10:00:00+01:00', '2026-12-10T12:00:00+01:00'],
      ['London', '2026-12-10T16:00:00+00:00', '2026-12-14T09:00:00+00:00'],
    ]);
    expect(trip.days.map((d) => d.date)).toEqual([
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
    ]);
    const wednesday = day(trip, '2026-12-09');
    expect(new Set(wednesday.services.map((s) => s.tefillah))).toEqual(new Set(['shacharit', 'mincha', 'maariv']));
    expect(wednesday.services.every((s) => s.stop === 0 && s.start.endsWith('+01:00') && s.listing.city === 'Paris')).toBe(true);
    expect(wednesday.services.map((s) => s.start)).toEqual([...wednesday.services.map((s) => s.start)].sort());
  });

  it('splits the travel day between the two stops by the times given', async () => {
    const thursday = day(await plan(PARIS_THEN_LONDON), '2026-12-10');
    expect(thursday.stops).toEqual([0, 1]);
    const paris = at(thursday, 0);
    const london = at(thursday, 1);
    expect(paris.length).toBeGreaterThan(0);
    expect(london.length).toBeGreaterThan(0);
    expect(paris.every((s) => s.start <= '2026-12-10T12:00:00+01:00' && s.listing.city === 'Paris')).toBe(true);
    expect(london.every((s) => s.start >= '2026-12-10T16:00:00+00:00' && s.listing.city === 'London')).toBe(true);
    // Nothing of Paris's afternoon (the traveller is on the way) and no London morning.
    expect(paris.some((s) => s.tefillah === 'maariv')).toBe(false);
    expect(london.some((s) => s.tefillah === 'shacharit')).toBe(false);
  });

  it('gives candle lighting and havdalah in London, and only minyanim within walking distance over Shabbat', async () => {
    const trip = await plan(PARIS_THEN_LONDON);
    const friday = day(trip, '2026-12-11');
    const shabbat = day(trip, '2026-12-12');
    expect(friday.candleLighting).toMatchObject({ stop: 1, time: expect.stringMatching(/^2026-12-11T15:\d\d:00\+00:00$/) });
    expect(shabbat.havdalah).toMatchObject({ stop: 1, time: expect.stringMatching(/^2026-12-12T16:\d\d:00\+00:00$/) });
    expect(shabbat.services.length).toBeGreaterThan(0);
    expect(shabbat.services.every((s) => s.distanceKm <= 2)).toBe(true);
    const fridayNight = friday.services.filter((s) => s.start >= friday.candleLighting!.time);
    expect(fridayNight.length).toBeGreaterThan(0);
    expect(fridayNight.every((s) => s.distanceKm <= 2)).toBe(true);
    // A weekday reaches further: Bevis Marks, over 3 km from the centre, is listed on Sunday.
    expect(day(trip, '2026-12-13').services.some((s) => s.listing.name === 'Bevis Marks Synagogue')).toBe(true);
    expect(shabbat.services.some((s) => s.listing.name === 'Bevis Marks Synagogue')).toBe(false);
  });

  it('says when a day has no minyan within reach, with the nearest listings', async () => {
    // Near Fontainebleau, some 55 km from the Paris listings.
    const trip = await plan([{ place: { latitude: 48.404, longitude: 2.7016 }, from: '2026-12-09T08:00', to: '2026-12-09T20:00' }]);
    const [only] = trip.days;
    expect(only!.services).toEqual([]);
    expect(only!.noMinyan).toEqual([
      {
        stop: 0,
        radiusKm: 10,
        nearest: [
          expect.objectContaining({ listing: expect.objectContaining({ city: 'Paris' }) }),
          expect.objectContaining({ listing: expect.objectContaining({ city: 'Paris' }) }),
        ],
      },
    ]);
    expect(only!.noMinyan[0]!.nearest[0]!.distanceKm).toBeGreaterThan(10);
  });

  it('gives a fast day with its times (Asara B’Tevet, Sunday 20 December 2026)', async () => {
    const trip = await plan([{ place: LONDON, from: '2026-12-19T20:00', to: '2026-12-21T09:00' }]);
    expect(day(trip, '2026-12-20').fast).toMatchObject({
      name: expect.stringMatching(/Tevet/),
      begins: { stop: 0, time: expect.stringMatching(/^2026-12-20T0\d:\d\d:00\+00:00$/) },
      ends: { stop: 0, time: expect.stringMatching(/^2026-12-20T16:\d\d:00\+00:00$/) },
    });
  });

  it('keeps to walking distance on a Yom Tov that is not Shabbat (Pesach VII and VIII, Wednesday and Thursday 28–29 April 2027, London)', async () => {
    const trip = await plan([{ place: LONDON, from: '2027-04-26T08:00', to: '2027-04-30T20:00' }]);
    const [monday, tuesday, wednesday, thursday] = ['2027-04-26', '2027-04-27', '2027-04-28', '2027-04-29'].map((d) => day(trip, d));
    expect(wednesday!.holidays).toContain('Pesach VII');
    expect(thursday!.holidays).toContain('Pesach VIII');
    expect([wednesday, thursday].map((d) => new Date(`${d!.date}T12:00:00Z`).getUTCDay())).toEqual([3, 4]);
    // Yom Tov begins with candle lighting on Tuesday evening and ends with havdalah on Thursday night.
    const begins = tuesday!.candleLighting!.time;
    const ends = thursday!.havdalah!.time;
    expect(begins).toMatch(/^2027-04-27T19:\d\d:00\+01:00$/);
    expect(ends).toMatch(/^2027-04-29T21:\d\d:00\+01:00$/);
    const duringYomTov = trip.days.flatMap((d) => d.services).filter((s) => s.start >= begins && s.start < ends);
    expect(new Set(duringYomTov.map((s) => s.tefillah))).toEqual(new Set(['mincha', 'maariv']));
    expect(duringYomTov.every((s) => s.distanceKm <= 2)).toBe(true);
    // Bevis Marks, over 3 km from the centre, is listed before Yom Tov and after havdalah, not during it.
    const bevisMarks = (s: { listing: { name: string } }) => s.listing.name === 'Bevis Marks Synagogue';
    expect(monday!.services.some(bevisMarks)).toBe(true);
    expect(wednesday!.services.some(bevisMarks)).toBe(false);
    expect(thursday!.services.filter((s) => s.start >= ends).some(bevisMarks)).toBe(true);
  });

  it('searches walking distance only on a weekday Yom Tov with no minyan in reach', async () => {
    const trip = await plan([{ place: { latitude: 48.404, longitude: 2.7016 }, from: '2027-04-28T08:00', to: '2027-04-28T20:00' }]);
    expect(trip.days[0]!.holidays).toContain('Pesach VII');
    expect(trip.days[0]!.noMinyan).toEqual([expect.objectContaining({ stop: 0, radiusKm: 2 })]);
  });

  it('answers 400 naming the field', async () => {
    const backwards = await api('/api/trips/plan', {
      method: 'POST',
      json: { stops: [{ place: PARIS, from: '2026-12-10T10:00', to: '2026-12-09T10:00' }] },
    });
    expect(backwards.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(backwards)).errors).toHaveProperty(['stops.0.to']);
    const long = await api('/api/trips/plan', {
      method: 'POST',
      json: { stops: [{ place: PARIS, from: '2026-12-01T10:00', to: '2027-01-10T10:00' }] },
    });
    expect((await json<{ errors: Record<string, string> }>(long)).errors).toHaveProperty(['stops.0.to']);
    const unknown = await api('/api/trips/plan', {
      method: 'POST',
      json: { stops: [{ place: 999999999, from: '2026-12-01T10:00', to: '2026-12-02T10:00' }] },
    });
    expect(unknown.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(unknown)).errors).toHaveProperty(['stops.0.place']);
  });
});

describe('GET /api/trips/calendar.ics', () => {
  it('exports the shareable trip as one calendar', async () => {
    const query = PARIS_THEN_LONDON.map((s) => `stop=${s.place}~${s.from}~${s.to}`).join('&');
    const res = await api(`/api/trips/calendar.ics?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/calendar/);
    const events = parseIcs(await res.text()).children.filter((c) => c.type === 'VEVENT');
    const summaries = events.map((e) => prop(e, 'SUMMARY')!.value);
    expect(summaries).toContain('Candle lighting');
    expect(summaries).toContain('Havdalah');
    expect(summaries.some((s) => s.startsWith('Shacharit'))).toBe(true);
  });

  it('answers 400 for a malformed stop', async () => {
    expect((await api('/api/trips/calendar.ics?stop=Paris~tomorrow~later')).status).toBe(400);
  });
});

describe('the cost of a plan', () => {
  it('a 14-day, 3-stop plan takes one D1 round trip (the time in the Worker is printed)', async () => {
    const counter = countingD1(env.DB, 0);
    const input = {
      stops: [
        { place: PARIS, from: '2026-12-06T10:00', to: '2026-12-10T12:00' },
        { place: LONDON, from: '2026-12-10T16:00', to: '2026-12-15T09:00' },
        { place: NEW_YORK, from: '2026-12-15T14:00', to: '2026-12-19T22:00' },
      ],
    };
    const start = performance.now();
    const trip = await planTrip(createDb(counter.db), input);
    const ms = performance.now() - start;
    console.log(
      `trip plan, 14 days, 3 stops: ${counter.roundTrips()} D1 round trips, ${ms.toFixed(0)} ms in the Worker, ${trip.days.reduce((n, d) => n + d.services.length, 0)} minyanim`,
    );
    expect(trip.days).toHaveLength(14);
    // Preset cities need no gazetteer read: one batch (listings, rules and each stop's nearest).
    expect(counter.roundTrips()).toBe(1);
  });

  it('a stop named by a gazetteer id costs one more round trip, to read its place', async () => {
    // Paris, Texas: a real gazetteer row (worker/test/places.ts), not one of the preset cities.
    await insertPlaces(TEST_PLACES.filter((p) => p.geonameid === PARIS_TEXAS));
    const counter = countingD1(env.DB, 0);
    const trip = await planTrip(createDb(counter.db), {
      stops: [{ place: PARIS_TEXAS, from: '2026-12-08T10:00', to: '2026-12-10T12:00' }],
    });
    expect(trip.stops[0]!.tzid).toBe('America/Chicago');
    expect(counter.roundTrips()).toBe(2);
  });
});
