import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SAVED_LISTINGS_MAX, type SavedListing } from '#contract/saved-listings.ts';
import { signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings, ids } from '../../test/listings.ts';
import { createDb } from '../db.ts';
import { deleteAccount } from '../services/account/delete.ts';
import { exportAccount } from '../services/account/export.ts';

const list = async (cookie: string) => json<SavedListing[]>(await api('/api/account/saved-listings', { cookie }));
const put = (cookie: string, id: number) => api(`/api/account/saved-listings/${id}`, { method: 'PUT', cookie });
const sync = (cookie: string, body: unknown) => api('/api/account/saved-listings', { method: 'POST', json: body, cookie });

describe('the listings an account saved for offline use', () => {
  it('need a session', async () => {
    expect((await api('/api/account/saved-listings')).status).toBe(401);
    expect((await sync('', { ids: [1] })).status).toBe(401);
    expect((await api('/api/account/saved-listings/1', { method: 'PUT' })).status).toBe(401);
    expect((await api('/api/account/saved-listings/1', { method: 'DELETE' })).status).toBe(401);
  });

  it('are saved, listed latest first with their names, never cached, and removed', async () => {
    const { cookie } = await signedIn();
    const [a, b] = await addListings({ name: 'Beth Shalom', city: 'Paris', country: 'France' }, { name: 'Ohel Moshe' });
    expect((await put(cookie, a!.id)).status).toBe(200);
    const res = await put(cookie, b!.id);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const saved = await json<SavedListing[]>(res);
    expect(ids(saved)).toEqual([b!.id, a!.id]);
    expect(saved[1]).toMatchObject({ name: 'Beth Shalom', city: 'Paris', country: 'France', savedAt: expect.stringMatching(/^\d{4}-/) });
    // Saving again changes nothing.
    expect(ids(await json<SavedListing[]>(await put(cookie, a!.id)))).toEqual([b!.id, a!.id]);
    expect((await api(`/api/account/saved-listings/${b!.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(ids(await list(cookie))).toEqual([a!.id]);
  });

  it("are each account's own", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const [a] = await addListings({});
    await put(mine.cookie, a!.id);
    expect(await list(theirs.cookie)).toEqual([]);
    // Removing from another account's list removes nothing from mine.
    await api(`/api/account/saved-listings/${a!.id}`, { method: 'DELETE', cookie: theirs.cookie });
    expect(ids(await list(mine.cookie))).toEqual([a!.id]);
  });

  it("take a device's list in one request, passing over ids of no active listing", async () => {
    const { cookie } = await signedIn();
    const [a, b, gone] = await addListings({}, {}, { isActive: false });
    await put(cookie, a!.id);
    const res = await sync(cookie, { ids: [b!.id, a!.id, gone!.id, 999_999_999] });
    expect(res.status).toBe(200);
    expect(ids(await json<SavedListing[]>(res)).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('answer 404 for no active listing and 400 naming the field for a bad body', async () => {
    const { cookie } = await signedIn();
    const [inactive] = await addListings({ isActive: false });
    expect((await put(cookie, inactive!.id)).status).toBe(404);
    expect((await put(cookie, 999_999_999)).status).toBe(404);
    for (const body of [{}, { ids: 'one' }, { ids: [-1] }, { ids: Array.from({ length: SAVED_LISTINGS_MAX + 1 }, (_, i) => i + 1) }]) {
      const res = await sync(cookie, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await json<{ errors: Record<string, string> }>(res)).errors).join()).toMatch(/^ids/);
    }
  });

  it(`hold at most ${SAVED_LISTINGS_MAX}: one more is refused with 409`, async () => {
    const { cookie } = await signedIn();
    const listings = await addListings(...Array.from({ length: SAVED_LISTINGS_MAX + 1 }, () => ({})));
    expect((await sync(cookie, { ids: ids(listings.slice(0, SAVED_LISTINGS_MAX)) })).status).toBe(200);
    const res = await put(cookie, listings[SAVED_LISTINGS_MAX]!.id);
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toMatch(/at most 50/);
    // One already saved is still fine.
    expect((await put(cookie, listings[0]!.id)).status).toBe(200);
  });

  it("are in the account's export and deleted with the account", async () => {
    const { cookie, user } = await signedIn();
    const [a] = await addListings({ name: 'Keter Torah' });
    await put(cookie, a!.id);
    const db = createDb(env.DB);
    const data = await exportAccount(db, { ...user, firstName: 'Test', lastName: null, language: null, createdAt: '' } as never);
    expect(data.savedListings).toEqual([expect.objectContaining({ id: a!.id, name: 'Keter Torah' })]);
    await deleteAccount(db, user);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM saved_listings WHERE user_id = ?').bind(user.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it('leave every list when the listing is deleted', async () => {
    const { cookie } = await signedIn();
    const [a] = await addListings({});
    await put(cookie, a!.id);
    await env.DB.prepare('DELETE FROM synagogues WHERE id = ?').bind(a!.id).run();
    expect(await list(cookie)).toEqual([]);
  });
});
