// Same-origin API calls and the admin sign-in for browser journeys.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
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

/** Signs the page's context in as the e2e admin (ADMIN_EMAILS), registering it on first use. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/');
  const registered = await call(page, 'POST', '/api/register', { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD, firstName: 'Admin' });
  if (registered.status !== 201) {
    const login = await call(page, 'POST', '/api/login', { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
    expect(login.status, 'admin@example.com exists with another password').toBe(200);
  }
}
