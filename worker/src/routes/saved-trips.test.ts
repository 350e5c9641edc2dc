import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_TRIPS, type SavedTrip } from '#contract/saved-trips.ts';
import { signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';

const PARIS = { place: 2988507, label: 'Paris, France', from: '2026-12-08T10:00', to: '2026-12-10T12:00' };
const LONDON = { place: 2643743, label: 'London, United Kingdom', from: '2026-12-10T16:00', to: '2026-12-14T09:00' };
const save = (cookie: string, body: unknown) => api('/api/account/trips', { method: 'POST', cookie, json: body });
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;

describe('saving a trip to the account', () => {
  it('keeps the stops with their place names and an optional name, newest first', async () => {
    const { cookie } = await signedIn();
    const first = await json<SavedTrip>(await save(cookie, { stops: [PARIS] }));
    const second = await json<SavedTrip>(await save(cookie, { name: '  Paris and London ', stops: [PARIS, LONDON] }));
    expect(first).toMatchObject({ name: null, stops: [PARIS] });
    expect(second).toMatchObject({ name: 'Paris and London', stops: [PARIS, LONDON] });
    expect((await json<SavedTrip[]>(await api('/api/account/trips', { cookie }))).map((t) => t.id)).toEqual([second.id, first.id]);
  });

  it('refuses what the planner refuses, naming the field', async () => {
    const { cookie } = await signedIn();
    expect(await errorsOf(await save(cookie, { stops: [] }))).toHaveProperty('stops');
    expect(await errorsOf(await save(cookie, { stops: [LONDON, PARIS] }))).toHaveProperty(['stops.1.from']);
    expect(await errorsOf(await save(cookie, { stops: [{ ...PARIS, to: PARIS.from }] }))).toHaveProperty(['stops.0.to']);
    expect(await errorsOf(await save(cookie, { stops: [{ ...PARIS, to: '2027-02-01T10:00' }] }))).toHaveProperty(['stops.0.to']);
    expect(await errorsOf(await save(cookie, { stops: [{ ...PARIS, place: 'Paris' }] }))).toHaveProperty(['stops.0.place']);
    expect(await errorsOf(await save(cookie, { stops: [{ ...PARIS, label: 'Par\u202Eis' }] }))).toHaveProperty(['stops.0.label']);
    expect(await errorsOf(await save(cookie, { name: 'x'.repeat(81), stops: [PARIS] }))).toHaveProperty('name');
    expect(await json(await api('/api/account/trips', { cookie }))).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_TRIPS} trips per account`, async () => {
    const { cookie, user } = await signedIn();
    const insert = env.DB.prepare('INSERT INTO saved_trips (user_id, stops) VALUES (?, ?)');
    await env.DB.batch(Array.from({ length: MAX_SAVED_TRIPS }, () => insert.bind(user.id, JSON.stringify([PARIS]))));
    const refused = await save(cookie, { stops: [PARIS] });
    expect(refused.status).toBe(409);
    const [newest] = await json<SavedTrip[]>(await api('/api/account/trips', { cookie }));
    expect((await api(`/api/account/trips/${newest!.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await save(cookie, { stops: [PARIS] })).status).toBe(201);
  });
});
