import { beforeAll, describe, expect, it } from 'vitest';
import type { SponsorSubmission } from '#contract/sponsor-submissions.ts';
import { memberCookie, signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { ids } from '../../test/listings.ts';

const inquiry = {
  companyName: 'Kosher Cruises',
  contactName: 'Ann Levi',
  email: 'Ann@Cruises.example',
  phone: '555-0100',
  website: 'cruises.example',
  description: 'Kosher cruises in the Mediterranean.',
  sponsorshipInterest: 'gold',
};

const send = async (body: Record<string, unknown> = inquiry) => {
  const res = await api('/api/sponsor-submissions', { method: 'POST', json: body });
  expect(res.status).toBe(201);
  return json<SponsorSubmission>(res);
};

let admin: { cookie: string; user: { id: string } };
let member: string;
beforeAll(async () => {
  admin = await signedIn('admin', 'Reviewer');
  member = await memberCookie();
});

const setStatus = (id: number, status: string, cookie = admin.cookie) =>
  api(`/api/sponsor-submissions/${id}`, { method: 'PATCH', json: { status }, cookie });

describe('POST /api/sponsor-submissions', () => {
  it('stores a pending inquiry (201) without signing in', async () => {
    expect(await send()).toMatchObject({
      companyName: 'Kosher Cruises',
      email: 'ann@cruises.example',
      website: 'https://cruises.example',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await send({ ...inquiry, website: '', sponsorshipInterest: '' })).toMatchObject({ website: null, sponsorshipInterest: null });
  });

  it('answers with the spec messages, all at once', async () => {
    const res = await api('/api/sponsor-submissions', {
      method: 'POST',
      json: { companyName: '', contactName: ' ', email: 'ann', phone: '', website: 'not a url', description: 'short' },
    });
    expect(res.status).toBe(400);
    expect((await json<{ errors: unknown }>(res)).errors).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      website: 'Please enter a valid website URL',
      description: 'Please provide at least 10 characters describing your business',
    });
  });

  it('counts the description after trimming', async () => {
    const res = await api('/api/sponsor-submissions', { method: 'POST', json: { ...inquiry, description: '   123456789   ' } });
    expect(res.status).toBe(400);
  });
});

describe('admin review of inquiries', () => {
  it('lists newest first, for admins only', async () => {
    const older = await send({ ...inquiry, companyName: 'Older' });
    const newer = await send({ ...inquiry, companyName: 'Newer' });
    expect((await api('/api/sponsor-submissions')).status).toBe(401);
    expect((await api('/api/sponsor-submissions', { cookie: member })).status).toBe(403);
    const list = await json<SponsorSubmission[]>(await api('/api/sponsor-submissions', { cookie: admin.cookie }));
    expect(ids(list).indexOf(newer.id)).toBeLessThan(ids(list).indexOf(older.id));
    expect(ids(list)[0]).toBe(newer.id);
  });

  it('approve and reject record reviewer and time; pending clears them', async () => {
    const s = await send();
    const approved = await json<SponsorSubmission>(await setStatus(s.id, 'approved'));
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: admin.user.id });
    expect(Date.now() - Date.parse(approved.reviewedAt!)).toBeLessThan(60_000);
    expect(await json(await setStatus(s.id, 'pending'))).toMatchObject({ status: 'pending', reviewedBy: null, reviewedAt: null });
    expect(await json(await setStatus(s.id, 'rejected'))).toMatchObject({ status: 'rejected', reviewedBy: admin.user.id });
  });

  it('validates the status and answers 401, 403, 404', async () => {
    const s = await send();
    const bad = await setStatus(s.id, 'archived');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ errors: { status: 'status must be one of pending, approved, rejected' } });
    expect((await setStatus(s.id, 'approved', '')).status).toBe(401);
    expect((await setStatus(s.id, 'approved', member)).status).toBe(403);
    expect((await setStatus(999999, 'approved')).status).toBe(404);
  });

  it('deletes (204), then 404, for admins only', async () => {
    const s = await send();
    expect((await api(`/api/sponsor-submissions/${s.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api(`/api/sponsor-submissions/${s.id}`, { method: 'DELETE', cookie: member })).status).toBe(403);
    expect((await api(`/api/sponsor-submissions/${s.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await api(`/api/sponsor-submissions/${s.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });
});
