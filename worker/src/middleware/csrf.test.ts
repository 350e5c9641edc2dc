import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/auth.ts';
import { api } from '../../test/helpers.ts';
import { translator } from '../i18n/translate.ts';
import { CSRF_MESSAGE, isPlainHttpLoopback } from './csrf.ts';

/** A request exactly as given: no Origin added (api() adds one to every non-GET). */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; json?: unknown }) {
  const headers = new Headers({ 'cf-connecting-ip': `10.7.${Math.floor(Math.random() * 250)}.1`, ...init.headers });
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return exports.default.fetch(
    new Request(url, { method: init.method ?? 'POST', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) }),
  );
}

async function session() {
  const { cookie } = await signedIn();
  const key = `session:${cookie.slice('sid='.length)}`;
  return { cookie, alive: async () => (await env.SESSIONS.get(key)) !== null };
}

describe('CSRF origin check', () => {
  it('refuses a cross-origin POST carrying the session cookie with 403, leaving the session alone', async () => {
    const s = await session();
    const res = await raw('http://localhost/api/logout', { headers: { cookie: s.cookie, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: translator('en')(CSRF_MESSAGE.id) });
    expect(await s.alive()).toBe(true);
  });

  it('refuses a cookie-carrying POST with neither Origin nor Referer', async () => {
    const s = await session();
    expect((await raw('http://localhost/api/logout', { headers: { cookie: s.cookie } })).status).toBe(403);
    expect(await s.alive()).toBe(true);
  });

  it('refuses a cookie-carrying POST whose Referer is another site, and PATCH/DELETE alike', async () => {
    const s = await session();
    const headers = { cookie: s.cookie, referer: 'https://evil.example/page' };
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await raw('http://localhost/api/logout', { method, headers })).status).toBe(403);
    }
  });

  it('accepts the same origin by Origin or by Referer', async () => {
    const a = await session();
    expect((await raw('http://localhost/api/logout', { headers: { cookie: a.cookie, origin: 'http://localhost' } })).status).toBe(204);
    expect(await a.alive()).toBe(false);
    const b = await session();
    expect((await raw('http://localhost/api/logout', { headers: { cookie: b.cookie, referer: 'http://localhost/admin' } })).status).toBe(
      204,
    );
  });

  it('accepts PUBLIC_ORIGIN when the request was addressed to another host name', async () => {
    const s = await session();
    const res = await raw('https://worker.example/api/logout', { headers: { cookie: s.cookie, origin: env.PUBLIC_ORIGIN } });
    expect(res.status).toBe(204);
  });

  it('lets GET through whatever the origin', async () => {
    const s = await session();
    const res = await api('/api/user', { cookie: s.cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });

  it('lets a cookie-less API client post without Origin, but refuses another site signing a visitor in', async () => {
    const body = { email: 'nobody@example.org', password: 'whatever1' };
    expect((await raw('http://localhost/api/login', { json: body })).status).toBe(401);
    const foreign = await raw('http://localhost/api/login', { json: body, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await raw('http://localhost/api/login', { json: body, headers: { origin: 'null' } })).status).toBe(403);
  });
});

describe('isPlainHttpLoopback', () => {
  it('is true only for plain http on localhost or 127.0.0.1', () => {
    expect(isPlainHttpLoopback('http://localhost')).toBe(true);
    expect(isPlainHttpLoopback('http://127.0.0.1:8787')).toBe(true);
    expect(isPlainHttpLoopback('http://[::1]:5173/x')).toBe(true);
    expect(isPlainHttpLoopback('https://localhost')).toBe(false);
    expect(isPlainHttpLoopback('http://localhost.evil.example')).toBe(false);
    expect(isPlainHttpLoopback('http://shul.example')).toBe(false);
    expect(isPlainHttpLoopback('')).toBe(false);
  });
});
