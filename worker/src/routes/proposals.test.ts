// Visitors' proposals as changes to a listing's rules: their preview (the week before and after,
// and a service left without a time on some day), a partial, edited acceptance written as ONE
// change of the log and undone as one by the listing's managers, who read the history of their
// listings only; the mails they promise (a manager request reviewed, a proposal reviewed, the
// managers' daily digest with its one-click unsubscribe), each in its reader's language.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ListingHistory, RevertResponse } from '#contract/changes.ts';
import type { ManagerRequest } from '#contract/managers.ts';
import type { Minyan } from '#contract/minyanim.ts';
import type { ProposalAcceptResponse, ProposalPreview, TimeProposal } from '#contract/proposals.ts';
import type { Locale } from '#domain/languages.ts';
import { adminCookie, signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';
import { mailbox } from '../../test/mail.ts';
import { createDb } from '../db.ts';
import { sendProposalDigests } from '../services/listings/digest.ts';

const box = mailbox();
const db = createDb(env.DB);
const DAY = 86_400_000;

const setLanguage = (userId: string, language: Locale) =>
  env.DB.prepare('UPDATE users SET language = ?, email_verified_at = 1 WHERE id = ?').bind(language, userId).run();

async function managerOf(listingId: number, admin: string, language: Locale = 'en') {
  const member = await signedIn('member', 'Gabbai');
  await setLanguage(member.user.id, language);
  const request = await json<ManagerRequest>(
    await api(`/api/synagogues/${listingId}/manager-requests`, { method: 'POST', cookie: member.cookie, json: { role: 'Gabbai' } }),
  );
  expect((await api(`/api/manager-requests/${request.id}/approve`, { method: 'POST', cookie: admin })).status).toBe(200);
  return member;
}

/** A Brooklyn listing with a manager and the week of Young Israel of Flatbush's Maariv: Sun–Thu, Friday night and Motzaei Shabbat. */
async function flatbush() {
  const [shul] = await addListings({ name: `Flatbush ${crypto.randomUUID().slice(0, 6)}`, latitude: 40.6251, longitude: -73.9651 });
  const admin = await adminCookie();
  const manager = await managerOf(shul!.id, admin);
  const add = async (rule: Record<string, unknown>) =>
    json<Minyan>(await api(`/api/manage/synagogues/${shul!.id}/minyanim`, { method: 'POST', cookie: manager.cookie, json: rule }));
  const shacharit = await add({ tefillah: 'shacharit', days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], time: '07:00' });
  const weekdays = await add({ tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:00' });
  const friday = await add({ tefillah: 'maariv', days: ['fri'], zman: 'sunset', offsetMinutes: 10 });
  const motzei = await add({ tefillah: 'maariv', days: ['sat'], zman: 'tzeit85deg', offsetMinutes: 20 });
  return { shul: shul!, admin, manager, rules: { shacharit, weekdays, friday, motzei } };
}

const propose = (id: number, body: unknown, language = 'en') =>
  api(`/api/synagogues/${id}/proposals`, { method: 'POST', json: body, headers: { 'accept-language': language } });
const history = async (id: number, cookie: string) => json<ListingHistory>(await api(`/api/manage/synagogues/${id}/changes`, { cookie }));
const rulesOf = async (id: number, cookie: string) => json<Minyan[]>(await api(`/api/manage/synagogues/${id}/minyanim`, { cookie }));
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('proposals as changes', () => {
  it('record what they add, change and remove, naming the rules they change as they were', async () => {
    const { shul, rules } = await flatbush();
    const [other] = await addListings({ name: 'Elsewhere' });
    const res = await propose(shul.id, {
      changes: [
        { op: 'change', ruleId: rules.weekdays.id, rule: { tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:15' } },
        { op: 'add', rule: { tefillah: 'mincha', days: ['fri'], time: '13:30' } },
        { op: 'remove', ruleId: rules.friday.id },
      ],
      email: 'regular@example.com',
    });
    expect(res.status).toBe(201);
    const proposal = await json<TimeProposal>(res);
    expect(proposal.changes).toMatchObject([
      { op: 'change', ruleId: rules.weekdays.id, rule: { time: '20:15' }, was: { time: '20:00' }, now: { time: '20:00' } },
      { op: 'add', rule: { tefillah: 'mincha', time: '13:30' } },
      { op: 'remove', ruleId: rules.friday.id, was: { zman: 'sunset', offsetMinutes: 10 } },
    ]);

    // A rule of another listing, the same rule twice, and the old shape are refused by field.
    const [foreign] = await addListings({ name: 'Foreign' });
    const theirs = await env.DB.prepare(
      `INSERT INTO minyanim (synagogue_id, tefillah, days, time) VALUES (?, 'maariv', '["sun"]', '21:00')`,
    )
      .bind(foreign!.id)
      .run();
    const foreignRule = theirs.meta.last_row_id;
    const wrong = await propose(shul.id, { changes: [{ op: 'remove', ruleId: foreignRule }] });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(wrong)).errors)).toEqual(['changes.0.ruleId']);
    const twice = await propose(shul.id, {
      changes: [
        { op: 'remove', ruleId: rules.friday.id },
        { op: 'remove', ruleId: rules.friday.id },
      ],
    });
    expect(Object.keys((await json<{ errors: Record<string, string> }>(twice)).errors)).toContain('changes.1.ruleId');
    const old = await propose(shul.id, { rules: [{ tefillah: 'maariv', days: ['sun'], time: '20:00' }] });
    expect(old.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(old)).errors).toHaveProperty('changes');
    expect((await propose(other!.id, { changes: [{ op: 'remove', ruleId: rules.friday.id }] })).status).toBe(400);
  });

  it('preview the week before and after, and flag a change that leaves Motzaei Shabbat without Maariv', async () => {
    const { shul, rules } = await flatbush();
    const sundayToFriday = { tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], time: '20:00' };
    // As in the report: 'Maariv Sun–Fri 8:00 PM', with the other Maariv rules gone.
    const wiping = await json<ProposalPreview>(
      await api(`/api/synagogues/${shul.id}/proposals/preview`, {
        method: 'POST',
        json: {
          changes: [
            { op: 'change', ruleId: rules.weekdays.id, rule: sundayToFriday },
            { op: 'remove', ruleId: rules.friday.id },
            { op: 'remove', ruleId: rules.motzei.id },
          ],
        },
      }),
    );
    expect(wiping.tzid).toBe('America/New_York');
    expect(wiping.emptied).toEqual([{ tefillah: 'maariv', day: 'sat' }]);
    const saturdayMaariv = (o: { tefillah: string; date: string }) => o.tefillah === 'maariv' && weekday(o.date) === 6;
    expect(wiping.before.some(saturdayMaariv)).toBe(true);
    expect(wiping.after.some(saturdayMaariv)).toBe(false);
    expect(wiping.after.filter((o) => o.tefillah === 'maariv').map((o) => o.time)).toEqual(Array(6).fill('20:00'));

    // The same time proposed as one changed rule leaves Friday night and Motzaei Shabbat as they are.
    const kind = await json<ProposalPreview>(
      await api(`/api/synagogues/${shul.id}/proposals/preview`, {
        method: 'POST',
        json: {
          changes: [{ op: 'change', ruleId: rules.weekdays.id, rule: { ...sundayToFriday, days: ['sun', 'mon', 'tue', 'wed', 'thu'] } }],
        },
      }),
    );
    expect(kind.emptied).toEqual([]);
    expect(kind.after.some(saturdayMaariv)).toBe(true);

    const bad = await api(`/api/synagogues/${shul.id}/proposals/preview`, { method: 'POST', json: { changes: [] } });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(bad)).errors).toHaveProperty('changes');
  });

  it('are accepted in part and edited, as ONE change in the log, undone by the manager with one click', async () => {
    const { shul, manager, rules } = await flatbush();
    const proposal = await json<TimeProposal>(
      await propose(shul.id, {
        changes: [
          {
            op: 'change',
            ruleId: rules.weekdays.id,
            rule: { tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:15' },
          },
          { op: 'add', rule: { tefillah: 'mincha', days: ['fri'], time: '13:30' } },
          { op: 'remove', ruleId: rules.motzei.id },
        ],
      }),
    );
    const logBefore = (await history(shul.id, manager.cookie)).changes.length;
    const accept = (body: unknown) =>
      api(`/api/manage/synagogues/${shul.id}/proposals/${proposal.id}/accept`, { method: 'POST', cookie: manager.cookie, json: body });

    // Parts are checked by field before anything is applied.
    const badIndex = await accept({ parts: [{ index: 7 }] });
    expect(badIndex.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(badIndex)).errors).toHaveProperty(['parts.0.index']);
    const ruleOnRemoval = await accept({ parts: [{ index: 2, rule: { tefillah: 'maariv', days: ['sat'], time: '21:00' } }] });
    expect((await json<{ errors: Record<string, string> }>(ruleOnRemoval)).errors).toHaveProperty(['parts.0.rule']);

    // The manager takes the changed weekday Maariv, at 8:10 rather than 8:15, and the new Mincha; not the removal.
    const res = await accept({
      parts: [{ index: 0, rule: { tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:10' } }, { index: 1 }],
    });
    expect(res.status).toBe(200);
    const accepted = await json<ProposalAcceptResponse>(res);
    expect(accepted.changed).toEqual([rules.weekdays.id]);
    expect(accepted.created).toHaveLength(1);
    expect(accepted.removed).toEqual([]);
    expect(accepted.proposal.accepted).toEqual([{ index: 0, rule: expect.objectContaining({ time: '20:10' }) }, { index: 1 }]);
    const after = await rulesOf(shul.id, manager.cookie);
    expect(after.find((r) => r.id === rules.weekdays.id)).toMatchObject({ time: '20:10', source: 'visitor' });
    expect(after.find((r) => r.id === rules.motzei.id)).toBeDefined();
    expect(after.find((r) => r.id === accepted.created[0])).toMatchObject({ tefillah: 'mincha', time: '13:30' });

    // One change in the log, naming both rules as they were and became.
    const log = await history(shul.id, manager.cookie);
    expect(log.changes).toHaveLength(logBefore + 1);
    const [change] = log.changes;
    expect(change).toMatchObject({ id: accepted.change.id, entity: 'schedule', actor: { kind: 'proposal', userId: manager.user.id } });
    expect(change!.before).toEqual({ rules: [expect.objectContaining({ id: rules.weekdays.id, time: '20:00' })] });
    expect(change!.after).toEqual({
      rules: [
        expect.objectContaining({ id: rules.weekdays.id, time: '20:10' }),
        expect.objectContaining({ id: accepted.created[0], tefillah: 'mincha' }),
      ],
    });
    expect((await accept({})).status).toBe(409);

    // One click undoes all of it: the Maariv back at 8:00, the Mincha gone; a second click is refused.
    const revert = await api(`/api/manage/synagogues/${shul.id}/changes/${change!.id}/revert`, { method: 'POST', cookie: manager.cookie });
    expect(revert.status).toBe(200);
    expect((await json<RevertResponse>(revert)).change).toMatchObject({
      entity: 'schedule',
      revertOf: change!.id,
      actor: { kind: 'manager' },
    });
    const undone = await rulesOf(shul.id, manager.cookie);
    expect(undone.map((r) => [r.id, r.time]).sort()).toEqual(
      Object.values(rules)
        .map((r) => [r.id, r.time])
        .sort(),
    );
    expect(
      (await api(`/api/manage/synagogues/${shul.id}/changes/${change!.id}/revert`, { method: 'POST', cookie: manager.cookie })).status,
    ).toBe(409);
    expect((await history(shul.id, manager.cookie)).changes).toHaveLength(logBefore + 2);
  });

  it('accepted whole, a removal and an addition revert as one: the removed rule returns under its id', async () => {
    const { shul, manager, rules } = await flatbush();
    const proposal = await json<TimeProposal>(
      await propose(shul.id, {
        changes: [
          { op: 'remove', ruleId: rules.friday.id },
          { op: 'add', rule: { tefillah: 'maariv', days: ['fri'], time: '19:00' } },
        ],
      }),
    );
    const accepted = await json<ProposalAcceptResponse>(
      await api(`/api/manage/synagogues/${shul.id}/proposals/${proposal.id}/accept`, { method: 'POST', cookie: manager.cookie }),
    );
    expect(accepted.removed).toEqual([rules.friday.id]);
    expect(accepted.proposal.accepted).toEqual([{ index: 0 }, { index: 1 }]);
    // The change cannot be undone once a rule it made has changed again.
    const [created] = accepted.created;
    await api(`/api/manage/synagogues/${shul.id}/minyanim/${created}`, {
      method: 'PATCH',
      cookie: manager.cookie,
      json: { time: '19:05' },
    });
    const refused = await api(`/api/manage/synagogues/${shul.id}/changes/${accepted.change.id}/revert`, {
      method: 'POST',
      cookie: manager.cookie,
    });
    expect(refused.status).toBe(409);
    const [edit] = (await history(shul.id, manager.cookie)).changes;
    await api(`/api/manage/synagogues/${shul.id}/changes/${edit!.id}/revert`, { method: 'POST', cookie: manager.cookie });
    expect(
      (await api(`/api/manage/synagogues/${shul.id}/changes/${accepted.change.id}/revert`, { method: 'POST', cookie: manager.cookie }))
        .status,
    ).toBe(200);
    const ids = (await rulesOf(shul.id, manager.cookie)).map((r) => r.id).sort();
    expect(ids).toEqual(
      Object.values(rules)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('made before proposals held changes still read: their times replace the named tefillot until reviewed', async () => {
    const { shul, manager, rules } = await flatbush();
    const { meta } = await env.DB.prepare(
      `INSERT INTO time_proposals (synagogue_id, rules, note) VALUES (?, '[{"tefillah":"maariv","days":["sun","mon","tue","wed","thu","fri"],"time":"20:00","zman":null,"offsetMinutes":0,"notes":null}]', 'old')`,
    )
      .bind(shul.id)
      .run();
    const [legacy] = await json<TimeProposal[]>(await api(`/api/manage/synagogues/${shul.id}/proposals`, { cookie: manager.cookie }));
    expect(legacy!.id).toBe(meta.last_row_id);
    expect(legacy!.changes.map((c) => [c.op, 'ruleId' in c ? c.ruleId : null])).toEqual([
      ['remove', rules.weekdays.id],
      ['remove', rules.friday.id],
      ['remove', rules.motzei.id],
      ['add', null],
    ]);
    // The manager keeps Motzaei Shabbat: everything but its removal.
    const accepted = await api(`/api/manage/synagogues/${shul.id}/proposals/${legacy!.id}/accept`, {
      method: 'POST',
      cookie: manager.cookie,
      json: { parts: [{ index: 0 }, { index: 1 }, { index: 3 }] },
    });
    expect(accepted.status).toBe(200);
    const maariv = (await rulesOf(shul.id, manager.cookie)).filter((r) => r.tefillah === 'maariv');
    expect(maariv.map((r) => r.days.join(','))).toEqual(['sat', 'sun,mon,tue,wed,thu,fri']);
  });
});

describe('a listing’s history for its managers', () => {
  it('is theirs to read and undo; another listing’s manager, a member and a visitor are refused', async () => {
    const { shul, admin, manager } = await flatbush();
    const [elsewhere] = await addListings({ name: 'Elsewhere Shul', latitude: 40.7, longitude: -73.9 });
    const otherManager = await managerOf(elsewhere!.id, admin);
    const member = await signedIn('member');

    const mine = await history(shul.id, manager.cookie);
    expect(mine.changes.map((c) => [c.entity, c.action, c.actor.kind])).toEqual(Array(4).fill(['minyan', 'create', 'manager']));
    expect((await api(`/api/manage/synagogues/${shul.id}/changes`, { cookie: otherManager.cookie })).status).toBe(403);
    expect((await api(`/api/manage/synagogues/${shul.id}/changes`, { cookie: member.cookie })).status).toBe(403);
    expect((await api(`/api/manage/synagogues/${shul.id}/changes`)).status).toBe(401);
    expect((await api(`/api/manage/synagogues/${shul.id}/changes`, { cookie: admin })).status).toBe(200);

    // A change of listing A through listing B's path is not found, even for B's manager.
    const change = mine.changes[0]!;
    const revert = (listing: number, cookie: string) =>
      api(`/api/manage/synagogues/${listing}/changes/${change.id}/revert`, { method: 'POST', cookie });
    expect((await revert(elsewhere!.id, otherManager.cookie)).status).toBe(404);
    expect((await revert(shul.id, otherManager.cookie)).status).toBe(403);
    expect((await revert(shul.id, member.cookie)).status).toBe(403);
    expect((await revert(shul.id, manager.cookie)).status).toBe(200);
  });
});

describe('the mail that keeping a listing promises', () => {
  it('tells a member in their language that their request to manage was approved, or rejected', async () => {
    const [shul] = await addListings({ name: 'Heichal Mail' });
    const admin = await adminCookie();
    const approved = await managerOf(shul!.id, admin, 'he');
    const [mail] = await box.waitFor(approved.user.email);
    expect(mail!.subject).toBe('מעכשיו אפשר לנהל את Heichal Mail ב־Shul Finder');
    expect(mail!.text).toContain(`http://localhost/he/manage/${shul!.id}`);
    expect(mail!.html).toContain('<html lang="he" dir="rtl">');

    const refused = await signedIn('member', 'Sara');
    await setLanguage(refused.user.id, 'fr');
    const request = await json<ManagerRequest>(
      await api(`/api/synagogues/${shul!.id}/manager-requests`, { method: 'POST', cookie: refused.cookie, json: { role: 'Office' } }),
    );
    await api(`/api/manager-requests/${request.id}/reject`, { method: 'POST', cookie: admin });
    const [rejection] = await box.waitFor(refused.user.email);
    expect(rejection!.subject).toBe('Votre demande de gérer Heichal Mail');
    expect(rejection!.text).toMatch(/^Bonjour Sara,/);
  });

  it('tells the visitor who left an address, in the language they proposed in, what was accepted, or that it was not', async () => {
    const { shul, manager, rules } = await flatbush();
    const accepted = await json<TimeProposal>(
      await propose(
        shul.id,
        {
          changes: [
            {
              op: 'change',
              ruleId: rules.weekdays.id,
              rule: { tefillah: 'maariv', days: ['sun', 'mon', 'tue', 'wed', 'thu'], time: '20:15' },
            },
            { op: 'remove', ruleId: rules.motzei.id },
          ],
          email: 'visiteur@example.com',
        },
        'fr-FR,fr;q=0.9',
      ),
    );
    expect(accepted.language).toBe('fr');
    await api(`/api/manage/synagogues/${shul.id}/proposals/${accepted.id}/accept`, {
      method: 'POST',
      cookie: manager.cookie,
      json: { parts: [{ index: 0 }] },
    });
    const [mail] = await box.waitFor('visiteur@example.com');
    expect(mail!.subject).toBe(`Vos horaires de minyan pour ${shul.name} ont été acceptés`);
    expect(mail!.text).toMatch(/^Bonjour,/);
    expect(mail!.text).toContain('Une partie des changements');
    expect(mail!.text).toContain('Modifié : Arvit · dim.–jeu. · 20:00 → Arvit · dim.–jeu. · 20:15');
    expect(mail!.text).not.toContain('Retiré');

    const rejected = await json<TimeProposal>(
      await propose(shul.id, { changes: [{ op: 'remove', ruleId: rules.friday.id }], email: 'nein@example.com', name: 'Dov' }),
    );
    const quiet = await json<TimeProposal>(await propose(shul.id, { changes: [{ op: 'remove', ruleId: rules.friday.id }] }));
    await api(`/api/manage/synagogues/${shul.id}/proposals/${rejected.id}/reject`, { method: 'POST', cookie: manager.cookie });
    await api(`/api/manage/synagogues/${shul.id}/proposals/${quiet.id}/reject`, { method: 'POST', cookie: manager.cookie });
    const [no] = await box.waitFor('nein@example.com');
    expect(no!.subject).toBe(`Your minyan times for ${shul.name}`);
    expect(no!.text).toMatch(/^Hello Dov,/);
    expect(box.sent.map((m) => m.to)).not.toContain(null);
  });

  it('sends each manager at most one digest a day, in their language, that one click stops without signing in', async () => {
    const [shul] = await addListings({ name: 'Digest Shul' });
    const admin = await adminCookie();
    const manager = await managerOf(shul!.id, admin, 'ru');
    const change = { changes: [{ op: 'add', rule: { tefillah: 'shacharit', days: ['sun'], time: '08:00' } }] };
    await propose(shul!.id, change);
    await propose(shul!.id, change);
    box.sent.length = 0;

    const now = new Date();
    expect(await sendProposalDigests(db, env, now)).toBeGreaterThanOrEqual(1);
    const digests = box.sent.filter((m) => m.to === manager.user.email);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest!.subject).toBe('2 новых предложения времени миньянов');
    expect(digest!.text).toContain('Digest Shul: 2 предложения');
    expect(digest!.text).toContain('http://localhost/ru/manage');
    const unsubscribe = /http:\/\/localhost\/api\/manage\/digest\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(digest!.text)!;
    expect(digest!.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe[0]}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The same night again, and the next night with nothing new: no mail.
    box.sent.length = 0;
    await sendProposalDigests(db, env, now);
    await sendProposalDigests(db, env, new Date(now.getTime() + DAY));
    expect(box.sent.filter((m) => m.to === manager.user.email)).toEqual([]);
    // A new proposal is in the next night's digest, even if it came an hour after the last one.
    await propose(shul!.id, change);
    await sendProposalDigests(db, env, new Date(now.getTime() + 2 * DAY));
    expect(box.sent.filter((m) => m.to === manager.user.email).map((m) => m.subject)).toEqual(['1 новое предложение времени миньянов']);

    // The link's page asks, in the manager's language, without a session; the POST stops the digests.
    const page = await api(`/api/manage/digest/unsubscribe?token=${unsubscribe[1]}`);
    expect(page.status).toBe(200);
    const words = await page.text();
    expect(words).toContain('<html lang="ru" dir="ltr">');
    expect(words).toContain('Отключить сводки');
    const stopped = await api(`/api/manage/digest/unsubscribe?token=${unsubscribe[1]}`, { method: 'POST', headers: { origin: '' } });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('Сводки отключены');
    box.sent.length = 0;
    await propose(shul!.id, change);
    await sendProposalDigests(db, env, new Date(now.getTime() + 3 * DAY));
    expect(box.sent.filter((m) => m.to === manager.user.email)).toEqual([]);
    expect((await api(`/api/manage/digest/unsubscribe?token=${'x'.repeat(43)}`, { method: 'POST' })).status).toBe(404);
  });
});
