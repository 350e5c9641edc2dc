import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCookie, memberCookie } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';

describe('GET /api/stats/public', () => {
  it('counts active listings, their countries and cities, for five minutes of cache', async () => {
    await addListings(
      { city: 'Paris', country: 'France' },
      { city: 'Paris', country: 'France' },
      { city: 'Paris', state: 'TX', country: 'USA' },
      { city: 'Lyon', country: 'France' },
      { city: 'Oslo', country: 'Norway', isActive: false },
    );
    const res = await api('/api/stats/public');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await json(res)).toEqual({ listings: 4, countries: 2, cities: 3 });
    // Within the five minutes a new listing is not counted yet.
    await addListings({ city: 'Rome', country: 'Italy' });
    expect(await json(await api('/api/stats/public'))).toEqual({ listings: 4, countries: 2, cities: 3 });
  });
});

describe('GET /api/admin/stats', () => {
  it('is for admins only', async () => {
    expect((await api('/api/admin/stats')).status).toBe(401);
    expect((await api('/api/admin/stats', { cookie: await memberCookie() })).status).toBe(403);
  });

  it('counts all listings, active sponsors, active ads and pending inquiries', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sponsors (name, is_active) VALUES ('A', 1), ('B', 1), ('C', 0)"),
      env.DB.prepare("INSERT INTO ads (title, is_active) VALUES ('A', 1), ('B', 0), ('C', 0)"),
      env.DB.prepare(
        "INSERT INTO sponsor_submissions (company_name, contact_name, email, status) VALUES ('A', 'a', 'a@x.example', 'pending'), ('B', 'b', 'b@x.example', 'approved')",
      ),
    ]);
    const res = await api('/api/admin/stats', { cookie: await adminCookie() });
    expect(res.status).toBe(200);
    // Six listings from the test above, the inactive one included.
    expect(await json(res)).toEqual({ totalSynagogues: 6, totalSponsors: 2, totalAds: 1, totalSponsorSubmissions: 1 });
  });
});
