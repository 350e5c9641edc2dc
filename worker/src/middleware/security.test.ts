import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/helpers.ts';
import { createApp } from '../app.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, staticAssetHeadersFile } from '../security-policy.ts';
import { MAX_JSON_BYTES } from './security.ts';

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
}

describe('security headers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are on API answers, 404s and errors alike', async () => {
    const ok = await api('/api/health');
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok);
    expectSecurityHeaders(await api('/api/no-such-thing'));
    expectSecurityHeaders(await api('/api/user'));
    expectSecurityHeaders(await api('/api/login'));
  });

  it('hold a CSP with own scripts only, OSM tiles, no framing', () => {
    const csp = directives(CONTENT_SECURITY_POLICY);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // https: covers the OpenStreetMap tiles and admins' externally hosted logos and ad images.
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(csp['img-src']).not.toContain('http:');
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*(?!\.)/);
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('go into the static assets as a _headers file for every path', () => {
    const file = staticAssetHeadersFile();
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toContain(`  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`);
    expect(file).toContain('  X-Content-Type-Options: nosniff\n');
  });

  it('answer an unhandled error with 500 Internal error, logged, with no stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = createApp();
    app.get('/api/boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.request('/api/boom', {}, env);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal error' });
    expect(text).not.toMatch(/hunter2|at .*\.ts/);
    expectSecurityHeaders(res);
    expect(log).toHaveBeenCalledWith('Unhandled error', 'GET', '/api/boom', expect.any(Error));
  });

  it('keep a header a route set itself, and reach responses with immutable headers', async () => {
    const app = createApp();
    app.get('/api/framed', (c) => c.text('x', 200, { 'Referrer-Policy': 'no-referrer' }));
    app.get('/api/passthrough', () => Response.redirect('http://localhost/elsewhere', 302));
    const own = await app.request('/api/framed', {}, env);
    expect(own.headers.get('referrer-policy')).toBe('no-referrer');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    const passed = await app.request('/api/passthrough', {}, env);
    expect(passed.status).toBe(302);
    expectSecurityHeaders(passed);
  });
});

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );
}

describe('request bodies', () => {
  it('answer 413 JSON for a JSON body over 1 MB', async () => {
    const big = { email: 'a@example.org', password: 'x'.repeat(MAX_JSON_BYTES) };
    const res = await api('/api/login', { method: 'POST', json: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large: JSON bodies may be at most 1 MB' });
  });

  it('answer 413 for a streamed JSON body with no Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BYTES + chunk.length) controller.close();
        else {
          controller.enqueue(chunk);
          sent += chunk.length;
        }
      },
    });
    const res = await exports.default.fetch(
      new Request('http://localhost/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': '10.3.3.3' },
        body,
      }),
    );
    expect(res.status).toBe(413);
  });

  it('let a JSON body just under 1 MB through to validation', async () => {
    const res = await api('/api/register', { method: 'POST', json: { email: 'a@example.org', padding: 'x'.repeat(MAX_JSON_BYTES - 200) } });
    expect(res.status).toBe(400);
  });

  it('answer malformed JSON with 400', async () => {
    const res = await api('/api/login', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });
});
