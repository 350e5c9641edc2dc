// The account's own routes (sessions, export, deletion), its passkeys, its saved years of Kaddish
// and its saved trips, for each kind of account: a member, a shul's manager and an admin act on
// their own records alike, a visitor gets 401, and another account's record answers 404.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '#contract/account.ts';
import type { KaddishPlan } from '#contract/kaddish.ts';
import type { AccountPasskey } from '#contract/passkeys.ts';
import type { SavedTrip } from '#contract/saved-trips.ts';
import { ACCOUNT_KINDS, signedIn, signedInAs } from '../../test/auth.ts';
import { api, currentUser, json } from '../../test/helpers.ts';
import { addPasskey, passkeyAssertion } from '../../test/passkey-account.ts';
import { createDb } from '../db.ts';
import { createSession, SESSION_COOKIE } from '../services/auth/sessions.ts';

const DEATH = { hy: 5786, hm: 9, hd: 10 };
const STOPS = [
  { place: 2988507, label: 'Paris, France', from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
  {
    place: { latitude: 51.5074, longitude: -0.1278 },
    label: 'London, England, United Kingdom',
    from: '2026-12-10T16:00',
    to: '2026-12-14T09:00',
  },
];

/** A second session of the same account, as another browser would have. */
async function anotherSession(userId: string) {
  const sid = await createSession(env.SESSIONS, createDb(env.DB), userId, { userAgent: null });
  return `${SESSION_COOKIE}=${sid}`;
}

describe('a visitor', () => {
  it.each([
    ['GET', '/api/user/export'],
    ['GET', '/api/user/sessions'],
    ['DELETE', `/api/user/sessions/${crypto.randomUUID()}`],
    ['POST', '/api/user/sessions/end-others'],
    ['DELETE', '/api/user'],
    ['POST', '/api/passkeys/registration/options'],
    ['POST', '/api/passkeys/registration/verify'],
    ['GET', '/api/user/passkeys'],
    ['PATCH', '/api/user/passkeys/abc'],
    ['DELETE', '/api/user/passkeys/abc'],
    ['GET', '/api/account/kaddish'],
    ['POST', '/api/account/kaddish'],
    ['PATCH', '/api/account/kaddish/1'],
    ['DELETE', '/api/account/kaddish/1'],
    ['GET', '/api/account/trips'],
    ['POST', '/api/account/trips'],
    ['DELETE', '/api/account/trips/1'],
  ])('gets 401 from %s %s', async (method, path) => {
    expect((await api(path, { method, json: method === 'GET' ? undefined : {} })).status).toBe(401);
  });
});

describe.each(ACCOUNT_KINDS)('a signed-in %s', (kind) => {
  it("lists and ends its own sessions; another account's session id is 404", async () => {
    const { cookie, user } = await signedInAs(kind);
    const elsewhere = await anotherSession(user.id);
    const stranger = await signedIn('member');
    const sessions = await json<AccountSession[]>(await api('/api/user/sessions', { cookie }));
    expect(sessions.map((s) => s.current).sort()).toEqual([false, true]);
    const [theirs] = await json<AccountSession[]>(await api('/api/user/sessions', { cookie: stranger.cookie }));
    expect((await api(`/api/user/sessions/${theirs!.id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect(await currentUser(stranger.cookie)).not.toBeNull();
    const other = sessions.find((s) => !s.current)!;
    expect((await api(`/api/user/sessions/${other.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await currentUser(elsewhere)).toBeNull();
    expect(await json(await api('/api/user/sessions/end-others', { method: 'POST', cookie }))).toEqual({ ended: 0 });
  });

  it('downloads its own data, with the listing it manages when it manages one', async () => {
    const { cookie, user, listingId } = await signedInAs(kind);
    const res = await api('/api/user/export', { cookie });
    expect(res.status).toBe(200);
    const data = await json<{ profile: { email: string; role: string }; managedListings: { id: number }[] }>(res);
    expect(data.profile).toMatchObject({ email: user.email, role: kind === 'admin' ? 'admin' : 'member' });
    expect(data.managedListings.map((l) => l.id)).toEqual(listingId === null ? [] : [listingId]);
  });

  it("registers, lists, renames and removes its passkeys; another account's passkey id is 404", async () => {
    const { cookie } = await signedInAs(kind);
    const stranger = await signedIn('member');
    const { passkey } = await addPasskey(cookie, 'Phone');
    const { passkey: theirs } = await addPasskey(stranger.cookie, 'Theirs');
    expect((await json<AccountPasskey[]>(await api('/api/user/passkeys', { cookie }))).map((k) => k.id)).toEqual([passkey.id]);
    for (const method of ['PATCH', 'DELETE']) {
      const res = await api(`/api/user/passkeys/${theirs.id}`, { method, cookie, json: method === 'PATCH' ? { name: 'Mine' } : undefined });
      expect(res.status, method).toBe(404);
    }
    expect(await json(await api(`/api/user/passkeys/${passkey.id}`, { method: 'PATCH', cookie, json: { name: 'Tablet' } }))).toMatchObject({
      name: 'Tablet',
    });
    expect((await api(`/api/user/passkeys/${passkey.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await json<AccountPasskey[]>(await api('/api/user/passkeys', { cookie: stranger.cookie }))).toHaveLength(1);
  });

  it("saves, lists, changes and deletes its years of Kaddish; another account's plan id is 404", async () => {
    const { cookie } = await signedInAs(kind);
    const stranger = await signedIn('member');
    const saved = await api('/api/account/kaddish', { method: 'POST', cookie, json: { label: 'Abba', death: DEATH } });
    expect(saved.status).toBe(201);
    const plan = await json<KaddishPlan>(saved);
    const theirs = await json<KaddishPlan>(
      await api('/api/account/kaddish', { method: 'POST', cookie: stranger.cookie, json: { death: DEATH } }),
    );
    expect((await json<KaddishPlan[]>(await api('/api/account/kaddish', { cookie }))).map((p) => p.id)).toEqual([plan.id]);
    expect((await api(`/api/account/kaddish/${theirs.id}`, { method: 'PATCH', cookie, json: { reminders: true } })).status).toBe(404);
    expect((await api(`/api/account/kaddish/${theirs.id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect(await json(await api(`/api/account/kaddish/${plan.id}`, { method: 'PATCH', cookie, json: { reminders: true } }))).toMatchObject({
      reminders: true,
    });
    expect((await api(`/api/account/kaddish/${plan.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await json(await api('/api/account/kaddish', { cookie }))).toEqual([]);
    expect(await json<KaddishPlan[]>(await api('/api/account/kaddish', { cookie: stranger.cookie }))).toHaveLength(1);
  });

  it("saves, lists and deletes its trips; another account's trip id is 404", async () => {
    const { cookie } = await signedInAs(kind);
    const stranger = await signedIn('member');
    const saved = await api('/api/account/trips', { method: 'POST', cookie, json: { name: 'Paris and London', stops: STOPS } });
    expect(saved.status).toBe(201);
    const trip = await json<SavedTrip>(saved);
    expect(trip).toMatchObject({ name: 'Paris and London', stops: STOPS });
    const theirs = await json<SavedTrip>(
      await api('/api/account/trips', { method: 'POST', cookie: stranger.cookie, json: { stops: STOPS } }),
    );
    expect((await json<SavedTrip[]>(await api('/api/account/trips', { cookie }))).map((t) => t.id)).toEqual([trip.id]);
    expect((await api(`/api/account/trips/${theirs.id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect((await api(`/api/account/trips/${trip.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await api(`/api/account/trips/${trip.id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect(await json(await api('/api/account/trips', { cookie }))).toEqual([]);
    expect(await json<SavedTrip[]>(await api('/api/account/trips', { cookie: stranger.cookie }))).toHaveLength(1);
  });

  it('deletes itself with a passkey, and with it its passkeys, sessions, years of Kaddish and trips; a manager role ends', async () => {
    const { cookie, user } = await signedInAs(kind);
    const { authenticator } = await addPasskey(cookie);
    await api('/api/account/kaddish', { method: 'POST', cookie, json: { death: DEATH } });
    await api('/api/account/trips', { method: 'POST', cookie, json: { stops: STOPS } });
    const res = await api('/api/user', { method: 'DELETE', cookie, json: { passkey: await passkeyAssertion(authenticator) } });
    expect(res.status).toBe(204);
    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM users WHERE id = ?1) + (SELECT count(*) FROM passkeys WHERE user_id = ?1)
        + (SELECT count(*) FROM user_sessions WHERE user_id = ?1) + (SELECT count(*) FROM kaddish_plans WHERE user_id = ?1)
        + (SELECT count(*) FROM saved_trips WHERE user_id = ?1) + (SELECT count(*) FROM listing_managers WHERE user_id = ?1) AS n`,
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect(await currentUser(cookie)).toBeNull();
  });
});
