import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '#contract/submissions.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import { memberCookie, signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings, ids } from '../../test/listings.ts';

const errors = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;

const request = {
  type: 'add',
  requestType: 'add',
  synagogueName: 'Beth Shalom of Omaha',
  address: '1 Dodge St',
  city: 'Omaha',
  state: 'NE',
  zipCode: '68102',
  country: '',
  phone: '402-555-0100',
  website: 'bethshalom.example',
  nusach: 'ashkenaz',
  hasWheelchairAccess: true,
  hasMikve: false,
  hasParking: 'on',
  hasYouthPrograms: false,
  submitterName: 'Dana',
  submitterEmail: ' Dana@Example.com ',
  submitterPhone: '402-555-0199',
  notes: 'Opened last year',
};

const submit = async (body: Record<string, unknown>) => {
  const res = await api('/api/submissions', { method: 'POST', json: body });
  expect(res.status).toBe(201);
  return json<Submission>(res);
};

let admin: { cookie: string; user: { id: string } };
let member: string;
beforeAll(async () => {
  admin = await signedIn('admin', 'Reviewer');
  member = await memberCookie();
});

const review = (id: number, status: string, cookie = admin.cookie) =>
  api(`/api/submissions/${id}`, { method: 'PATCH', json: { status }, cookie });

