import { env, exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';

// Each sign-in hashes at the full PBKDF2 cost: a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
import { signedIn } from '../../test/auth.ts';
import { api, currentUser, json } from '../../test/helpers.ts';
import { mailbox } from '../../test/mail.ts';
import type { PublicUser } from '#contract/auth.ts';
import { createDb } from '../db.ts';
import { SESSION_TTL_SECONDS, createSession } from '../services/auth/sessions.ts';
import { PASSWORD_CHANGED_MESSAGE, REGISTERED_MESSAGE, RESET_REQUESTED_MESSAGE } from './auth.ts';

const sidOf = (res: Response) => /(?:^|,\s*)sid=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const cookieOf = (res: Response) => `sid=${sidOf(res)}`;

const PASSWORD = 'lamplight orchard 23 violin';
let n = 0;
const newEmail = () => `user${++n}-${crypto.randomUUID().slice(0, 6)}@example.org`;

const box = mailbox();

function register(body: Record<string, unknown>) {
  return api('/api/register', { method: 'POST', json: { password: PASSWORD, firstName: 'Rivka', ...body } });
}
const login = (email: string, password = PASSWORD, init: { cookie?: string; ip?: string } = {}) =>
  api('/api/login', { method: 'POST', json: { email, password }, ...init });
const post = (path: string, body: unknown, cookie?: string) => api(path, { method: 'POST', json: body, cookie });

/** Registers, signs in and returns the session cookie (the address still unverified). */
async function registerAndSignIn(email = newEmail(), extra: Record<string, unknown> = {}) {
  expect((await register({ email, ...extra })).status).toBe(202);
  const res = await login(email);
  expect(res.status).toBe(200);
  return { email, cookie: cookieOf(res), user: await json<PublicUser>(res) };
}

describe('register, user, logout', () => {
  it('registers without a session, signs in unverified, reads the user, logs out', async () => {
    const email = newEmail();
    const res = await register({ email, lastName: 'Levi' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: REGISTERED_MESSAGE });
    // No session (the D1 bookmark cookie every write gets is no sign-in).
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/\bsid=/);

    const signIn = await login(email);
    const user = await json<Record<string, unknown>>(signIn);
    expect(Object.keys(user).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'firstName',
      'id',
      'language',
      'lastName',
      'profileImageUrl',
      'role',
    ]);
    expect(user).toMatchObject({
      email,
      firstName: 'Rivka',
      lastName: 'Levi',
      profileImageUrl: null,
      role: 'member',
      emailVerified: false,
    });
    const sid = sidOf(signIn)!;
    expect(await env.SESSIONS.get(`session:${sid}`)).not.toBeNull();

    const me = await api('/api/user', { cookie: cookieOf(signIn) });
    expect(me.status).toBe(200);
    // /api/user adds the listings the user manages (none yet).
    expect(await me.json()).toEqual({ ...user, manages: [] });

    const out = await api('/api/logout', { method: 'POST', cookie: cookieOf(signIn) });
    expect(out.status).toBe(204);
    expect(await env.SESSIONS.get(`session:${sid}`)).toBeNull();
    expect(out.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);

    expect(await currentUser(cookieOf(signIn))).toBeNull();
  });

  // A signed-out visitor's page asks who is signed in on every load: an error status would be a console error each time.
  it('answers 200 with null for /api/user without a session, or with a cookie that holds none', async () => {
    for (const cookie of [undefined, 'sid=not-a-session']) {
      const res = await api('/api/user', { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toBeNull();
    }
  });

  it('sets sid HttpOnly, SameSite=Lax, Path=/ for 30 days, without Secure only on plain-http localhost', async () => {
    const { email } = await registerAndSignIn();
    const res = await login(email);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${SESSION_TTL_SECONDS}`);
    expect(cookie).not.toContain('Secure');

    const https = await exports.default.fetch(
      new Request('https://shul.example/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://shul.example', 'cf-connecting-ip': '10.9.9.9' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await api('/api/logout', { method: 'POST' })).headers.get('set-cookie')).not.toContain('Secure');
  });

  it('logs out without a session, or with a malformed cookie, as 204', async () => {
    expect((await api('/api/logout', { method: 'POST' })).status).toBe(204);
    expect((await api('/api/logout', { method: 'POST', cookie: `sid=${'x'.repeat(600)}` })).status).toBe(204);
  });
});

describe('registration rules', () => {
  it('normalises the email; a taken address gets the same answer and its owner a mail (defect 6)', async () => {
    const res = await register({ email: '  Dovid.Cohen@Example.ORG ' });
    expect(res.status).toBe(202);
    const [verification] = await box.waitFor('dovid.cohen@example.org');
    expect(verification!.subject).toBe('Confirm your email for Shul Finder');

    const again = await register({ email: 'DOVID.COHEN@example.org', password: 'some other phrase 81 harbor', firstName: 'Mallory' });
    expect([again.status, await again.json()]).toEqual([202, { message: REGISTERED_MESSAGE }]);
    expect(again.headers.get('set-cookie') ?? '').not.toMatch(/\bsid=/);
    const mails = await box.waitFor('dovid.cohen@example.org', 2);
    expect(mails[1]!.subject).toBe('Someone tried to register with your email at Shul Finder');
    expect(mails[1]!.text).toContain('Hello Rivka,');
    expect(mails[1]!.text).toContain('http://localhost/auth?mode=forgot');
    expect(mails[1]!.text).not.toMatch(/token=/);
    // The account and its password are the first registration's.
    expect((await login('dovid.cohen@example.org')).status).toBe(200);
  });

  it('wants 10 to 256 characters, not only spaces, not common or breached, naming the field (defect 6)', async () => {
    const refused = async (password: string) => {
      const res = await register({ email: newEmail(), password });
      expect(res.status, password).toBe(400);
      return (await json<{ errors: Record<string, string> }>(res)).errors;
    };
    expect(await refused('x'.repeat(9))).toEqual({ password: 'Password must be at least 10 characters' });
    expect(await refused(' '.repeat(10))).toEqual({ password: 'Password cannot be only spaces' });
    expect(await refused('12345678')).toEqual({ password: 'Password must be at least 10 characters' });
    expect((await refused('1234567890')).password).toMatch(/^This password is too common or too easy to guess/);
    expect((await refused('password123')).password).toMatch(/commonly used/);
    expect(await refused('x'.repeat(257))).toHaveProperty('password');
    expect((await register({ email: newEmail(), password: 'tehillim lamp 1843' })).status).toBe(202);
  });

  it('requires firstName and a valid email', async () => {
    const res = await api('/api/register', { method: 'POST', json: { email: 'not-an-email', password: PASSWORD } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: object }).errors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
    });
  });
});

describe("an account's language", () => {
  it('is the registration request’s language, shows in GET /api/user, and changes with PATCH', async () => {
    const email = newEmail();
    const registered = await api('/api/register', {
      method: 'POST',
      json: { email, password: PASSWORD, firstName: 'Rivka' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect((await json<{ message: string }>(registered)).message).toMatch(/^Merci\./);
    const cookie = cookieOf(await login(email));
    expect(await json(await api('/api/user', { cookie }))).toMatchObject({ email, language: 'fr' });

    const changed = await api('/api/user', { method: 'PATCH', json: { language: 'he' }, cookie });
    expect([changed.status, await json(changed)]).toEqual([200, expect.objectContaining({ email, language: 'he' })]);
    expect(await json(await api('/api/user', { cookie }))).toMatchObject({ language: 'he' });
    const exported = JSON.parse(await (await api('/api/user/export', { cookie })).text()) as { profile: { language: string } };
    expect(exported.profile.language).toBe('he');
  });

  it('writes the account’s mail in its language, linking to the site’s pages in it', async () => {
    const email = newEmail();
    await api('/api/register', {
      method: 'POST',
      json: { email, password: PASSWORD, firstName: 'Rivka' },
      headers: { 'accept-language': 'he' },
    });
    const [verification] = await box.waitFor(email);
    expect(verification!.subject).toBe('אימות כתובת הדוא״ל שלכם ב־Shul Finder');
    expect(verification!.html).toContain('<html lang="he" dir="rtl">');
    expect((await box.link(email, '/auth/verify')).url).toMatch(/^https?:\/\/[^/]+\/he\/auth\/verify\?token=/);

    // A second registration of the address is told in the account's language, not the request's.
    await api('/api/register', {
      method: 'POST',
      json: { email, password: PASSWORD, firstName: 'X' },
      headers: { 'accept-language': 'ru' },
    });
    const taken = (await box.waitFor(email, 2))[1]!;
    expect(taken.subject).toBe('מישהו ניסה להירשם עם הכתובת שלכם ב־Shul Finder');
    expect(taken.text).toMatch(/\/he\/auth\?mode=forgot/);

    const cookie = cookieOf(await login(email));
    expect((await api('/api/user', { method: 'PATCH', json: { language: 'fr' }, cookie })).status).toBe(200);
    await post('/api/forgot-password', { email });
    const reset = (await box.waitFor(email, 3))[2]!;
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Shul Finder');
    expect((await box.link(email, '/auth/reset', 3)).url).toMatch(/\/fr\/auth\/reset\?token=/);
  });

  it('is English for a registration without a language the site speaks', async () => {
    const { user } = await registerAndSignIn();
    expect(user.language).toBe('en');
  });

  it('refuses a language the site does not speak, naming the field, and needs a session', async () => {
    const { cookie } = await registerAndSignIn();
    const refused = await api('/api/user', { method: 'PATCH', json: { language: 'de' }, cookie });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string> }>(refused)).errors)).toEqual(['language']);
    expect((await api('/api/user', { method: 'PATCH', json: { language: 'he' } })).status).toBe(401);
  });
});

describe('email verification', () => {
  it('mails a single-use link to PUBLIC_ORIGIN; following it marks the address verified', async () => {
    const { email, cookie } = await registerAndSignIn();
    const { url, token } = await box.link(email, '/auth/verify');
    expect(url.startsWith(`${env.PUBLIC_ORIGIN}/auth/verify?token=`)).toBe(true);
    const res = await post('/api/verify-email', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, emailVerified: true });
    expect(await json(await api('/api/user', { cookie }))).toMatchObject({ emailVerified: true });
    const again = await post('/api/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ errors: { token: expect.stringMatching(/invalid, has expired or was already used/) } });
    expect((await post('/api/verify-email', { token: 'short' })).status).toBe(400);
  });

  it('resends a link to a signed-in unverified user, retiring the older one', async () => {
    const { email, cookie } = await registerAndSignIn();
    const first = await box.link(email, '/auth/verify');
    expect((await post('/api/resend-verification', {})).status).toBe(401);
    expect((await post('/api/resend-verification', {}, cookie)).status).toBe(202);
    const second = await box.link(email, '/auth/verify', 2);
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/verify-email', { token: first.token })).status).toBe(400);
    expect((await post('/api/verify-email', { token: second.token })).status).toBe(200);
    expect(await json(await post('/api/resend-verification', {}, cookie))).toEqual({ message: 'Your address is already confirmed.' });
  });

  it('links name PUBLIC_ORIGIN, never the Host the request came to', async () => {
    const email = newEmail();
    await exports.default.fetch(
      new Request('http://evil.example/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://evil.example', 'cf-connecting-ip': '10.8.8.8' },
        body: JSON.stringify({ email, password: PASSWORD, firstName: 'Host' }),
      }),
    );
    const { url } = await box.link(email, '/auth/verify');
    expect(new URL(url).origin).toBe(env.PUBLIC_ORIGIN);
  });
});

describe('ADMIN_EMAILS (defect 1)', () => {
  it('makes the listed address admin only after it is verified, at registration and sign-in alike', async () => {
    // Someone registers the listed address without owning it: a member, also after signing in.
    const { cookie } = await registerAndSignIn('Admin@Example.com');
    expect(await json(await api('/api/user', { cookie }))).toMatchObject({
      email: 'admin@example.com',
      role: 'member',
      emailVerified: false,
    });
    expect((await login('admin@example.com')).status).toBe(200);
    expect(await json(await login('admin@example.com'))).toMatchObject({ role: 'member' });
    expect((await api('/api/admin/stats', { cookie })).status).toBe(403);
    // The owner of the mailbox follows the link: now, and only now, admin.
    const { token } = await box.link('admin@example.com', '/auth/verify');
    expect(await json(await post('/api/verify-email', { token }))).toMatchObject({ role: 'admin', emailVerified: true });
    expect(await json(await api('/api/user', { cookie }))).toMatchObject({ role: 'admin' });
    expect((await api('/api/admin/stats', { cookie })).status).toBe(200);
  });
});

describe('forgot and reset password (defect 8)', () => {
  it('answers the same for known and unknown addresses, mailing only the owner', async () => {
    const { email } = await registerAndSignIn();
    await box.waitFor(email);
    const known = await post('/api/forgot-password', { email });
    const unknown = await post('/api/forgot-password', { email: newEmail() });
    for (const res of [known, unknown]) expect([res.status, await res.json()]).toEqual([202, { message: RESET_REQUESTED_MESSAGE }]);
    const { url } = await box.link(email, '/auth/reset');
    expect(url.startsWith(`${env.PUBLIC_ORIGIN}/auth/reset?token=`)).toBe(true);
    expect(box.sent.filter((m) => m.subject.startsWith('Reset')).map((m) => m.to)).toEqual([email]);
  });

  it('resets once with the newest link, ends every session, and signs this browser in afresh', async () => {
    const { email, cookie: phone } = await registerAndSignIn();
    const laptop = cookieOf(await login(email));
    await post('/api/forgot-password', { email });
    const older = await box.link(email, '/auth/reset', 2);
    await post('/api/forgot-password', { email });
    const newer = await box.link(email, '/auth/reset', 3);
    expect(newer.token).not.toBe(older.token);

    const NEW = 'a brand new phrase 42 lantern';
    expect((await post('/api/reset-password', { token: older.token, password: NEW })).status).toBe(400);
    const weak = await post('/api/reset-password', { token: newer.token, password: 'password12' });
    expect([weak.status, Object.keys((await json<{ errors: object }>(weak)).errors)]).toEqual([400, ['password']]);

    const done = await post('/api/reset-password', { token: newer.token, password: NEW }, laptop);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ message: PASSWORD_CHANGED_MESSAGE, user: { email, emailVerified: true } });
    for (const old of [phone, laptop]) expect(await currentUser(old)).toBeNull();
    expect(await currentUser(cookieOf(done))).not.toBeNull();

    expect((await post('/api/reset-password', { token: newer.token, password: 'yet another phrase 99 meadow' })).status).toBe(400);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, NEW)).status).toBe(200);
  });
});

describe('login', () => {
  it('signs in with any case of the email and issues a fresh session each time', async () => {
    const { email, cookie: first } = await registerAndSignIn();
    const res = await login(email.toUpperCase(), PASSWORD, { cookie: first });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, role: 'member' });
    expect(cookieOf(res)).not.toBe(first);
    // Signing in ends the session the browser had before.
    expect(await env.SESSIONS.get(`session:${first.slice(4)}`)).toBeNull();
    expect(await currentUser(cookieOf(res))).not.toBeNull();
  });

  it('answers 401 with the same text for a wrong password and an unknown email', async () => {
    const { email } = await registerAndSignIn();
    const wrong = await login(email, 'wrong horse');
    const unknown = await login(newEmail());
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid email or password' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('slows an account down after 5 failures from any address, beside the per-IP limit (defect 6)', async () => {
    const { email } = await registerAndSignIn();
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong ${i}`)).status).toBe(401);
    // Each call comes from another IP: the per-IP limit never bites, the account's does.
    const locked = await login(email);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json<{ message: string }>(locked)).message).toMatch(/Too many failed sign-ins for this email/);
    // An unknown address answers the same way.
    const stranger = newEmail();
    for (let i = 0; i < 5; i++) await login(stranger, 'wrong');
    expect((await login(stranger)).status).toBe(429);
  });

  it('refuses a session past its expiry', async () => {
    const { user } = await signedIn();
    const longAgo = Date.now() - (SESSION_TTL_SECONDS + 60) * 1000;
    const sid = await createSession(env.SESSIONS, createDb(env.DB), user.id, { now: longAgo });
    expect(await currentUser(`sid=${sid}`)).toBeNull();
    const fresh = await createSession(env.SESSIONS, createDb(env.DB), user.id);
    expect(await currentUser(`sid=${fresh}`)).not.toBeNull();
  });
});

