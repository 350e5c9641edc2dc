import { expect, it } from 'vitest';
import { api, json } from './helpers.ts';

/** A test file's session cookies (from `adminAndMember`), read when the tests run. */
interface Cookies {
  admin: string;
  member: string;
}

/** POSTs `body` to `url` as the admin, expects 201 and returns the created entity. */
export const creator =
  <T>(url: string, cookies: Pick<Cookies, 'admin'>) =>
  async (body: Record<string, unknown>): Promise<T> => {
    const res = await api(url, { method: 'POST', json: body, cookie: cookies.admin });
    expect(res.status).toBe(201);
    return json<T>(res);
  };

/**
 * The write rules every admin-managed collection shares: DELETE answers 204 then
 * 404, and POST, PATCH and DELETE refuse anonymous callers (401) and members (403).
 */
export function itHasAdminOnlyWrites(url: string, sample: Record<string, unknown>, cookies: Cookies) {
  const create = creator<{ id: number }>(url, cookies);

  it('deletes (204), then 404', async () => {
    const { id } = await create(sample);
    expect((await api(`${url}/${id}`, { method: 'DELETE', cookie: cookies.admin })).status).toBe(204);
    expect((await api(`${url}/${id}`, { method: 'DELETE', cookie: cookies.admin })).status).toBe(404);
  });

  it('keeps writes to admins', async () => {
    for (const cookie of [undefined, cookies.member]) {
      const expected = cookie ? 403 : 401;
      expect((await api(url, { method: 'POST', json: sample, cookie })).status).toBe(expected);
      expect((await api(`${url}/1`, { method: 'PATCH', json: sample, cookie })).status).toBe(expected);
      expect((await api(`${url}/1`, { method: 'DELETE', cookie })).status).toBe(expected);
    }
  });
}