const listing = (id: number) => env.DB.prepare('SELECT * FROM synagogues WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('POST /api/submissions', () => {
  it('stores a pending request (201) without signing in', async () => {
    const s = await submit(request);
    expect(s).toMatchObject({
      type: 'add',
      status: 'pending',
      synagogueName: 'Beth Shalom of Omaha',
      country: 'USA',
      website: 'https://bethshalom.example',
      hasParking: true,
      submitterEmail: 'dana@example.com',
      synagogueId: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(s).not.toHaveProperty('requestType');
    expect(Date.parse(s.createdAt)).not.toBeNaN();
  });

  it.each([
    ['type', { type: 'merge' }, 'Choose add, edit or remove'],
    ['synagogueName', { synagogueName: ' ' }, 'Synagogue name is required'],
    ['submitterName', { submitterName: '' }, 'Your name is required'],
    ['submitterEmail', { submitterEmail: 'dana@' }, 'Please enter a valid email address'],
    ['submitterPhone', { submitterPhone: undefined }, 'Your phone number is required'],
    ['website', { website: 'ftp://x.example' }, 'Please enter a valid website URL'],
    ['nusach', { nusach: 'reform' }, 'nusach must be one of ashkenaz, sefard, arizal, temani, mizrachi'],
  ])('refuses a bad %s', async (field, change, message) => {
    const res = await api('/api/submissions', { method: 'POST', json: { ...request, ...change } });
    expect(res.status).toBe(400);
    expect((await errors(res))[field]).toBe(message);
  });

  it('names every missing required field at once', async () => {
    const res = await api('/api/submissions', { method: 'POST', json: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(await errors(res)).sort()).toEqual(['submitterEmail', 'submitterName', 'submitterPhone', 'synagogueName', 'type']);
  });

  it('links an edit or remove to a listed listing; an unknown and a removed one answer alike (defect 6)', async () => {
    const [row, gone] = await addListings({ name: 'Linked' }, { name: 'Removed' });
    expect(await submit({ ...request, type: 'edit', synagogueId: row!.id })).toMatchObject({ synagogueId: row!.id });
    await env.DB.prepare('UPDATE synagogues SET is_active = 0 WHERE id = ?').bind(gone!.id).run();
    const strip = ({ id: _id, createdAt: _c, ...rest }: Submission) => rest;
    const unknown = await submit({ ...request, type: 'remove', synagogueId: 999999 });
    const removed = await submit({ ...request, type: 'remove', synagogueId: gone!.id });
    expect(strip(unknown)).toEqual(strip(removed));
    expect(unknown.synagogueId).toBeNull();
    // An add names no listing, whatever the form carried.
    expect(await submit({ ...request, synagogueId: row!.id })).toMatchObject({ synagogueId: null });
  });
});

describe('GET /api/submissions', () => {
  it('is for admins only', async () => {
    expect((await api('/api/submissions')).status).toBe(401);
    expect((await api('/api/submissions', { cookie: member })).status).toBe(403);
  });

  it('lists newest first, optionally by status', async () => {
    const a = await submit({ ...request, synagogueName: 'First' });
    const b = await submit({ ...request, synagogueName: 'Second' });
    await review(a.id, 'rejected');
    const all = await json<Submission[]>(await api('/api/submissions', { cookie: admin.cookie }));
    expect(ids(all).indexOf(b.id)).toBeLessThan(ids(all).indexOf(a.id));
    const pending = await json<Submission[]>(await api('/api/submissions?status=pending', { cookie: admin.cookie }));
    expect(ids(pending)).toContain(b.id);
    expect(ids(pending)).not.toContain(a.id);
    expect(pending.every((s) => s.status === 'pending')).toBe(true);
    const rejected = await json<Submission[]>(await api('/api/submissions?status=rejected', { cookie: admin.cookie }));
    expect(ids(rejected)).toEqual([a.id]);
    const bad = await api('/api/submissions?status=done', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(await errors(bad))).toEqual(['status']);
  });
});

describe('PATCH /api/submissions/:id (review)', () => {
  it('approving an add creates the listing and records reviewer and time', async () => {
    const s = await submit({ ...request, synagogueName: 'Temple Israel of Omaha', minyanTimes: 'Shacharit 7:00' });
    const res = await review(s.id, 'approved');
    expect(res.status).toBe(200);
    const done = await json<Submission>(res);
    expect(done).toMatchObject({ status: 'approved', reviewedBy: admin.user.id });
    expect(Date.now() - Date.parse(done.reviewedAt!)).toBeLessThan(60_000);
    expect(done.synagogueId).toEqual(expect.any(Number));
    const created = await json<Synagogue[]>(await api('/api/synagogues?search=temple%20omaha'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      id: done.synagogueId,
      name: 'Temple Israel of Omaha',
      address: '1 Dodge St',
      city: 'Omaha',
      state: 'NE',
      zipCode: '68102',
      country: 'USA',
      phone: '402-555-0100',
      website: 'https://bethshalom.example',
      nusach: 'ashkenaz',
      hasWheelchairAccess: true,
      hasParking: true,
      hasMikve: false,
      minyanTimes: 'Shacharit 7:00',
      isActive: true,
      source: 'community',
    });
    // The visitor's notes are for the reviewers, not the listing.
    expect(created[0]!.notes).toBeNull();
  });

  it('approving an edit applies the fields given and records them as edited', async () => {
    const [row] = await addListings({
      name: 'Old Name',
      address: '9 Old Rd',
      city: 'Lincoln',
      state: 'NE',
      phone: '111',
      hasMikve: true,
      nusach: 'sefard',
    });
    const s = await submit({
      type: 'edit',
      synagogueId: row!.id,
      synagogueName: 'New Name',
      phone: '222',
      hasParking: true,
      submitterName: 'Eli',
      submitterEmail: 'eli@example.com',
      submitterPhone: '1',
    });
    await new Promise((r) => setTimeout(r, 5));
    expect((await review(s.id, 'approved')).status).toBe(200);
    const after = await listing(row!.id);
    expect(after).toMatchObject({
      name: 'New Name',
      phone: '222',
      has_parking: 1,
      // Not given (or unticked): unchanged.
      address: '9 Old Rd',
      city: 'Lincoln',
      has_mikve: 1,
      nusach: 'sefard',
    });
    expect(after!.updated_at as number).toBeGreaterThan(row!.updatedAt.getTime());
    expect(JSON.parse(after!.edited_fields as string)).toEqual(['hasParking', 'name', 'phone']);
  });

  it('approving a remove deactivates the listing and deletes nothing', async () => {
    const [row] = await addListings({ name: 'Closing Shul', city: 'Fremont' });
    const s = await submit({ ...request, type: 'remove', synagogueId: row!.id });
    expect((await review(s.id, 'approved')).status).toBe(200);
    const after = await listing(row!.id);
    expect(after).toMatchObject({ name: 'Closing Shul', is_active: 0 });
    expect(JSON.parse(after!.edited_fields as string)).toEqual(['isActive']);
    expect(await json(await api('/api/synagogues?search=closing'))).toEqual([]);
  });

  it('rejecting records the review and changes nothing else', async () => {
    const [row] = await addListings({ name: 'Untouched', city: 'Kearney' });
    const s = await submit({ ...request, type: 'remove', synagogueId: row!.id });
    const done = await json<Submission>(await review(s.id, 'rejected'));
    expect(done).toMatchObject({ status: 'rejected', reviewedBy: admin.user.id, synagogueId: row!.id });
    expect(done.reviewedAt).not.toBeNull();
    expect(await listing(row!.id)).toMatchObject({ is_active: 1, edited_fields: '[]' });
    const before = (await json<{ count: number }>(await api('/api/synagogues/count'))).count;
    const add = await submit(request);
    await review(add.id, 'rejected');
    expect((await json<{ count: number }>(await api('/api/synagogues/count'))).count).toBe(before);
  });

  it('reviews a request once', async () => {
    const s = await submit(request);
    expect((await review(s.id, 'approved')).status).toBe(200);
    const again = await review(s.id, 'approved');
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'This request was already approved' });
    expect((await review(s.id, 'rejected')).status).toBe(409);
  });

  it('refuses approvals it cannot apply', async () => {
    const noAddress = await submit({ ...request, address: '', city: '' });
    const res = await review(noAddress.id, 'approved');
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: 'This request cannot be approved: it has no address or city' });
    const noTarget = await submit({ ...request, type: 'edit' });
    expect(await json(await review(noTarget.id, 'approved'))).toEqual({
      message: 'This request cannot be approved: it names no listing to edit',
    });
    const [row] = await addListings({ name: 'Soon gone' });
    const orphan = await submit({ ...request, type: 'remove', synagogueId: row!.id });
    await api(`/api/synagogues/${row!.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect((await review(orphan.id, 'approved')).status).toBe(409);
    // Nothing was recorded for them: they are still pending.
    const pending = await json<Submission[]>(await api('/api/submissions?status=pending', { cookie: admin.cookie }));
    expect(ids(pending)).toEqual(expect.arrayContaining([noAddress.id, noTarget.id, orphan.id]));
  });

  it('validates, and answers 401, 403 and 404', async () => {
    const s = await submit(request);
    expect((await review(s.id, 'approved', '')).status).toBe(401);
    expect((await review(s.id, 'approved', member)).status).toBe(403);
    expect((await review(999999, 'approved')).status).toBe(404);
    const bad = await review(s.id, 'maybe');
    expect(bad.status).toBe(400);
    expect(await errors(bad)).toEqual({ status: 'status must be one of pending, approved, rejected' });
    const pending = await review(s.id, 'pending');
    expect(pending.status).toBe(400);
    expect(await errors(pending)).toEqual({ status: 'A location request can only be approved or rejected' });
  });
});

describe('approve and reject racing (defect 2)', () => {
  it('leaves listing and request consistent in 50 races of approve against reject', async () => {
    const outcomes = { approved: 0, rejected: 0 };
    for (let i = 0; i < 50; i++) {
      const type = i % 2 === 0 ? 'remove' : 'add';
      const [target] = await addListings({ name: `Race ${i}` });
      const sourceName = `Raced add ${i} ${crypto.randomUUID()}`;
      const s = await submit(type === 'remove' ? { ...request, type, synagogueId: target!.id } : { ...request, synagogueName: sourceName });
      const [approve, reject] = await Promise.all([review(s.id, 'approved'), review(s.id, 'rejected')]);
      // Exactly one review wins; the other is told it lost.
      expect([approve.status, reject.status].sort(), `race ${i}`).toEqual([200, 409]);
      const stored = await env.DB.prepare('SELECT status FROM submissions WHERE id = ?').bind(s.id).first<{ status: string }>();
      const winner = approve.status === 200 ? 'approved' : 'rejected';
      expect(stored!.status, `race ${i}`).toBe(winner);
      outcomes[winner] += 1;
      if (type === 'remove') {
        expect((await listing(target!.id))!.is_active, `race ${i} (remove, ${winner})`).toBe(winner === 'approved' ? 0 : 1);
      } else {
        const created = await env.DB.prepare('SELECT count(*) AS n FROM synagogues WHERE name = ?').bind(sourceName).first<{ n: number }>();
        expect(created!.n, `race ${i} (add, ${winner})`).toBe(winner === 'approved' ? 1 : 0);
      }
    }
    expect(outcomes.approved + outcomes.rejected).toBe(50);
  }, 120_000);
});
