// Public reads answer every caller alike: an anonymous visitor, a member, the manager of another
// listing and an admin get the same answer (what the edge cache stores for anonymous visitors is
// what anyone would get), and none of them is asked to sign in. Only an admin's explicit
// includeInactive differs.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';
import { TEST_PLACES, insertPlaces } from '../../test/places.ts';

const PUBLIC_READS = [
  '/api/synagogues?search=Beth',
  '/api/synagogues/count?search=Beth',
  '/api/synagogues/count',
  '/api/stats/public',
  '/api/cities/suggest?q=Bro',
  '/api/places/suggest?q=Bro',
  '/api/texts/today?place=281184&at=2026-11-24T22:00:00Z',
  '/api/texts/today?date=2026-12-11&il=0&service=shacharit',
  '/api/minyanim/next?lat=40.66&lng=-73.94&radiusKm=10&within=1440&at=2026-11-24T12:00:00Z',
  '/api/synagogues/viewport?south=-60&north=70&west=-170&east=170&limit=100',
  '/api/synagogues?lat=40.66&lng=-73.94',
  '/api/synagogues?search=Beth%20Israel',
  '/api/synagogues?search=Beth&lat=40.66&lng=-73.94',
  '/api/synagogues/count?lat=40.66&lng=-73.94',
];

const callers: Record<string, string | undefined> = { anonymous: undefined };
let feedListingId = 0;

beforeAll(async () => {
  const [first, other] = await addListings(
    { name: 'Beth Israel', city: 'Brooklyn', state: 'NY', latitude: 40.66, longitude: -73.94 },
    { name: 'Beth El', city: 'Brooklyn', state: 'NY', latitude: 40.67, longitude: -73.95 },
  );
  feedListingId = first!.id;
  await insertPlaces(TEST_PLACES);
  // Around the schedule's window: the schedule reads a day either side of it and keeps what overlaps.
  await env.DB.prepare(
    "INSERT INTO announcements (synagogue_id, text, start_date, end_date) VALUES (?, 'Kiddush this Shabbat', '2026-12-04', '2026-12-05'), (?, 'Before the window', '2026-11-20', '2026-11-30')",
  )
    .bind(first!.id, first!.id)
    .run();
  const manager = await signedIn('member', 'Manager');
  await env.DB.prepare('INSERT INTO listing_managers (synagogue_id, user_id) VALUES (?, ?)').bind(other!.id, manager.user.id).run();
  callers.member = (await signedIn('member', 'Member')).cookie;
  callers['manager of another listing'] = manager.cookie;
  callers.admin = (await signedIn('admin', 'Admin')).cookie;
});

