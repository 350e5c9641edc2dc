import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '#contract/auth.ts';
import type { ListingHistory, RevertResponse } from '#contract/changes.ts';
import type { ManagerRequest } from '#contract/managers.ts';
import type { Minyan, SynagogueDetail } from '#contract/minyanim.ts';
import type { ProposalAcceptResponse, TimeProposal } from '#contract/proposals.ts';
import type { ScheduleResponse } from '#contract/schedule.ts';
import { adminCookie, signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';

const verify = (userId: string) => env.DB.prepare('UPDATE users SET email_verified_at = 1 WHERE id = ?').bind(userId).run();

async function managerOf(listingId: number, admin: string) {
  const member = await signedIn('member', 'Gabbai');
  await verify(member.user.id);
  const res = await api(`/api/synagogues/${listingId}/manager-requests`, {
    method: 'POST',
    cookie: member.cookie,
    json: { role: 'Gabbai', message: 'I run the minyan' },
  });
  expect(res.status).toBe(201);
  const request = await json<ManagerRequest>(res);
  expect((await api(`/api/manager-requests/${request.id}/approve`, { method: 'POST', cookie: admin })).status).toBe(200);
  return member;
}

describe('shul managers', () => {
  it('a verified member asks, an admin approves, the manager edits only that listing', async () => {
    const [shul, other] = await addListings({ name: 'Beth Test', latitude: 40.6251, longitude: -73.9651 }, { name: 'Other' });
    const admin = await adminCookie();

    const unverified = await signedIn('member');
    const refused = await api(`/api/synagogues/${shul!.id}/manager-requests`, {
      method: 'POST',
      cookie: unverified.cookie,
      json: { role: 'Gabbai' },
    });
    expect(refused.status).toBe(403);
    expect((await api(`/api/synagogues/${shul!.id}/manager-requests`, { method: 'POST', json: { role: 'Gabbai' } })).status).toBe(401);
    await verify(unverified.user.id);
    const noRole = await api(`/api/synagogues/${shul!.id}/manager-requests`, { method: 'POST', cookie: unverified.cookie, json: {} });
    expect(noRole.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(noRole)).errors).toHaveProperty('role');

    const manager = await managerOf(shul!.id, admin);
    const me = await json<CurrentUser>(await api('/api/user', { cookie: manager.cookie }));
    expect(me.manages).toEqual([{ id: shul!.id, name: 'Beth Test' }]);

    const rule = await api(`/api/manage/synagogues/${shul!.id}/minyanim`, {
      method: 'POST',
      cookie: manager.cookie,
      json: { tefillah: 'shacharit', days: ['weekday'], time: '07:00' },
    });
    expect(rule.status).toBe(201);
    expect((await json<Minyan>(rule)).source).toBe('shul');
    const today = new Date().toISOString().slice(0, 10);
    const notice = await api(`/api/manage/synagogues/${shul!.id}/announcements`, {
      method: 'POST',
      cookie: manager.cookie,
      json: { text: 'No Mincha this week', startDate: today, endDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)) },
    });
    expect(notice.status).toBe(201);
    const badDates = await api(`/api/manage/synagogues/${shul!.id}/announcements`, {
      method: 'POST',
      cookie: manager.cookie,
      json: { text: 'x', startDate: '2026-05-02', endDate: '2026-05-01' },
    });
    expect(badDates.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(badDates)).errors).toHaveProperty('endDate');

    // Listing B is not theirs.
    expect(
      (
        await api(`/api/manage/synagogues/${other!.id}/minyanim`, {
          method: 'POST',
          cookie: manager.cookie,
          json: { tefillah: 'shacharit', days: ['weekday'], time: '07:00' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(`/api/manage/synagogues/${other!.id}`, { method: 'PATCH', cookie: manager.cookie, json: { name: 'Mine now' } })).status,
    ).toBe(403);
    // Fields outside the manager's set are refused by name.
    const active = await api(`/api/manage/synagogues/${shul!.id}`, { method: 'PATCH', cookie: manager.cookie, json: { isActive: false } });
    expect(active.status).toBe(400);

    const detail = await json<SynagogueDetail>(await api(`/api/synagogues/${shul!.id}`));
    expect(detail.minyanim).toHaveLength(1);
    expect(detail.announcements.map((a) => a.text)).toEqual(['No Mincha this week']);
    expect(detail.freshness.source).toBe('shul');
    expect(detail.freshness.label).toMatch(/^Confirmed by the shul on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const ics = (await (await api(`/api/synagogues/${shul!.id}/calendar.ics`)).text()).replace(/\r\n /g, '');
    expect(ics).toContain('Announcement: No Mincha this week');

    // Revoked: the manager area closes.
    expect((await api(`/api/synagogues/${shul!.id}/managers/${manager.user.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await api(`/api/manage/synagogues/${shul!.id}/minyanim`, { cookie: manager.cookie })).status).toBe(403);
  });

  it('a visitor proposes changes, the manager accepts them in one batch, the change log records it as one and an admin reverts it', async () => {
    const [shul] = await addListings({ name: 'Proposal Shul', latitude: 51.5143, longitude: -0.0783, country: 'United Kingdom' });
    const admin = await adminCookie();
    const manager = await managerOf(shul!.id, admin);
    const old = await json<Minyan>(
      await api(`/api/manage/synagogues/${shul!.id}/minyanim`, {
        method: 'POST',
        cookie: manager.cookie,
        json: { tefillah: 'mincha', days: ['sun', 'mon'], time: '13:00' },
      }),
    );
    const bad = await api(`/api/synagogues/${shul!.id}/proposals`, {
      method: 'POST',
      json: { changes: [{ op: 'add', rule: { tefillah: 'mincha', days: [], time: '25:00' } }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(bad)).errors)).toContain('changes.0.rule.time');

    const created = await api(`/api/synagogues/${shul!.id}/proposals`, {
      method: 'POST',
      json: {
        changes: [
          { op: 'remove', ruleId: old.id },
          { op: 'add', rule: { tefillah: 'mincha', days: ['weekday'], zman: 'sunset', offsetMinutes: -15 } },
        ],
        note: 'Mincha moved',
        email: 'v@example.com',
      },
    });
    expect(created.status).toBe(201);
    const proposal = await json<TimeProposal>(created);
    const queue = await json<TimeProposal[]>(await api(`/api/manage/synagogues/${shul!.id}/proposals`, { cookie: manager.cookie }));
    expect(queue.map((p) => p.id)).toEqual([proposal.id]);
    // It goes to the managers, not the admins' queue of unmanaged listings.
    const adminQueue = await json<TimeProposal[]>(await api('/api/admin/proposals', { cookie: admin }));
    expect(adminQueue.map((p) => p.id)).not.toContain(proposal.id);

    const accepted = await json<ProposalAcceptResponse>(
      await api(`/api/manage/synagogues/${shul!.id}/proposals/${proposal.id}/accept`, { method: 'POST', cookie: manager.cookie }),
    );
    expect(accepted.removed).toEqual([old.id]);
    expect(accepted.created).toHaveLength(1);
    expect(
      (await api(`/api/manage/synagogues/${shul!.id}/proposals/${proposal.id}/accept`, { method: 'POST', cookie: manager.cookie })).status,
    ).toBe(409);

    const history = await json<ListingHistory>(await api(`/api/admin/synagogues/${shul!.id}/changes`, { cookie: admin }));
    expect(history.changes.map((c) => [c.entity, c.action, c.actor.kind])).toEqual([
      ['schedule', 'update', 'proposal'],
      ['minyan', 'create', 'manager'],
    ]);
    expect(history.changes[0]!.before).toMatchObject({ rules: [{ id: old.id, tefillah: 'mincha', time: '13:00' }] });
    expect((await api(`/api/admin/synagogues/${shul!.id}/changes`, { cookie: manager.cookie })).status).toBe(403);

    // Reverting the accepted proposal brings the old rule back under its id and takes the new one away; reverting twice is refused.
    const acceptance = history.changes[0]!;
    const revert = await api(`/api/admin/changes/${acceptance.id}/revert`, { method: 'POST', cookie: admin });
    expect(revert.status).toBe(200);
    expect((await json<RevertResponse>(revert)).change).toMatchObject({ entity: 'schedule', revertOf: acceptance.id });
    expect((await api(`/api/admin/changes/${acceptance.id}/revert`, { method: 'POST', cookie: admin })).status).toBe(409);
    const rules = await json<Minyan[]>(await api(`/api/manage/synagogues/${shul!.id}/minyanim`, { cookie: manager.cookie }));
    expect(rules.map((r) => r.id)).toEqual([old.id]);

    // A listing edit is logged with before and after, and reverts.
    await api(`/api/manage/synagogues/${shul!.id}`, { method: 'PATCH', cookie: manager.cookie, json: { phone: '+44 20 5550 0100' } });
    const [edit] = (await json<ListingHistory>(await api(`/api/admin/synagogues/${shul!.id}/changes`, { cookie: admin }))).changes;
    expect(edit).toMatchObject({ entity: 'listing', before: { phone: null }, after: { phone: '+44 20 5550 0100' } });
    expect((await api(`/api/admin/changes/${edit!.id}/revert`, { method: 'POST', cookie: admin })).status).toBe(200);
    expect((await json<SynagogueDetail>(await api(`/api/synagogues/${shul!.id}`))).phone).toBeNull();
  });
});

describe('schedule API and embed', () => {
  it('answers a week of minyanim and zmanim as JSON with a short public cache, and refuses more than 31 days by name', async () => {
    const [shul] = await addListings({ name: 'Schedule Shul', latitude: 31.7771, longitude: 35.2171, country: 'Israel' });
    const admin = await adminCookie();
    await api(`/api/synagogues/${shul!.id}/minyanim`, {
      method: 'POST',
      cookie: admin,
      json: { tefillah: 'shacharit', days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], time: '06:30' },
    });
    const res = await api(`/api/synagogues/${shul!.id}/schedule?from=2026-11-01&days=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await json<ScheduleResponse>(res);
    expect(body.tzid).toBe('Asia/Jerusalem');
    expect(body.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(body.days[0]!.minyanim.map((m) => m.time)).toEqual(['06:30']);
    expect(body.days[0]!.zmanim.sunset).toMatch(/^16:[0-9]{2}$/);
    const tooMany = await api(`/api/synagogues/${shul!.id}/schedule?days=32`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('days');
  });

  it('serves a small framable page with its own strict CSP, no cookies, escaped text, and Hebrew right to left', async () => {
    const [shul] = await addListings({
      name: '<script>alert(1)</script> Shul',
      address: '"><img src=x>',
      latitude: 40.6693,
      longitude: -73.9425,
    });
    const admin = await adminCookie();
    await api(`/api/synagogues/${shul!.id}/minyanim`, {
      method: 'POST',
      cookie: admin,
      json: { tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], time: '20:00' },
    });
    const res = await api(`/embed/shul/${shul!.id}`, { headers: { cookie: 'sid=whatever' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    const page = await res.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Shul');
    expect(page).not.toContain('<img');
    expect(page).toContain('<td>8:00 PM</td>');
    expect(page).toContain('Confirmed by Shul Finder on');
    expect(new TextEncoder().encode(page).length).toBeLessThan(8 * 1024);
    // Every other page keeps frame-ancestors 'none'.
    expect((await api('/api/health')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const he = await (await api(`/embed/shul/${shul!.id}?lang=he`)).text();
    expect(he).toContain('<html lang="he" dir="rtl">');
    expect(he).toContain('ערבית');
    expect(he).toContain('<td>20:00</td>');

    const script = await api('/embed.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    const source = await script.text();
    expect(source).toContain('event.origin !== origin');
    expect(source).toContain('event.source !== frame.contentWindow');
  });
});
