import { env } from 'cloudflare:workers';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '#contract/account.ts';
import type { AccountPasskey } from '#contract/passkeys.ts';
import { signedIn } from '../../test/auth.ts';
import { TestAuthenticator } from '../../test/authenticator.ts';
import { ORIGIN, api, json } from '../../test/helpers.ts';
import { relyingParty } from '../services/passkeys/relying-party.ts';

const settings = env as { ADMIN_REQUIRE_PASSKEY?: string };
afterEach(() => {
  settings.ADMIN_REQUIRE_PASSKEY = 'off';
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function registrationOptions(cookie: string) {
  const res = await api('/api/passkeys/registration/options', { method: 'POST', cookie });
  expect(res.status).toBe(200);
  return json<PublicKeyCredentialCreationOptionsJSON>(res);
}

/** Registers a new software passkey on the account of `cookie`. */
async function registered(cookie: string, name?: string) {
  const authenticator = await TestAuthenticator.create();
  const response = await authenticator.register(await registrationOptions(cookie), { origin: ORIGIN });
  const res = await api('/api/passkeys/registration/verify', {
    method: 'POST',
    cookie,
    json: { response, name },
    headers: { 'user-agent': CHROME },
  });
  expect(res.status).toBe(201);
  return { authenticator, passkey: await json<AccountPasskey>(res) };
}

async function signInOptions() {
  const res = await api('/api/passkeys/authentication/options', { method: 'POST' });
  expect(res.status).toBe(200);
  return json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(res);
}

const verifySignIn = (body: unknown) => api('/api/passkeys/authentication/verify', { method: 'POST', json: body });
const cookieOf = (res: Response) => /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
const listOf = async (cookie: string) => json<AccountPasskey[]>(await api('/api/user/passkeys', { cookie }));

describe('the relying party', () => {
  it('is PUBLIC_ORIGIN on a deployed site, whatever address the request came to', () => {
    expect(relyingParty('https://shul.example', 'https://worker.example/api/x')).toMatchObject({
      id: 'shul.example',
      origin: 'https://shul.example',
    });
    expect(relyingParty('https://shul.example', 'http://localhost:8787/api/x').id).toBe('shul.example');
  });

  it("is the request's own origin only when both it and PUBLIC_ORIGIN are plain http on this machine", () => {
    expect(relyingParty('http://127.0.0.1:8787', 'http://localhost:8787/api/x')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:8787',
    });
    expect(relyingParty('http://127.0.0.1:8787', 'https://evil.example/api/x').origin).toBe('http://127.0.0.1:8787');
  });
});

describe('registering a passkey', () => {
  it('needs a session: every passkey route of the account answers 401 without one', async () => {
    expect((await api('/api/passkeys/registration/options', { method: 'POST' })).status).toBe(401);
    expect((await api('/api/passkeys/registration/verify', { method: 'POST', json: {} })).status).toBe(401);
    expect((await api('/api/user/passkeys')).status).toBe(401);
    expect((await api('/api/user/passkeys/abc', { method: 'PATCH', json: { name: 'x' } })).status).toBe(401);
    expect((await api('/api/user/passkeys/abc', { method: 'DELETE' })).status).toBe(401);
  });

  it('offers discoverable-credential options for this site, excluding the passkeys the account has', async () => {
    const { cookie, user } = await signedIn('member');
    const options = await registrationOptions(cookie);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Shul Finder' });
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.excludeCredentials).toEqual([]);
    const { passkey } = await registered(cookie);
    expect((await registrationOptions(cookie)).excludeCredentials?.map((c) => c.id)).toEqual([passkey.id]);
  });

  it('stores the passkey under the name given, or the device it was made on', async () => {
    const { cookie } = await signedIn('member');
    const named = await registered(cookie, 'My phone');
    const unnamed = await registered(cookie);
    expect(named.passkey).toMatchObject({ name: 'My phone', lastUsedAt: null });
    expect(unnamed.passkey.name).toBe('Chrome 131 on Linux');
    expect((await listOf(cookie)).map((k) => k.id)).toEqual([named.passkey.id, unnamed.passkey.id]);
  });

  it('refuses an answer for another origin or RP id, and a replayed challenge', async () => {
    const { cookie } = await signedIn('member');
    for (const ceremony of [{ origin: 'https://evil.example' }, { origin: ORIGIN, rpId: 'evil.example' }]) {
      const response = await (await TestAuthenticator.create()).register(await registrationOptions(cookie), ceremony);
      expect((await api('/api/passkeys/registration/verify', { method: 'POST', cookie, json: { response } })).status).toBe(400);
    }
    const response = await (await TestAuthenticator.create()).register(await registrationOptions(cookie), { origin: ORIGIN });
    expect((await api('/api/passkeys/registration/verify', { method: 'POST', cookie, json: { response } })).status).toBe(201);
    const replay = await api('/api/passkeys/registration/verify', { method: 'POST', cookie, json: { response } });
    expect(replay.status).toBe(400);
    expect((await json<{ message: string }>(replay)).message).toMatch(/expired or was already used/);
    expect(await listOf(cookie)).toHaveLength(1);
  });

  it("binds the challenge to the session that asked: another session's answer is refused", async () => {
    const mine = await signedIn('member');
    const theirs = await signedIn('member');
    const response = await (await TestAuthenticator.create()).register(await registrationOptions(mine.cookie), { origin: ORIGIN });
    const res = await api('/api/passkeys/registration/verify', { method: 'POST', cookie: theirs.cookie, json: { response } });
    expect(res.status).toBe(400);
  });

  it('names the field that is wrong in a 400', async () => {
    const { cookie } = await signedIn('member');
    const res = await api('/api/passkeys/registration/verify', { method: 'POST', cookie, json: { response: { id: 'a' } } });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors).toHaveProperty(['response.rawId']);
  });
});