describe('caching of personal answers (defect 7)', () => {
  it('marks /api/user and other personal or role-dependent answers private, no-store, Vary: Cookie', async () => {
    const { cookie } = await registerAndSignIn();
    for (const res of [
      await api('/api/user', { cookie }),
      await api('/api/user'),
      await api('/api/synagogues/1', { cookie }),
      await login(newEmail()),
    ]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    }
    // Public answers keep their cache for visitors, but never for a signed-in caller.
    const anonymous = await api('/api/places/resolve?q=Jerusalem');
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(anonymous.headers.get('vary')).toMatch(/\bCookie\b/);
    expect((await api('/api/places/resolve?q=Jerusalem', { cookie })).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('session renewal', () => {
  it('renews a day-old session once, sending the cookie again with the full lifetime', async () => {
    const { user } = await signedIn();
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    const sid = await createSession(env.SESSIONS, createDb(env.DB), user.id, { now: twoDaysAgo });

    const first = await api('/api/user', { cookie: `sid=${sid}` });
    expect(first.status).toBe(200);
    expect(sidOf(first)).toBe(sid);
    expect(first.headers.get('set-cookie')).toContain(`Max-Age=${SESSION_TTL_SECONDS}`);
    const record = (await env.SESSIONS.get(`session:${sid}`, 'json')) as { expiresAt: number };
    expect(record.expiresAt).toBeGreaterThan(Date.now() + (SESSION_TTL_SECONDS - 60) * 1000);

    // Renewed today: the next request neither rewrites KV nor resends the cookie.
    const second = await api('/api/user', { cookie: `sid=${sid}` });
    expect(second.status).toBe(200);
    expect(second.headers.get('set-cookie')).toBeNull();
  });
});

describe('password material', () => {
  it('never appears in a response, and is stored as a PBKDF2 string', async () => {
    const email = newEmail();
    const password = 'a very secret phrase 17';
    const bodies: string[] = [];
    bodies.push(await (await register({ email, password })).text());
    const signIn = await login(email, password);
    bodies.push(await signIn.text());
    bodies.push(await (await api('/api/user', { cookie: cookieOf(signIn) })).text());
    bodies.push(await (await register({ email, password })).text());

    const row = await env.DB.prepare('SELECT password FROM users WHERE email = ?').bind(email).first<{ password: string }>();
    const [algorithm, iterations, salt, hash] = row!.password.split('$');
    expect([algorithm, iterations]).toEqual(['pbkdf2-sha256', '100000']);
    for (const body of bodies) {
      for (const secret of [password, salt!, hash!, 'pbkdf2', '"password"']) expect(body).not.toContain(secret);
    }
  });
});

describe('GET /api/login', () => {
  it('is a small page saying this is an API endpoint, linking to /auth', async () => {
    const res = await api('/api/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('This is an API endpoint');
    expect(html).toContain('<a href="/auth">Go to Sign In</a>');
  });
});