describe("directory, figures, suggestions and today's texts answer every caller the same", () => {
  it.each(PUBLIC_READS)('%s answers every caller the same', async (path) => {
    const answers = new Map<string, { status: number; body: unknown }>();
    for (const [who, cookie] of Object.entries(callers)) {
      const res = await api(path, { cookie });
      answers.set(who, { status: res.status, body: await res.json() });
    }
    const anonymous = answers.get('anonymous')!;
    expect(anonymous.status).toBe(200);
    for (const [who, answer] of answers) expect({ who, ...answer }).toEqual({ who, ...anonymous });
  });

  it('lists removed listings in a text search or near-me for an admin only; anyone else gets 403', async () => {
    const [removed] = await addListings({
      name: 'Beth Shemesh Shul',
      city: 'Brooklyn',
      latitude: 40.661,
      longitude: -73.941,
      isActive: false,
    });
    for (const path of ['/api/synagogues?search=Beth&includeInactive=true', '/api/synagogues?lat=40.66&lng=-73.94&includeInactive=true']) {
      for (const [who, cookie] of Object.entries(callers)) {
        const res = await api(path, { cookie });
        if (who !== 'admin') {
          expect({ who, path, status: res.status }).toEqual({ who, path, status: 403 });
          continue;
        }
        expect(res.status).toBe(200);
        expect(((await res.json()) as { id: number }[]).map((s) => s.id)).toContain(removed!.id);
      }
      // Without the flag nobody sees it.
      const plain = path.replace('&includeInactive=true', '');
      for (const cookie of Object.values(callers))
        expect(((await (await api(plain, { cookie })).json()) as { id: number }[]).map((s) => s.id)).not.toContain(removed!.id);
    }
  });

  it("a listing's calendar feed is the same file for every caller", async () => {
    const feeds = new Set<string>();
    for (const cookie of Object.values(callers)) {
      const res = await api(`/api/synagogues/${feedListingId}/calendar.ics`, { cookie });
      expect(res.status).toBe(200);
      feeds.add((await res.text()).replace(/^DTSTAMP:.*$/gm, ''));
    }
    expect(feeds.size).toBe(1);
  });

  it('near-me and the map answer both Brooklyn listings, nearest first on near-me', async () => {
    const near = (await (await api('/api/synagogues?lat=40.66&lng=-73.94')).json()) as { name: string; distanceKm: number }[];
    expect(near.map((s) => s.name)).toEqual(['Beth Israel', 'Beth El']);
    expect(near[0]!.distanceKm).toBe(0);
    const map = (await (await api('/api/synagogues/viewport?south=40&north=41&west=-74.5&east=-73.5')).json()) as { name: string }[];
    expect(map.map((s) => s.name).sort()).toEqual(['Beth El', 'Beth Israel']);
  });

  it('counts what it says: two listings named Beth, uncapped', async () => {
    const res = await api('/api/synagogues/count?search=Beth');
    expect(await res.json()).toMatchObject({ count: 2, capped: false });
  });
});

// Places (with a qualifier, a postal code or a prefix), the nearest city, the search by place, a
// listing's schedule and embed page, and Minyan now outside the coming week.
describe('places, schedules and Minyan now answer every caller the same', () => {
  const reads = () => [
    '/api/places/resolve?q=Paris%2C%20TX',
    '/api/places/resolve?q=11230',
    '/api/places/suggest?q=Paris%2C%20IL',
    '/api/places/suggest?q=112',
    '/api/places/reverse?lat=71&lng=14',
    '/api/places/search?q=Jerusalem',
    '/api/places/search?q=Beth',
    '/api/cities/suggest?q=Paris%2C%20TX',
    `/api/synagogues/${feedListingId}/schedule?from=2026-12-01&days=7`,
    '/api/minyanim/next?lat=40.66&lng=-73.94&radiusKm=10&within=1440&at=2026-06-11T12:00:00Z',
  ];

  it('answers every caller the same', async () => {
    for (const path of reads()) {
      const answers = new Map<string, { status: number; body: unknown }>();
      for (const [who, cookie] of Object.entries(callers)) {
        const res = await api(path, { cookie });
        answers.set(who, { status: res.status, body: await res.json() });
      }
      const anonymous = answers.get('anonymous')!;
      expect({ path, status: anonymous.status }).toEqual({ path, status: 200 });
      for (const [who, answer] of answers) expect({ who, path, ...answer }).toEqual({ who, path, ...anonymous });
    }
  });

  it("keeps the schedule's announcements that overlap its window, and its embed page is the same for every caller", async () => {
    const schedule = (await (await api(`/api/synagogues/${feedListingId}/schedule?from=2026-12-01&days=7`)).json()) as {
      announcements: { text: string }[];
    };
    expect(schedule.announcements.map((a) => a.text)).toEqual(['Kiddush this Shabbat']);
    const pages = new Set<string>();
    for (const cookie of Object.values(callers)) {
      const res = await api(`/embed/shul/${feedListingId}`, { cookie });
      expect(res.status).toBe(200);
      // Each page carries its own script nonce.
      pages.add((await res.text()).replace(/nonce="[^"]+"/g, ''));
    }
    expect(pages.size).toBe(1);
  });
});
