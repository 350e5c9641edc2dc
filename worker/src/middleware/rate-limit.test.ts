import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/helpers.ts';
import { createApp } from '../app.ts';
import type { AppEnv, Env } from '../env.ts';
import { onError } from './errors.ts';
import { translator } from '../i18n/translate.ts';
import { LIMITS, RATE_LIMITED_MESSAGE, rateLimit } from './rate-limit.ts';

// Windows are fixed minutes: a test that straddled a minute boundary would see its count
// reset, so none starts in the last two seconds of a minute.
beforeEach(async () => {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 58_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
});

let ipCounter = 0;
const freshIp = () => `10.200.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Posts `{}` (a quick 400 or 404: every request counts, valid or not) `times` times from one IP; returns the statuses. */
async function hammer(path: string, times: number, ip = freshIp()) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await api(path, { method: 'POST', json: {}, ip })).status);
  return statuses;
}

describe('rate limits (Workers rate-limiting binding)', () => {
  it('runs on the bindings declared in wrangler.toml', () => {
    expect(env.AUTH_RATE_LIMITER).toBeDefined();
    expect(env.FORM_RATE_LIMITER).toBeDefined();
  });

  it('allows 10 logins a minute per IP, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    const statuses = await hammer('/api/login', LIMITS.AUTH_RATE_LIMITER, ip);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await api('/api/login', { method: 'POST', json: {}, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ message: translator('en')(RATE_LIMITED_MESSAGE.id) });
    // Another client is unaffected, and so is the same client's registration budget.
    expect((await api('/api/login', { method: 'POST', json: {}, ip: freshIp() })).status).toBe(400);
    expect((await api('/api/register', { method: 'POST', json: {}, ip })).status).toBe(400);
  });

  it('allows 10 registrations a minute per IP', async () => {
    expect(await hammer('/api/register', 11)).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('allows 5 posts a minute to each public form', async () => {
    for (const path of ['/api/submissions', '/api/sponsor-submissions']) {
      const statuses = await hammer(path, 6);
      expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
      expect(statuses[5]).toBe(429);
    }
  });

  it('does not limit reads or other paths', async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i++) expect((await api('/api/login', { ip })).status).toBe(200);
    expect((await hammer('/api/logout', 12, ip)).every((s) => s === 204)).toBe(true);
  });
});

describe('relaxing the limits for local browser tests', () => {
  const app = createApp();
  const post = (url: string, vars: Partial<Env>) =>
    app.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.250.0.1', origin: new URL(url).origin },
        body: '{}',
      },
      { ...env, ...vars },
    );

  it('switches limits off with RATE_LIMITS=off on a plain-http loopback site', async () => {
    const vars = { RATE_LIMITS: 'off', PUBLIC_ORIGIN: 'http://127.0.0.1:8787' };
    for (let i = 0; i < 15; i++) expect((await post('http://127.0.0.1:8787/api/register', vars)).status).toBe(400);
  });

  it('ignores RATE_LIMITS=off on a deployed site', async () => {
    const statuses: number[] = [];
    const vars = { RATE_LIMITS: 'off', PUBLIC_ORIGIN: 'https://shul.example' };
    for (let i = 0; i < 11; i++) statuses.push((await post('https://shul.example/api/login', vars)).status);
    expect(statuses.at(-1)).toBe(429);
    // A request that is not itself loopback http is limited even if PUBLIC_ORIGIN says loopback.
    const loopbackVars = { RATE_LIMITS: 'off', PUBLIC_ORIGIN: 'http://127.0.0.1:8787' };
    const more: number[] = [];
    for (let i = 0; i < 11; i++) more.push((await post('https://shul.example/api/sponsor-submissions', loopbackVars)).status);
    expect(more.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(more.at(-1)).toBe(429);
  });
});

describe('in-memory fallback', () => {
  afterEach(() => vi.restoreAllMocks());

  function appWith(vars: Partial<Env>) {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.use('*', rateLimit);
    app.post('/api/login', (c) => c.body(null, 204));
    const post = (ip: string) => app.request('/api/login', { method: 'POST', headers: { 'cf-connecting-ip': ip } }, { ...env, ...vars });
    return post;
  }

  it('enforces the same limit without the binding', async () => {
    const post = appWith({ AUTH_RATE_LIMITER: undefined });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('10.251.0.1')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(204), 429]);
    expect((await post('10.251.0.2')).status).toBe(204);
  });

  it('takes over when the binding fails', async () => {
    const failing: RateLimit = { limit: () => Promise.reject(new Error('unsupported')) };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = appWith({ AUTH_RATE_LIMITER: failing });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('10.251.0.3')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(204), 429]);
    expect(log).toHaveBeenCalled();
  });
});
