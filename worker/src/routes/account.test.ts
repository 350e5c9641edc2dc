import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '#contract/account.ts';
import type { ListingChange } from '#contract/changes.ts';
import type { PublicUser } from '#contract/auth.ts';
import type { AccountExport } from '../services/account/export.ts';
import { ACCOUNT_KINDS, adminCookie, signedInAs } from '../../test/auth.ts';
import { api, currentUser, json } from '../../test/helpers.ts';
import { addListings } from '../../test/listings.ts';
import { addPasskey, passkeyAssertion } from '../../test/passkey-account.ts';
import { mailbox } from '../../test/mail.ts';

// Each sign-in hashes at the full PBKDF2 cost: a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const PASSWORD = 'lamplight orchard 23 violin';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const sidOf = (res: Response) => /(?:^|,\s*)sid=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
let n = 0;
const newEmail = () => `account${++n}-${crypto.randomUUID().slice(0, 6)}@example.org`;
const box = mailbox();

/** A registered account signed in from two browsers. */
async function account(email = newEmail()) {
  expect(
    (await api('/api/register', { method: 'POST', json: { email, password: PASSWORD, firstName: 'Miriam', lastName: 'Katz' } })).status,
  ).toBe(202);
  const signIn = (ua: string) => api('/api/login', { method: 'POST', json: { email, password: PASSWORD }, headers: { 'user-agent': ua } });
  const first = await signIn(FIREFOX);
  const second = await signIn(SAFARI);
  return { email, user: await json<PublicUser>(first), cookie: `sid=${sidOf(first)}`, phone: `sid=${sidOf(second)}` };
}

describe('account routes need a session', () => {
  it.each([
    ['GET', '/api/user/export'],
    ['GET', '/api/user/sessions'],
    ['DELETE', `/api/user/sessions/${crypto.randomUUID()}`],
    ['POST', '/api/user/sessions/end-others'],
    ['DELETE', '/api/user'],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    expect((await api(path, { method, json: method === 'DELETE' && path === '/api/user' ? { password: 'x' } : undefined })).status).toBe(
      401,
    );
  });
});

