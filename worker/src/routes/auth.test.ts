import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { SESSION_TTL_SECONDS, createSession } from '../services/sessions.ts';

const sidOf = (res: Response) => /(?:^|,\s*)sid=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const cookieOf = (res: Response) => `sid=${sidOf(res)}`;

let n = 0;
const newEmail = () => `user${++n}-${crypto.randomUUID().slice(0, 6)}@example.org`;

function register(body: Record<string, unknown>) {
  return api('/api/register', { method: 'POST', json: { password: 'correct horse', firstName: 'Rivka', ...body } });
}

describe('register, user, logout', () => {
  it('registers, reads the user with the cookie, logs out, and is then signed out', async () => {
    const email = newEmail();
    const res = await register({ email, lastName: 'Levi' });
    expect(res.status).toBe(201);
    const user = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role']);
    expect(user).toMatchObject({ email, firstName: 'Rivka', lastName: 'Levi', profileImageUrl: null, role: 'member' });
    const sid = sidOf(res)!;
    expect(await env.SESSIONS.get(`session:${sid}`)).not.toBeNull();

    const me = await api('/api/user', { cookie: cookieOf(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);

    const out = await api('/api/logout', { method: 'POST', cookie: cookieOf(res) });
    expect(out.status).toBe(204);
    expect(await env.SESSIONS.get(`session:${sid}`)).toBeNull();
    expect(out.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);

    const after = await api('/api/user', { cookie: cookieOf(res) });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for /api/user without a session', async () => {
    const res = await api('/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('sets sid HttpOnly, SameSite=Lax, Path=/ for 30 days, without Secure only on plain-http localhost', async () => {
    const res = await register({ email: newEmail() });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${SESSION_TTL_SECONDS}`);
    expect(cookie).not.toContain('Secure');

    const https = await exports.default.fetch(
      new Request('https://shul.example/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://shul.example', 'cf-connecting-ip': '10.9.9.9' },
        body: JSON.stringify({ email: newEmail(), password: 'correct horse', firstName: 'Sara' }),
      }),
    );
    expect(https.status).toBe(201);
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await api('/api/logout', { method: 'POST' })).headers.get('set-cookie')).not.toContain('Secure');
  });

  it('logs out without a session, or with a malformed cookie, as 204', async () => {
    expect((await api('/api/logout', { method: 'POST' })).status).toBe(204);
    expect((await api('/api/logout', { method: 'POST', cookie: `sid=${'x'.repeat(600)}` })).status).toBe(204);
  });
});

describe('registration rules', () => {
  it('normalises the email and refuses a taken one with 409', async () => {
    const res = await register({ email: '  Dovid.Cohen@Example.ORG ' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { email: string }).email).toBe('dovid.cohen@example.org');

    const again = await register({ email: 'DOVID.COHEN@example.org' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('accepts passwords of 8 to 256 characters and names the field otherwise', async () => {
    expect((await register({ email: newEmail(), password: 'x'.repeat(8) })).status).toBe(201);
    expect((await register({ email: newEmail(), password: 'x'.repeat(256) })).status).toBe(201);
    const short = await register({ email: newEmail(), password: 'x'.repeat(7) });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { errors: object }).errors).toEqual({ password: 'Password must be at least 8 characters' });
    const long = await register({ email: newEmail(), password: 'x'.repeat(257) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { errors: object }).errors).toHaveProperty('password');
  });

  it('requires firstName and a valid email', async () => {
    const res = await api('/api/register', { method: 'POST', json: { email: 'not-an-email', password: 'correct horse' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: object }).errors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
    });
  });

  it('makes an ADMIN_EMAILS address an admin at registration', async () => {
    const res = await register({ email: 'Admin@Example.com' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });
});

describe('login', () => {
  it('signs in with any case of the email and issues a fresh session each time', async () => {
    const email = newEmail();
    const first = await register({ email });
    const res = await api('/api/login', {
      method: 'POST',
      cookie: cookieOf(first),
      json: { email: email.toUpperCase(), password: 'correct horse' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, role: 'member' });
    expect(sidOf(res)).not.toBe(sidOf(first));
    // Signing in ends the session the browser had before.
    expect(await env.SESSIONS.get(`session:${sidOf(first)}`)).toBeNull();
    expect((await api('/api/user', { cookie: cookieOf(res) })).status).toBe(200);
  });

  it('answers 401 with the same text for a wrong password and an unknown email', async () => {
    const email = newEmail();
    await register({ email });
    const wrong = await api('/api/login', { method: 'POST', json: { email, password: 'wrong horse' } });
    const unknown = await api('/api/login', { method: 'POST', json: { email: newEmail(), password: 'correct horse' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid email or password' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a session past its expiry', async () => {
    const { user } = await signedIn();
    const longAgo = Date.now() - (SESSION_TTL_SECONDS + 60) * 1000;
    const sid = await createSession(env.SESSIONS, user.id, longAgo);
    expect((await api('/api/user', { cookie: `sid=${sid}` })).status).toBe(401);
    const fresh = await createSession(env.SESSIONS, user.id);
    expect((await api('/api/user', { cookie: `sid=${fresh}` })).status).toBe(200);
  });
});

describe('session renewal', () => {
  it('renews a day-old session once, sending the cookie again with the full lifetime', async () => {
    const { user } = await signedIn();
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    const sid = await createSession(env.SESSIONS, user.id, twoDaysAgo);

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
    const password = 'a very secret phrase';
    const bodies: string[] = [];
    const reg = await register({ email, password });
    bodies.push(await reg.text());
    bodies.push(await (await api('/api/login', { method: 'POST', json: { email, password } })).text());
    bodies.push(await (await api('/api/user', { cookie: cookieOf(reg) })).text());
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
