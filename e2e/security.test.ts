import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './browser.ts';
import { call, registerAndSignIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('security in the browser', () => {
  it('serves the SPA and its fallback routes with the security headers, and never /_headers itself', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/search', 200],
      ['/account', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await fetch(`${baseURL()}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    const headersFile = await (await fetch(`${baseURL()}/_headers`)).text();
    expect(headersFile).not.toContain('Content-Security-Policy:');
  });

  it('loads the home page with no Content-Security-Policy violation', async () => {
    const { page, context } = await newPage(browser);
    // Plain script text: the e2e project has no DOM types.
    await page.addInitScript({
      content: `window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    await page.waitForLoadState('networkidle');
    // 'script-src eval' here is zod 4 probing `new Function`; the SPA must call
    // `z.config({ jitless: true })` before any schema runs (zod's own advice for strict CSPs).
    expect(await page.evaluate('window.cspViolations')).toEqual([]);
    await context.close();
  });

  it('registers, reads the user, logs out; the session cookie is HttpOnly', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const email = `e2e-${Date.now()}@example.org`;
    await registerAndSignIn(page, { email, password: 'correct horse', firstName: 'Esther' });
    const [sid] = (await context.cookies()).filter((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate('document.cookie')).not.toContain('sid=');
    expect((await call(page, 'GET', '/api/user')).json).not.toBeNull();
    expect((await call(page, 'POST', '/api/logout')).status).toBe(204);
    expect((await call(page, 'GET', '/api/user')).json).toBeNull();
    expect((await call(page, 'POST', '/api/login', { email, password: 'correct horse' })).status).toBe(200);
    expect((await call(page, 'GET', '/api/user')).json).not.toBeNull();
    await context.close();
  });

  it('refuses a logout form posted from another origin on the same site, though the browser sends the cookie', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await registerAndSignIn(page, { email: `csrf-${Date.now()}@example.org`, password: 'correct horse', firstName: 'C' });

    // The classic CSRF: a form on another port of 127.0.0.1, another origin but the same site,
    // so SameSite=Lax still sends the cookie and only the Origin check stands in the way.
    const form = `<!doctype html><title>other</title><form method="post" action="${baseURL()}/api/logout"><button>Go</button></form>`;
    const other: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(form));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const attacker = await context.newPage();
      await attacker.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      const [response] = await Promise.all([
        attacker.waitForResponse(`${baseURL()}/api/logout`),
        attacker.getByRole('button', { name: 'Go' }).click(),
      ]);
      expect(response.status()).toBe(403);
      expect((await response.request().allHeaders()).cookie ?? '').toContain('sid=');
      expect((await call(page, 'GET', '/api/user')).json).not.toBeNull();
    } finally {
      other.close();
      await context.close();
    }
  });

  it('shows the API endpoint page at /api/login with a way to the sign-in page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/api/login');
    await page.getByRole('heading', { name: 'This is an API endpoint' }).waitFor();
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL('**/auth');
    await context.close();
  });
});
