import { describe, expect, it } from 'vitest';
import type { Announcement } from '#contract/announcements.ts';
import { detailFromSaved, keptUntil, nextFromSaved } from './savedView.ts';
import { listing, occurrence, schedule } from './testData.ts';

const announcement = (id: number, startDate: string, endDate: string) => ({ id, text: `Notice ${id}`, startDate, endDate }) as Announcement;

describe("a saved shul's page offline", () => {
  it('shows the coming week from today at the listing, out of the 14 days kept', () => {
    const kept = { listing: listing(1), schedule: schedule(1, '2026-11-08') };
    // 10 November, 03:00 in New York (08:00 UTC): the listing's today is the 10th.
    const page = detailFromSaved(kept, new Date('2026-11-10T08:00:00Z'));
    const dates = [...new Set(page.upcoming.map((m) => m.date))];
    expect(dates).toEqual(['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16']);
    expect(page.upcoming).toHaveLength(14);
    expect(keptUntil(kept)).toBe('2026-11-21');
  });

  it("reads today in the listing's time zone, not the device's", () => {
    const kept = { listing: listing(1), schedule: schedule(1, '2026-11-08') };
    // 04:30 UTC on the 10th is still the 9th in New York.
    expect(detailFromSaved(kept, new Date('2026-11-10T04:30:00Z')).upcoming[0]!.date).toBe('2026-11-09');
  });

  it('shows the announcements not yet over, from the page and the schedule, once each', () => {
    const a = announcement(1, '2026-11-01', '2026-11-09');
    const b = announcement(2, '2026-11-12', '2026-11-13');
    const kept = { listing: listing(1, { announcements: [a, b] }), schedule: { ...schedule(1, '2026-11-08'), announcements: [b] } };
    expect(detailFromSaved(kept, new Date('2026-11-10T15:00:00Z')).announcements).toEqual([b]);
  });

  it('without a kept schedule, keeps what the page had from today on', () => {
    const upcoming = [occurrence(10, '2026-11-09', '07:00'), occurrence(10, '2026-11-10', '07:00')];
    const page = detailFromSaved({ listing: listing(1, { upcoming }), schedule: null }, new Date('2026-11-10T15:00:00Z'));
    expect(page.upcoming.map((m) => m.date)).toEqual(['2026-11-10']);
  });
});

describe("'Minyan now' from the saved shuls", () => {
  const near = { listing: listing(1), schedule: schedule(1, '2026-11-08') };
  // About 3.4 km north of the first.
  const farther = { listing: listing(2, { latitude: '40.74300', longitude: '-74.00600' }), schedule: schedule(2, '2026-11-08') };
  const away = { listing: listing(3, { latitude: '41.71280' }), schedule: schedule(3, '2026-11-08') };
  const point = { lat: 40.7128, lng: -74.006 };

  it('answers the minyanim of the next two hours within 10 km, soonest first, then nearest', () => {
    // 06:30 in New York.
    const answer = nextFromSaved([away, farther, near], point, new Date('2026-11-10T11:30:00Z'));
    expect(answer.items.map((i) => [i.synagogue.id, i.start, i.tefillah, i.distanceKm])).toEqual([
      [1, '2026-11-10T07:00:00-05:00', 'shacharit', 0],
      [2, '2026-11-10T07:00:00-05:00', 'shacharit', 3.36],
    ]);
    expect(answer.items[0]).toMatchObject({ synagogue: { name: 'Shul 1', latitude: '40.71280' }, minyan: { id: 10 } });
    expect(answer).toMatchObject({ at: '2026-11-10T11:30:00.000Z', within: 120 });
  });

  it('has nothing once the kept days are over, or before the next minyan is in reach', () => {
    expect(nextFromSaved([near], point, new Date('2026-11-10T17:30:00Z')).items).toEqual([]);
    expect(nextFromSaved([near], point, new Date('2026-12-01T11:30:00Z')).items).toEqual([]);
    expect(nextFromSaved([near], point, new Date('2026-11-10T17:30:00Z'), { within: 720 }).items.map((i) => i.tefillah)).toEqual([
      'mincha',
    ]);
  });
});