describe('signing in with a passkey', () => {
  it('asks for no email: the options list no credentials', async () => {
    const { challengeId, options } = await signInOptions();
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('starts a passkey session, records the counter and the time it was used', async () => {
    const { cookie, user } = await signedIn('member');
    const { authenticator, passkey } = await registered(cookie);
    const { challengeId, options } = await signInOptions();
    const res = await verifySignIn({ challengeId, response: await authenticator.assert(options, { origin: ORIGIN }) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: user.id, email: user.email });
    const session = cookieOf(res);
    const sessions = await json<AccountSession[]>(await api('/api/user/sessions', { cookie: session }));
    expect(sessions.find((s) => s.current)).toMatchObject({ passkey: true });
    const [used] = await listOf(session);
    expect(used).toMatchObject({ id: passkey.id });
    expect(used!.lastUsedAt).not.toBeNull();
    const row = await env.DB.prepare('SELECT counter FROM passkeys WHERE id = ?').bind(passkey.id).first<{ counter: number }>();
    expect(row?.counter).toBe(1);
  });

  it('refuses a replayed challenge', async () => {
    const { cookie } = await signedIn('member');
    const { authenticator } = await registered(cookie);
    const { challengeId, options } = await signInOptions();
    const body = { challengeId, response: await authenticator.assert(options, { origin: ORIGIN }) };
    expect((await verifySignIn(body)).status).toBe(200);
    const replay = await verifySignIn(body);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an assertion whose counter did not rise (a cloned authenticator)', async () => {
    const { cookie } = await signedIn('member');
    const { authenticator } = await registered(cookie);
    const first = await signInOptions();
    expect(
      (await verifySignIn({ challengeId: first.challengeId, response: await authenticator.assert(first.options, { origin: ORIGIN }) }))
        .status,
    ).toBe(200);
    const again = await signInOptions();
    const stale = await authenticator.assert(again.options, { origin: ORIGIN, counter: 1 });
    expect((await verifySignIn({ challengeId: again.challengeId, response: stale })).status).toBe(401);
  });

  it('refuses another origin, another RP id, an unknown credential and a challenge it never gave', async () => {
    const { cookie } = await signedIn('member');
    const { authenticator } = await registered(cookie);
    for (const ceremony of [{ origin: 'https://evil.example' }, { origin: ORIGIN, rpId: 'evil.example' }]) {
      const { challengeId, options } = await signInOptions();
      const res = await verifySignIn({ challengeId, response: await authenticator.assert(options, ceremony) });
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const stranger = await TestAuthenticator.create();
    const { challengeId, options } = await signInOptions();
    expect((await verifySignIn({ challengeId, response: await stranger.assert(options, { origin: ORIGIN }) })).status).toBe(401);
    const unknownChallenge = await authenticator.assert({ challenge: 'bm90LWdpdmVu' }, { origin: ORIGIN });
    expect((await verifySignIn({ challengeId: crypto.randomUUID(), response: unknownChallenge })).status).toBe(400);
  });

  it('gives an admin a session that passes ADMIN_REQUIRE_PASSKEY', async () => {
    settings.ADMIN_REQUIRE_PASSKEY = 'on';
    const { cookie } = await signedIn('admin');
    expect((await api('/api/submissions', { cookie })).status).toBe(403);
    const { authenticator } = await registered(cookie);
    const { challengeId, options } = await signInOptions();
    const res = await verifySignIn({ challengeId, response: await authenticator.assert(options, { origin: ORIGIN }) });
    expect((await api('/api/submissions', { cookie: cookieOf(res) })).status).toBe(200);
  });

  it('is refused once the passkey is removed from the account', async () => {
    const { cookie } = await signedIn('member');
    const { authenticator, passkey } = await registered(cookie);
    expect((await api(`/api/user/passkeys/${passkey.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const { challengeId, options } = await signInOptions();
    expect((await verifySignIn({ challengeId, response: await authenticator.assert(options, { origin: ORIGIN }) })).status).toBe(401);
  });
});

describe("the account's passkeys", () => {
  it('renames and removes its own; another account sees them as absent (404)', async () => {
    const mine = await signedIn('member');
    const theirs = await signedIn('member');
    const { passkey } = await registered(mine.cookie, 'Laptop');
    const path = `/api/user/passkeys/${passkey.id}`;
    expect((await api(path, { method: 'PATCH', cookie: theirs.cookie, json: { name: 'Mine now' } })).status).toBe(404);
    expect((await api(path, { method: 'DELETE', cookie: theirs.cookie })).status).toBe(404);
    const renamed = await api(path, { method: 'PATCH', cookie: mine.cookie, json: { name: '  Work laptop ' } });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ id: passkey.id, name: 'Work laptop' });
    expect((await api(path, { method: 'PATCH', cookie: mine.cookie, json: { name: '' } })).status).toBe(400);
    expect((await api(path, { method: 'DELETE', cookie: mine.cookie })).status).toBe(204);
    expect((await api(path, { method: 'DELETE', cookie: mine.cookie })).status).toBe(404);
    expect(await listOf(mine.cookie)).toEqual([]);
  });

  it('are in the account export by name and dates, without keys', async () => {
    const { cookie } = await signedIn('member');
    await registered(cookie, 'Tablet');
    const data = await json<{ passkeys: Record<string, unknown>[] }>(await api('/api/user/export', { cookie }));
    expect(data.passkeys).toHaveLength(1);
    expect(Object.keys(data.passkeys[0]!).sort()).toEqual(['createdAt', 'lastUsedAt', 'name']);
    expect(data.passkeys[0]).toMatchObject({ name: 'Tablet' });
  });
});
