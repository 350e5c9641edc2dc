import { describe, expect, it } from 'vitest';
import type { Ad } from '#contract/ads.ts';
import { creator, itHasAdminOnlyWrites } from '../../test/admin-crud.ts';
import { adminAndMember } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

const cookies = adminAndMember();
const create = creator<Ad>('/api/ads', cookies);

describe('ads', () => {
  it('creates with the spec defaults', async () => {
    const ad = await create({ title: 'Default Ad', displayOrder: 'soon' });
    expect(ad).toMatchObject({
      adType: 'banner',
      placement: 'header',
      isActive: true,
      displayOrder: 0,
      impressions: 0,
      clicks: 0,
      startDate: null,
      endDate: null,
    });
  });

  it('shows visitors at most three current active ads by displayOrder, with public fields only', async () => {
    await create({ title: 'Fourth', displayOrder: '4' });
    await create({ title: 'Second', displayOrder: '2', startDate: day(-1), endDate: day(1), adType: 'text', placement: 'inline' });
    await create({ title: 'Third', displayOrder: '3', endDate: day(30) });
    await create({ title: 'Not yet', displayOrder: '1', startDate: day(1) });
    await create({ title: 'Over', displayOrder: '1', endDate: day(-1) });
    await create({ title: 'Off', displayOrder: '1', isActive: false });
    const list = await json<Record<string, unknown>[]>(await api('/api/ads'));
    expect(list.map((a) => a.title)).toEqual(['Default Ad', 'Second', 'Third']);
    expect(Object.keys(list[1]!).sort()).toEqual([
      'adType',
      'description',
      'displayOrder',
      'id',
      'imageUrl',
      'linkUrl',
      'placement',
      'title',
    ]);
    expect((await json<unknown[]>(await api('/api/ads', { cookie: cookies.member }))).length).toBe(3);
  });

  it('counts a bare end date as the whole of that day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const ad = await create({ title: 'Ends today', startDate: today, endDate: today });
    expect(ad.endDate).toBe(`${today}T23:59:59.999Z`);
  });

  it('gives admins every ad with all fields', async () => {
    const list = await json<Ad[]>(await api('/api/ads', { cookie: cookies.admin }));
    expect(list.map((a) => a.title)).toEqual(['Default Ad', 'Ends today', 'Not yet', 'Over', 'Off', 'Second', 'Third', 'Fourth']);
    expect(list[0]).toHaveProperty('impressions');
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'X', adType: 'video' }, 'adType', 'adType must be one of banner, square, text'],
    [{ title: 'X', placement: 'popup' }, 'placement', 'placement must be one of header, sidebar, footer, inline'],
    [{ title: 'X', linkUrl: 'nope nope' }, 'linkUrl', 'Please enter a valid link URL'],
    [{ title: 'X', startDate: 'someday' }, 'startDate', 'startDate must be a date'],
    [{ title: 'X', startDate: '2026-02-01', endDate: '2026-01-01' }, 'endDate', 'endDate must not be before startDate'],
  ])('refuses %j', async (body, field, message) => {
    const res = await api('/api/ads', { method: 'POST', json: body, cookie: cookies.admin });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors[field]).toBe(message);
  });

  it('updates, checking the window against the stored dates, and refreshes updatedAt', async () => {
    const ad = await create({ title: 'Window', startDate: '2026-03-01', endDate: '2026-03-31' });
    await new Promise((r) => setTimeout(r, 5));
    const res = await api(`/api/ads/${ad.id}`, {
      method: 'PATCH',
      json: { title: 'Window 2', placement: 'footer' },
      cookie: cookies.admin,
    });
    expect(res.status).toBe(200);
    const updated = await json<Ad>(res);
    expect(updated).toMatchObject({ title: 'Window 2', placement: 'footer', startDate: ad.startDate });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(ad.updatedAt));
    const bad = await api(`/api/ads/${ad.id}`, { method: 'PATCH', json: { endDate: '2026-02-01' }, cookie: cookies.admin });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ errors: { endDate: 'endDate must not be before startDate' } });
    // Clearing the start makes any end fine.
    expect(
      (await api(`/api/ads/${ad.id}`, { method: 'PATCH', json: { startDate: null, endDate: '2026-02-01' }, cookie: cookies.admin })).status,
    ).toBe(200);
    expect((await api('/api/ads/999999', { method: 'PATCH', json: { title: 'Y' }, cookie: cookies.admin })).status).toBe(404);
  });

  itHasAdminOnlyWrites('/api/ads', { title: 'X' }, cookies);
});
