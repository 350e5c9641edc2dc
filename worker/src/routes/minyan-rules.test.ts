import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ListingHistory } from '#contract/changes.ts';
import type { Minyan } from '#contract/minyanim.ts';
import { adminCookie, signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';

const MINCHA = { tefillah: 'mincha', days: ['weekday'], time: '13:30' };

describe("a listing's minyan rules", () => {
  it("take writes from the listing's manager and from admins under either path, each recorded as who acted", async () => {
    const [shul, other] = await addListings({ name: 'Rules Shul', latitude: 40.6251, longitude: -73.9651 }, { name: 'Other Shul' });
    const admin = await adminCookie();
    const manager = await signedIn('member', 'Gabbai');
    await env.DB.prepare('INSERT INTO listing_managers (synagogue_id, user_id) VALUES (?, ?)').bind(shul!.id, manager.user.id).run();

    const byManager = await api(`/api/synagogues/${shul!.id}/minyanim`, { method: 'POST', cookie: manager.cookie, json: MINCHA });
    expect(byManager.status).toBe(201);
    const byAdmin = await api(`/api/manage/synagogues/${shul!.id}/minyanim`, {
      method: 'POST',
      cookie: admin,
      json: { ...MINCHA, time: '14:00' },
    });
    expect(byAdmin.status).toBe(201);
    const [first, second] = [await json<Minyan>(byManager), await json<Minyan>(byAdmin)];

    expect((await api(`/api/minyanim/${first.id}`, { method: 'PATCH', cookie: admin, json: { time: '13:45' } })).status).toBe(200);
    expect(
      (
        await api(`/api/manage/synagogues/${shul!.id}/minyanim/${second.id}`, {
          method: 'PATCH',
          cookie: manager.cookie,
          json: { time: '14:15' },
        })
      ).status,
    ).toBe(200);

    // The rule by its id alone names no listing to check a manager against: admins only.
    expect((await api(`/api/minyanim/${first.id}`, { method: 'PATCH', cookie: manager.cookie, json: { time: '13:50' } })).status).toBe(403);
    // Another listing's path and rules stay closed to this listing's manager.
    expect((await api(`/api/synagogues/${other!.id}/minyanim`, { cookie: manager.cookie })).status).toBe(403);
    const elsewhere = await json<Minyan>(
      await api(`/api/synagogues/${other!.id}/minyanim`, { method: 'POST', cookie: admin, json: MINCHA }),
    );
    expect(
      (await api(`/api/manage/synagogues/${shul!.id}/minyanim/${elsewhere.id}`, { method: 'DELETE', cookie: manager.cookie })).status,
    ).toBe(404);

    const listed = await json<Minyan[]>(await api(`/api/synagogues/${shul!.id}/minyanim`, { cookie: manager.cookie }));
    expect(new Map(listed.map((r) => [r.id, r.time]))).toEqual(
      new Map([
        [first.id, '13:45'],
        [second.id, '14:15'],
      ]),
    );
    const history = await json<ListingHistory>(await api(`/api/admin/synagogues/${shul!.id}/changes`, { cookie: admin }));
    expect(history.changes.map((c) => [c.action, c.entityId, c.actor.kind])).toEqual([
      ['update', second.id, 'manager'],
      ['update', first.id, 'admin'],
      ['create', second.id, 'admin'],
      ['create', first.id, 'manager'],
    ]);
  });
});
