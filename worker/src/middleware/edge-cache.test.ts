import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import type { Place } from '#domain/places.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import { adminCookie, memberCookie, signedIn } from '../../test/auth.ts';
import { api, currentUser } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';
import { insertPlaces } from '../../test/places.ts';
import { BOOKMARK_COOKIE } from './d1-session.ts';
import { CACHE_STATUS } from './edge-cache.ts';

const [listing, removed] = await addListings(
  { name: 'Cache Shul', address: '1 Edge St', city: 'Cacheville', latitude: 31.77, longitude: 35.21 },
  { name: 'Removed Cache Shul', address: '2 Edge St', city: 'Cacheville', latitude: 31.78, longitude: 35.22, isActive: false },
);

/** The `d1b` cookie a response sets, as a Cookie header value. */
const bookmarkCookie = (res: Response) => /(?:^|,\s*)(d1b=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

afterEach(() => vi.restoreAllMocks());

describe('edge cache', () => {
  it('answers a repeated anonymous read from the cache, and nearby map moves share an entry', async () => {
    const path = '/api/synagogues?search=Cacheville';
    const first = await api(path);
    expect(first.headers.get(CACHE_STATUS)).toBe('MISS');
    const again = await api(path);
    expect(again.headers.get(CACHE_STATUS)).toBe('HIT');
    expect(await again.json()).toEqual(await first.json());
    // Two views a few hundred metres apart snap to the same tiles.
    const view = (dx: number) => `/api/synagogues/viewport?north=${31.8 + dx}&south=${31.74 + dx}&east=${35.24 + dx}&west=${35.18 + dx}`;
    expect((await api(view(0))).headers.get(CACHE_STATUS)).toBe('MISS');
    const moved = await api(view(0.003));
    expect(moved.headers.get(CACHE_STATUS)).toBe('HIT');
    expect(((await moved.json()) as Synagogue[]).map((s) => s.name)).toEqual(['Cache Shul']);
  });

  it('never answers or stores a signed-in request', async () => {
    const admin = await adminCookie();
    // An admin sees a removed listing; the next anonymous visitor must not get that answer.
    const seen = await api(`/api/synagogues/${removed!.id}`, { cookie: admin });
    expect(seen.status).toBe(200);
    expect(seen.headers.get(CACHE_STATUS)).toBeNull();
    expect((await api(`/api/synagogues/${removed!.id}`)).status).toBe(404);
    // A member's read of public data neither comes from the cache nor goes into it.
    const member = await memberCookie();
    await api('/api/synagogues?search=Cache');
    const asMember = await api('/api/synagogues?search=Cache', { cookie: member });
    expect(asMember.headers.get(CACHE_STATUS)).toBeNull();
    const me = await api('/api/user', { cookie: member });
    expect(me.headers.get(CACHE_STATUS)).toBeNull();
    expect(await currentUser()).toBeNull();
  });

  it('makes a write visible at once to the next anonymous read', async () => {
    const path = `/api/synagogues/${listing!.id}`;
    await api(path);
    expect((await api(path)).headers.get(CACHE_STATUS)).toBe('HIT');
    const patched = await api(path, { method: 'PATCH', cookie: await adminCookie(), json: { name: 'Cache Shul (renamed)' } });
    expect(patched.status).toBe(200);
    const next = await api(path);
    expect(next.headers.get(CACHE_STATUS)).toBe('MISS');
    expect(((await next.json()) as SynagogueDetail).name).toBe('Cache Shul (renamed)');
    expect((await api(path)).headers.get(CACHE_STATUS)).toBe('HIT');
  });

  it('stays warm after an anonymous time proposal, which changes nothing the public sees', async () => {
    const path = `/api/synagogues/${listing!.id}`;
    await api(path);
    expect((await api(path)).headers.get(CACHE_STATUS)).toBe('HIT');
    const proposed = await api(`${path}/proposals`, {
      method: 'POST',
      json: { changes: [{ op: 'add', rule: { tefillah: 'mincha', days: ['weekday'], time: '13:30' } }], note: 'Mincha moved' },
    });
    expect(proposed.status).toBe(201);
    expect((await api(path)).headers.get(CACHE_STATUS)).toBe('HIT');
  });

  it("shows a manager's write at once", async () => {
    const path = `/api/synagogues/${listing!.id}`;
    const manager = await signedIn('member', 'Gabbai');
    await env.DB.prepare('INSERT INTO listing_managers (synagogue_id, user_id, role) VALUES (?, ?, ?)')
      .bind(listing!.id, manager.user.id, 'Gabbai')
      .run();
    await api(path);
    expect((await api(path)).headers.get(CACHE_STATUS)).toBe('HIT');
    const patched = await api(`/api/manage/synagogues/${listing!.id}`, {
      method: 'PATCH',
      cookie: manager.cookie,
      json: { phone: '+972 2 555 0101' },
    });
    expect(patched.status).toBe(200);
    const next = await api(path);
    expect(next.headers.get(CACHE_STATUS)).toBe('MISS');
    expect(((await next.json()) as SynagogueDetail).phone).toBe('+972 2 555 0101');
  });

  it('moves only the group a write changes: a new sponsor leaves the directory warm and shows at once', async () => {
    const listingPath = `/api/synagogues/${listing!.id}`;
    await api(listingPath);
    await api('/api/sponsors');
    expect((await api(listingPath)).headers.get(CACHE_STATUS)).toBe('HIT');
    expect((await api('/api/sponsors')).headers.get(CACHE_STATUS)).toBe('HIT');
    const created = await api('/api/sponsors', {
      method: 'POST',
      cookie: await adminCookie(),
      json: { name: 'Edge Sponsor', sponsorshipLevel: 'gold', isActive: true },
    });
    expect(created.status).toBe(201);
    const sponsors = await api('/api/sponsors');
    expect(sponsors.headers.get(CACHE_STATUS)).toBe('MISS');
    expect(((await sponsors.json()) as { name: string }[]).map((s) => s.name)).toContain('Edge Sponsor');
    expect((await api(listingPath)).headers.get(CACHE_STATUS)).toBe('HIT');
  });
});

describe('edge cache by visitor country', () => {
  // Two towns of one name ranked within a near tie: the visitor's country decides.
  const town = { kind: 'city', name: 'Cachetown', asciiName: 'Cachetown', featureCode: 'PPL' } as const;
  const placesAdded = insertPlaces([
    {
      ...town,
      admin1: 'NY',
      country: 'US',
      latitude: 42.1,
      longitude: -75.9,
      tzid: 'America/New_York',
      population: 12000,
      geonameid: 990001,
    },
    {
      ...town,
      admin1: 'ON',
      country: 'CA',
      latitude: 44.2,
      longitude: -79.4,
      tzid: 'America/Toronto',
      population: 10000,
      geonameid: 990002,
    },
  ]);
  const fromCountry = (path: string, country: string) => api(path, { headers: { 'cf-ipcountry': country } });

  it.each(['/api/places/resolve?q=Cachetown', '/api/places/suggest?q=Cachetown'])(
    'keeps the answers of %s apart for each country',
    async (path) => {
      await placesAdded;
      const first = (body: unknown) => (Array.isArray(body) ? (body[0] as Place) : (body as Place)).country;
      const us = await fromCountry(path, 'US');
      expect(us.headers.get(CACHE_STATUS)).toBe('MISS');
      expect(first(await us.json())).toBe('US');
      // Another country's visitor gets an entry of its own, not the first visitor's answer.
      const ca = await fromCountry(path, 'CA');
      expect(ca.headers.get(CACHE_STATUS)).toBe('MISS');
      expect(first(await ca.json())).toBe('CA');
      for (const country of ['US', 'CA']) {
        const again = await fromCountry(path, country);
        expect(again.headers.get(CACHE_STATUS), country).toBe('HIT');
        expect(first(await again.json()), country).toBe(country);
      }
    },
  );
});

describe('read replicas', () => {
  it('gives a browser that wrote its bookmark, and reads its next requests at least at that state', async () => {
    const path = `/api/synagogues/${listing!.id}`;
    await api(path);
    const sessions = vi.spyOn(env.DB, 'withSession');
    // 'These times are right': an anonymous visitor's write to public data.
    const wrote = await api(`${path}/confirm`, { method: 'POST' });
    expect(wrote.status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith('first-primary');
    const cookie = bookmarkCookie(wrote);
    expect(cookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]+(-[0-9a-f]+)+$`));
    expect(wrote.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const read = await api(path, { cookie });
    expect(sessions).toHaveBeenLastCalledWith(cookie!.slice(BOOKMARK_COOKIE.length + 1));
    expect(read.headers.get(CACHE_STATUS)).toBeNull();
    const { timesConfirmedAt } = (await wrote.json()) as { timesConfirmedAt: string };
    expect(((await read.json()) as SynagogueDetail).timesConfirmedAt).toBe(timesConfirmedAt);

    // Without the cookie: the nearest replica, and (the version having moved) a fresh answer.
    const anonymous = await api(path);
    expect(sessions).toHaveBeenCalledWith('first-unconstrained');
    expect(((await anonymous.json()) as SynagogueDetail).timesConfirmedAt).toBe(timesConfirmedAt);
    // A malformed cookie is ignored.
    expect((await api(path, { cookie: `${BOOKMARK_COOKIE}=not a bookmark` })).status).toBe(200);
  });

  it("reads admin pages and the manager area from the primary, and a member's public reads from the nearest copy", async () => {
    const sessions = vi.spyOn(env.DB, 'withSession');
    expect((await api('/api/admin/stats', { cookie: await adminCookie() })).status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith('first-primary');
    // The manager area, for each caller: the listings each manages, read from the primary.
    const manager = await signedIn('member', 'Manager');
    await env.DB.prepare('INSERT INTO listing_managers (synagogue_id, user_id) VALUES (?, ?)').bind(listing!.id, manager.user.id).run();
    const member = await memberCookie();
    const callers = { anonymous: undefined, member, 'manager of another listing': manager.cookie, admin: await adminCookie() };
    const seen: Record<string, { status: number; session: unknown; listings: number[] | null }> = {};
    for (const [who, cookie] of Object.entries(callers)) {
      sessions.mockClear();
      const res = await api('/api/manage/listings', { cookie });
      const body = (await res.json()) as { id: number }[] | { message: string };
      seen[who] = {
        status: res.status,
        session: sessions.mock.lastCall?.[0],
        listings: Array.isArray(body) ? body.map((l) => l.id) : null,
      };
    }
    expect(seen).toEqual({
      anonymous: { status: 401, session: 'first-unconstrained', listings: null },
      member: { status: 200, session: 'first-primary', listings: [] },
      'manager of another listing': { status: 200, session: 'first-primary', listings: [listing!.id] },
      admin: { status: 200, session: 'first-primary', listings: [] },
    });
    expect((await api(`/api/synagogues/${listing!.id}`, { cookie: member })).status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith('first-unconstrained');
  });
});