describe('sessions', () => {
  it('lists the sessions with their devices, marks the current one, ends one and then the others', async () => {
    const { cookie, phone } = await account();
    const res = await api('/api/user/sessions', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const sessions = await json<AccountSession[]>(res);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.device).sort()).toEqual(['Firefox 133 on Windows', 'Safari 17 on iOS']);
    const current = sessions.find((s) => s.current)!;
    expect(current.device).toBe('Firefox 133 on Windows');
    expect(JSON.stringify(sessions)).not.toContain(cookie.slice(4));

    const other = sessions.find((s) => !s.current)!;
    expect((await api(`/api/user/sessions/${other.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await currentUser(phone)).toBeNull();
    expect(await currentUser(cookie)).not.toBeNull();
    expect((await api(`/api/user/sessions/${other.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it("answers 404 for another account's session id, and leaves that session alone", async () => {
    const mine = await account();
    const theirs = await account();
    const [theirSession] = await json<AccountSession[]>(await api('/api/user/sessions', { cookie: theirs.cookie }));
    expect((await api(`/api/user/sessions/${theirSession!.id}`, { method: 'DELETE', cookie: mine.cookie })).status).toBe(404);
    expect(await currentUser(theirs.cookie)).not.toBeNull();
    expect((await api('/api/user/sessions/not-a-uuid', { method: 'DELETE', cookie: mine.cookie })).status).toBe(400);
  });

  it("'Sign out everywhere else' ends every session but this one", async () => {
    const { cookie, phone } = await account();
    const res = await api('/api/user/sessions/end-others', { method: 'POST', cookie });
    expect(await json(res)).toEqual({ ended: 1 });
    expect(await currentUser(phone)).toBeNull();
    expect(await currentUser(cookie)).not.toBeNull();
    expect((await json<AccountSession[]>(await api('/api/user/sessions', { cookie }))).map((s) => s.current)).toEqual([true]);
  });

  it('works the same for a member, a manager and an admin', async () => {
    for (const kind of ACCOUNT_KINDS) {
      const { cookie } = await signedInAs(kind);
      const sessions = await json<AccountSession[]>(await api('/api/user/sessions', { cookie }));
      expect(sessions, kind).toEqual([expect.objectContaining({ current: true, device: 'Chrome 131 on Linux', passkey: false })]);
    }
  });
});

describe('export', () => {
  it('downloads the account as JSON: profile, sessions without secrets, roles, requests, proposals, changes, and what was sent with the address', async () => {
    const { email, cookie, user } = await account();
    const [shul] = await addListings({ name: 'Export Shul' });
    await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?').bind(Date.now(), user.id).run();
    expect(
      (
        await api(`/api/synagogues/${shul!.id}/manager-requests`, {
          method: 'POST',
          cookie,
          json: { role: 'Gabbai', phone: '555-0100', message: 'I run it' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api(`/api/synagogues/${shul!.id}/proposals`, {
          method: 'POST',
          json: { changes: [{ op: 'add', rule: { tefillah: 'mincha', days: ['sun'], time: '13:00' } }], name: 'Miriam', email },
        })
      ).status,
    ).toBe(201);
    const request = {
      type: 'add',
      synagogueName: 'New Shul',
      submitterName: 'Miriam Katz',
      submitterEmail: email,
      submitterPhone: '555-0101',
    };
    expect((await api('/api/submissions', { method: 'POST', json: request })).status).toBe(201);
    const inquiry = {
      companyName: 'Katz Bakery',
      contactName: 'Miriam Katz',
      email,
      phone: '555-0102',
      description: 'A bakery near the shul',
    };
    expect((await api('/api/sponsor-submissions', { method: 'POST', json: inquiry })).status).toBe(201);

    const res = await api('/api/user/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shul-finder-export.json"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ email, firstName: 'Miriam', lastName: 'Katz', role: 'member' });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions![0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      device: expect.any(String),
      passkey: false,
    });
    expect(data.managerRequests).toEqual([expect.objectContaining({ role: 'Gabbai', phone: '555-0100', status: 'pending' })]);
    expect(data.timeProposals).toEqual([expect.objectContaining({ name: 'Miriam', email })]);
    expect(data.locationRequests).toEqual([expect.objectContaining({ synagogueName: 'New Shul', submitterPhone: '555-0101' })]);
    expect(data.sponsorInquiries).toEqual([expect.objectContaining({ companyName: 'Katz Bakery' })]);
    expect(data).toHaveProperty('passkeys', []);
    expect(data).toHaveProperty('managedListings', []);
    expect(data).toHaveProperty('changesMade', []);
    // No password material, no session secrets or ids.
    expect(text).not.toMatch(/pbkdf2|password|sessionGeneration/i);
    expect(text).not.toContain(cookie.slice(4));
    const [session] = await json<AccountSession[]>(await api('/api/user/sessions', { cookie }));
    expect(text).not.toContain(session!.id);
  });
});

describe('the export of a filled account', () => {
  it('holds every kind of record the account has: passkeys, managed listings, changes, requests, proposals, what was sent by email, Kaddish and trips', async () => {
    const { email, cookie, user } = await account();
    await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?').bind(Date.parse('2026-01-05T09:00:00Z'), user.id).run();
    const [managed, asked] = await addListings(
      { name: 'Ohel Moshe', city: 'Paris', country: 'France' },
      { name: 'Beth Yaakov', city: 'London' },
    );
    await env.DB.prepare("INSERT INTO listing_managers (synagogue_id, user_id, role) VALUES (?, ?, 'Gabbai')")
      .bind(managed!.id, user.id)
      .run();
    const { authenticator } = await addPasskey(cookie, 'Work laptop');
    // A third session, signed in with the passkey.
    const signIn = { method: 'POST', json: await passkeyAssertion(authenticator), headers: { 'user-agent': CHROME } };
    expect((await api('/api/passkeys/authentication/verify', signIn)).status).toBe(200);
    expect((await api(`/api/manage/synagogues/${managed!.id}`, { method: 'PATCH', cookie, json: { phone: '555-0142' } })).status).toBe(200);
    const request = { role: 'Treasurer', phone: '555-0143', message: 'I keep the minyan list' };
    expect((await api(`/api/synagogues/${asked!.id}/manager-requests`, { method: 'POST', cookie, json: request })).status).toBe(201);
    const changes = [{ op: 'add', rule: { tefillah: 'mincha', days: ['sun'], time: '13:30' } }];
    const proposal = { changes, name: 'Miriam', email, note: 'Summer times' };
    expect((await api(`/api/synagogues/${asked!.id}/proposals`, { method: 'POST', json: proposal })).status).toBe(201);
    const locationRequest = {
      type: 'add',
      synagogueName: 'Minyan Tiferet',
      submitterName: 'Miriam Katz',
      submitterEmail: email,
      submitterPhone: '555-0144',
    };
    expect((await api('/api/submissions', { method: 'POST', json: locationRequest })).status).toBe(201);
    const inquiry = {
      companyName: 'Katz Bakery',
      contactName: 'Miriam Katz',
      email,
      phone: '555-0145',
      description: 'Challah for the kiddush',
    };
    expect((await api('/api/sponsor-submissions', { method: 'POST', json: inquiry })).status).toBe(201);
    const kaddish = { label: 'Abba', death: { hy: 5786, hm: 9, hd: 10 }, places: [{ geonameid: 2988507 }], reminders: true };
    expect((await api('/api/account/kaddish', { method: 'POST', cookie, json: kaddish })).status).toBe(201);
    const stops = [
      { place: 2988507, label: 'Paris, France', from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
      { place: { latitude: 51.5142, longitude: -0.0931 }, label: null, from: '2026-12-10T16:00', to: '2026-12-14T09:00' },
    ];
    expect((await api('/api/account/trips', { method: 'POST', cookie, json: { name: 'Paris and London', stops } })).status).toBe(201);

    const res = await api('/api/user/export', { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = JSON.parse(text) as AccountExport;
    const when = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(data.profile).toEqual({
      email,
      firstName: 'Miriam',
      lastName: 'Katz',
      role: 'member',
      language: 'en',
      emailVerifiedAt: '2026-01-05T09:00:00.000Z',
      createdAt: when,
    });
    expect(data.sessions).toHaveLength(3);
    expect(data.sessions.filter((s) => s.passkey)).toHaveLength(1);
    expect(data.sessions.map((s) => s.device).sort()).toEqual(['Chrome 131 on Linux', 'Firefox 133 on Windows', 'Safari 17 on iOS']);
    expect(data.passkeys).toEqual([{ name: 'Work laptop', createdAt: when, lastUsedAt: when }]);
    expect(data.managedListings).toEqual([{ id: managed!.id, name: 'Ohel Moshe', role: 'Gabbai', since: when }]);
    expect(data.changesMade).toEqual([
      {
        listingId: managed!.id,
        entity: 'listing',
        action: 'update',
        before: expect.objectContaining({ phone: null }),
        after: expect.objectContaining({ phone: '555-0142' }),
        createdAt: when,
      },
    ]);
    expect(data.managerRequests).toEqual([
      {
        listing: { id: asked!.id, name: 'Beth Yaakov' },
        role: 'Treasurer',
        phone: '555-0143',
        message: 'I keep the minyan list',
        status: 'pending',
        createdAt: when,
        reviewedAt: null,
      },
    ]);
    expect(data.timeProposals).toEqual([
      {
        listing: { id: asked!.id, name: 'Beth Yaakov' },
        rules: [],
        changes: [{ op: 'add', rule: expect.objectContaining({ tefillah: 'mincha', days: ['sun'], time: '13:30' }) }],
        language: 'en',
        note: 'Summer times',
        name: 'Miriam',
        email,
        status: 'pending',
        createdAt: when,
      },
    ]);
    expect(data.locationRequests).toEqual([
      expect.objectContaining({
        type: 'add',
        status: 'pending',
        synagogueName: 'Minyan Tiferet',
        submitterName: 'Miriam Katz',
        submitterEmail: email,
        submitterPhone: '555-0144',
      }),
    ]);
    expect(data.sponsorInquiries).toEqual([
      expect.objectContaining({
        companyName: 'Katz Bakery',
        contactName: 'Miriam Katz',
        email,
        phone: '555-0145',
        description: 'Challah for the kiddush',
      }),
    ]);
    expect(data.kaddishPlans).toEqual([
      {
        label: 'Abba',
        dateOfDeath: { hy: 5786, hm: 9, hd: 10 },
        places: [{ geonameid: 2988507 }],
        reminders: true,
        feed: false,
        createdAt: when,
      },
    ]);
    expect(data.trips).toEqual([{ name: 'Paris and London', stops, createdAt: when }]);
    // Still no secrets: no password hash, no session or credential ids, no public key, no Kaddish tokens.
    expect(text).not.toMatch(/pbkdf2|password|sessionGeneration|publicKey|counter|Token/i);
    expect(text).not.toContain(authenticator.credentialId);
    for (const session of await json<AccountSession[]>(await api('/api/user/sessions', { cookie }))) expect(text).not.toContain(session.id);
  });
});

describe('deleting the account', () => {
  it('needs the password: 400 without it naming the field, 401 with a wrong one', async () => {
    const { cookie } = await account();
    const missing = await api('/api/user', { method: 'DELETE', cookie, json: {} });
    expect(missing.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(missing)).errors).toEqual({ password: 'password is required' });
    expect((await api('/api/user', { method: 'DELETE', cookie, json: { password: 'not my password' } })).status).toBe(401);
    expect(await currentUser(cookie)).not.toBeNull();
  });

  it('deletes the person and their sessions, keeps their changes unnamed, ends their manager role, frees the address, and mails a confirmation', async () => {
    const { email, cookie, phone, user } = await account();
    const [shul] = await addListings({ name: 'Kept Shul' });
    await env.DB.prepare('INSERT INTO listing_managers (synagogue_id, user_id, role) VALUES (?, ?, ?)')
      .bind(shul!.id, user.id, 'Gabbai')
      .run();
    expect((await api(`/api/manage/synagogues/${shul!.id}`, { method: 'PATCH', cookie, json: { phone: '555-0199' } })).status).toBe(200);
    const proposal = await api(`/api/synagogues/${shul!.id}/proposals`, {
      method: 'POST',
      json: { changes: [{ op: 'add', rule: { tefillah: 'maariv', days: ['mon'], time: '20:00' } }], name: 'Miriam', email },
    });
    const proposalId = (await json<{ id: number }>(proposal)).id;

    const res = await api('/api/user', { method: 'DELETE', cookie, json: { password: PASSWORD } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/sid=;/);
    for (const c of [cookie, phone]) expect(await currentUser(c)).toBeNull();
    const left = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM users WHERE id = ?1) AS users, (SELECT count(*) FROM user_sessions WHERE user_id = ?1) AS sessions, (SELECT count(*) FROM listing_managers WHERE user_id = ?1) AS roles',
    )
      .bind(user.id)
      .first();
    expect(left).toEqual({ users: 0, sessions: 0, roles: 0 });

    // The listing keeps the change; the log shows it without the person.
    const listing = await json<{ phone: string }>(await api(`/api/synagogues/${shul!.id}`));
    expect(listing.phone).toBe('555-0199');
    const history = await json<{ changes: ListingChange[] }>(
      await api(`/api/admin/synagogues/${shul!.id}/changes`, { cookie: await adminCookie() }),
    );
    expect(history.changes[0]!.actor).toEqual({ kind: 'manager', userId: null, name: 'a former member' });
    const kept = await env.DB.prepare('SELECT name, email, changes FROM time_proposals WHERE id = ?')
      .bind(proposalId)
      .first<{ name: string | null; email: string | null; changes: string }>();
    expect(kept).toMatchObject({ name: null, email: null });
    expect(kept!.changes).toContain('maariv');

    const mails = await box.waitFor(email);
    expect(mails.at(-1)!.subject).toBe('Your Shul Finder account was deleted');
    // The address registers again, as a new account.
    expect((await api('/api/register', { method: 'POST', json: { email, password: PASSWORD, firstName: 'Miriam' } })).status).toBe(202);
    const again = await api('/api/login', { method: 'POST', json: { email, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect((await json<PublicUser>(again)).id).not.toBe(user.id);
  });

  it('confirms the deletion in the account’s language, whatever the request’s', async () => {
    const email = newEmail();
    const { cookie } = await account(email);
    expect((await api('/api/user', { method: 'PATCH', json: { language: 'he' }, cookie })).status).toBe(200);
    expect((await api('/api/user', { method: 'DELETE', cookie, json: { password: PASSWORD } })).status).toBe(204);
    const deleted = (await box.waitFor(email)).at(-1)!;
    expect(deleted.subject).toBe('החשבון שלכם ב־Shul Finder נמחק');
    expect(deleted.html).toContain('<html lang="he" dir="rtl">');
  });

  it('accepts a fresh assertion of one of its passkeys instead of the password: its passkeys and sessions go with it', async () => {
    const { email, cookie, phone, user } = await account();
    const { authenticator } = await addPasskey(cookie, 'Phone');
    await addPasskey(cookie, 'Laptop');
    const signIn = await api('/api/passkeys/authentication/verify', { method: 'POST', json: await passkeyAssertion(authenticator) });
    const passkeySession = /sid=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const before = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM passkeys WHERE user_id = ?1) AS passkeys, (SELECT count(*) FROM user_sessions WHERE user_id = ?1) AS sessions',
    )
      .bind(user.id)
      .first();
    expect(before).toEqual({ passkeys: 2, sessions: 3 });

    const res = await api('/api/user', {
      method: 'DELETE',
      cookie: passkeySession,
      json: { passkey: await passkeyAssertion(authenticator) },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/sid=;/);
    const after = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM users WHERE id = ?1) AS users, (SELECT count(*) FROM passkeys WHERE user_id = ?1) AS passkeys, (SELECT count(*) FROM user_sessions WHERE user_id = ?1) AS sessions',
    )
      .bind(user.id)
      .first();
    expect(after).toEqual({ users: 0, passkeys: 0, sessions: 0 });
    for (const c of [cookie, phone, passkeySession]) expect(await currentUser(c)).toBeNull();
    // The passkey signs no one in any more.
    expect((await api('/api/passkeys/authentication/verify', { method: 'POST', json: await passkeyAssertion(authenticator) })).status).toBe(
      401,
    );
    expect((await box.waitFor(email)).at(-1)!.subject).toBe('Your Shul Finder account was deleted');
  });

  it("refuses another account's passkey, an assertion already used, and both proofs or neither, naming the field", async () => {
    const mine = await account();
    const theirs = await account();
    const { authenticator: myKey } = await addPasskey(mine.cookie);
    const { authenticator: theirKey } = await addPasskey(theirs.cookie);
    const remove = (json: unknown) => api('/api/user', { method: 'DELETE', cookie: mine.cookie, json });

    expect((await remove({ passkey: await passkeyAssertion(theirKey) })).status).toBe(401);
    const used = await passkeyAssertion(myKey);
    expect((await api('/api/passkeys/authentication/verify', { method: 'POST', json: used })).status).toBe(200);
    expect((await remove({ passkey: used })).status).toBe(400);
    const both = await remove({ password: PASSWORD, passkey: await passkeyAssertion(myKey) });
    expect(both.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(both)).errors)).toEqual(['passkey']);
    const malformed = await remove({ passkey: { challengeId: 'x', response: {} } });
    expect(malformed.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(malformed)).errors).toHaveProperty(['passkey.challengeId']);
    for (const { cookie } of [mine, theirs]) expect(await currentUser(cookie)).not.toBeNull();
  });

  it('works for an admin too', async () => {
    const email = newEmail();
    const { cookie, user } = await account(email);
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(user.id).run();
    expect((await api('/api/user', { method: 'DELETE', cookie, json: { password: PASSWORD } })).status).toBe(204);
    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(user.id).first()).toBeNull();
  });
});
