// Same-origin API calls and the admin sign-in for browser journeys.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { inject } from 'vitest';
import { E2E_ADMIN_EMAIL } from './global-setup.ts';

/** A suffix that no other run or test has used, for names and emails that must be new. */
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** One password for the e2e admin, so that journeys in different files can share a server. */
export const E2E_ADMIN_PASSWORD = 'admin password for e2e';

/** A same-origin JSON call from the page (the browser sends Origin and the session cookie). */
export async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

interface SentItem {
  messageId: string;
  to?: string[];
  subject?: string;
  sentAt?: string;
}

/**
 * Mail the Worker sent through its `EMAIL` binding to `to`, oldest first, read from the store
 * `wrangler dev` keeps (its local explorer API: docs/architecture.md, Mail).
 */
export async function mailTo(to: string): Promise<{ subject: string; text: string }[]> {
  const base = `${inject('baseURL')}/cdn-cgi/local/explorer/api/local/email/sending`;
  const list = (await (await fetch(`${base}?per_page=100`)).json()) as { result: SentItem[] };
  const mine = list.result
    .filter((m) => (m.to ?? []).some((t) => t.includes(to)))
    .sort((a, b) => String(a.sentAt).localeCompare(String(b.sentAt)));
  return Promise.all(
    mine.map(async (m) => {
      const detail = (await (await fetch(`${base}?email_id=${encodeURIComponent(m.messageId)}`)).json()) as {
        result: { subject: string; text?: string };
      };
      return { subject: detail.result.subject, text: detail.result.text ?? '' };
    }),
  );
}

/** The newest link to `path` (`/auth/verify`, `/auth/reset`) mailed to `to`, waiting for it to arrive. */
export async function mailedLink(to: string, path: string, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`);
  for (let i = 0; i < 100; i++) {
    const links = (await mailTo(to)).map((m) => pattern.exec(m.text)?.[0]).filter((l): l is string => Boolean(l));
    if (links.length > after) return links.at(-1)!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** Follows the verification link mailed to `email` (the API call the verify page makes); its status. */
export async function verifyByMail(page: Page, email: string): Promise<number> {
  const token = new URL(await mailedLink(email, '/auth/verify')).searchParams.get('token');
  return (await call(page, 'POST', '/api/verify-email', { token })).status;
}

/** Registers an account (202, the same for any address) and signs the page in with it. */
export async function registerAndSignIn(page: Page, account: { email: string; password: string; firstName: string }) {
  const registered = await call(page, 'POST', '/api/register', account);
  expect(registered.status).toBe(202);
  const login = await call(page, 'POST', '/api/login', { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  return login;
}

/**
 * Signs the page's context in as the e2e admin (ADMIN_EMAILS), registering it on first use and
 * confirming its address by the mailed link: ADMIN_EMAILS promotes only a verified address.
 */
export async function signInAsAdmin(page: Page) {
  await page.goto('/');
  const registered = await call(page, 'POST', '/api/register', {
    email: E2E_ADMIN_EMAIL,
    password: E2E_ADMIN_PASSWORD,
    firstName: 'Admin',
  });
  expect(registered.status).toBe(202);
  let login = await call<{ role: string }>(page, 'POST', '/api/login', { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
  expect(login.status, 'admin@example.com exists with another password').toBe(200);
  if (login.json.role !== 'admin') {
    // Another file's journey may have used the link first (400): either way the address is verified.
    expect([200, 400]).toContain(await verifyByMail(page, E2E_ADMIN_EMAIL));
    login = await call(page, 'POST', '/api/login', { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
    expect(login.json.role).toBe('admin');
  }
}
