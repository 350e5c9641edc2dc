import { describe, expect, it } from 'vitest';
import type { Sponsor } from '#contract/sponsors.ts';
import { creator, itHasAdminOnlyWrites } from '../../test/admin-crud.ts';
import { adminAndMember } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';

const cookies = adminAndMember();
const create = creator<Sponsor>('/api/sponsors', cookies);

describe('sponsors', () => {
  it('creates with the spec defaults, reading displayOrder as an integer (non-numeric: 0)', async () => {
    const s = await create({ name: 'Zeta Travel', displayOrder: 'first', contactEmail: 'Ads@Zeta.example' });
    expect(s).toMatchObject({
      name: 'Zeta Travel',
      sponsorshipLevel: 'bronze',
      isActive: true,
      displayOrder: 0,
      contactEmail: 'ads@zeta.example',
    });
    expect(await create({ name: 'Order Two', displayOrder: '2' })).toMatchObject({ displayOrder: 2 });
  });

  it('shows visitors the active ones by displayOrder then name, without contact details', async () => {
    await create({
      name: 'Alpha Books',
      displayOrder: '0',
      sponsorshipLevel: 'gold',
      logoUrl: '/objects/logos/a.png',
      website: 'alpha.example',
    });
    await create({ name: 'Hidden Co', isActive: false });
    const list = await json<Record<string, unknown>[]>(await api('/api/sponsors'));
    expect(list.map((s) => s.name)).toEqual(['Alpha Books', 'Zeta Travel', 'Order Two']);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'description',
      'displayOrder',
      'id',
      'logoUrl',
      'name',
      'sponsorshipLevel',
      'website',
      'websiteUrl',
    ]);
    expect(list[0]).toMatchObject({ logoUrl: '/objects/logos/a.png', website: 'https://alpha.example' });
    // Members are visitors too.
    expect((await json<unknown[]>(await api('/api/sponsors', { cookie: cookies.member }))).length).toBe(3);
  });

  it('gives admins every sponsor, active or not, with all fields', async () => {
    const list = await json<Sponsor[]>(await api('/api/sponsors', { cookie: cookies.admin }));
    expect(list.map((s) => s.name)).toEqual(['Alpha Books', 'Hidden Co', 'Zeta Travel', 'Order Two']);
    expect(list[0]).toHaveProperty('contactEmail');
    expect(list[0]).toHaveProperty('updatedAt');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'X', sponsorshipLevel: 'diamond' }, 'sponsorshipLevel', 'sponsorshipLevel must be one of bronze, silver, gold, platinum'],
    [{ name: 'X', website: 'not a site' }, 'website', 'Please enter a valid website URL'],
    [{ name: 'X', contactEmail: 'nope' }, 'contactEmail', 'Please enter a valid email address'],
    [{ name: 'X', logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'logoUrl must be an uploaded object path or an http(s) URL'],
  ])('refuses %j', async (body, field, message) => {
    const res = await api('/api/sponsors', { method: 'POST', json: body, cookie: cookies.admin });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors[field]).toBe(message);
  });

  it('updates only the fields sent and refreshes updatedAt', async () => {
    const s = await create({ name: 'Patch Me', displayOrder: '5', sponsorshipLevel: 'silver' });
    await new Promise((r) => setTimeout(r, 5));
    const res = await api(`/api/sponsors/${s.id}`, {
      method: 'PATCH',
      json: { isActive: false, displayOrder: 'x' },
      cookie: cookies.admin,
    });
    expect(res.status).toBe(200);
    const updated = await json<Sponsor>(res);
    expect(updated).toMatchObject({ name: 'Patch Me', isActive: false, displayOrder: 0, sponsorshipLevel: 'silver' });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(s.updatedAt));
    const bad = await api(`/api/sponsors/${s.id}`, { method: 'PATCH', json: { sponsorshipLevel: 'tin' }, cookie: cookies.admin });
    expect(bad.status).toBe(400);
    expect((await api('/api/sponsors/999999', { method: 'PATCH', json: { name: 'Y' }, cookie: cookies.admin })).status).toBe(404);
  });

  itHasAdminOnlyWrites('/api/sponsors', { name: 'X' }, cookies);
});
