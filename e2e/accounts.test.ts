// Issue 16's journeys: verification by the mailed link, password reset ending other sessions,
// and ADMIN_EMAILS promoting only a verified address. Mail is read from the store `wrangler dev`
// keeps for the send_email binding.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OWNER_EMAIL } from '../scripts/lib/app-server.ts';
import { DESKTOP, expectToast, launchBrowser, newPage } from './browser.ts';
import { call, mailedLink, registerAndSignIn, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('accounts people can trust', () => {
  it('register → read the verification mail → verify; the unverified notice goes away', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const email = `verify-${unique()}@example.org`;
    await page.goto('/auth?mode=register');
    await page.getByRole('heading', { name: 'Create Account', level: 2 }).waitFor();
    expect(await page.locator('form[aria-label="Create Account"]').getAttribute('method')).toBe('post');
    await page.getByLabel('First Name').fill('Tova');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('1234567890');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByText(/too common or too easy to guess/)
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('quiet garden 27 lanterns');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/is unverified/).waitFor();
    expect(new URL(page.url()).search).not.toContain('quiet');

    const link = await mailedLink(email, '/auth/verify');
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByText(`Thank you: ${email} is confirmed.`).waitFor();
    expect(await call(page, 'GET', '/api/user')).toMatchObject({ json: { emailVerified: true } });
    await page.goto('/');
    expect(await page.getByText(/is unverified/).count()).toBe(0);
    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByText(/invalid, has expired or was already used/).waitFor();
    await context.close();
  });

  it('forgot password → reset → old sessions are signed out', async () => {
    const email = `reset-${unique()}@example.org`;
    const old = await newPage(browser, DESKTOP);
    await old.page.goto('/');
    await registerAndSignIn(old.page, { email, password: 'first phrase 61 orchard', firstName: 'Dina' });
    expect((await call(old.page, 'GET', '/api/user')).json).not.toBeNull();

    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password', level: 2 }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByText(/If an account uses that address/).waitFor();

    await page.goto(await mailedLink(email, '/auth/reset'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second phrase 83 meadow');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Password changed');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await call(page, 'GET', '/api/user')).json).not.toBeNull();

    expect((await call(old.page, 'GET', '/api/user')).json).toBeNull();
    expect((await call(old.page, 'POST', '/api/login', { email, password: 'first phrase 61 orchard' })).status).toBe(401);
    await old.context.close();
    await context.close();
  });

  it('an ADMIN_EMAILS address is admin only after verification', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const login = await registerAndSignIn(page, { email: TEST_OWNER_EMAIL, password: 'owner phrase 19 willow', firstName: 'Owner' });
    expect(login.json).toMatchObject({ role: 'member', emailVerified: false });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'No access to the admin panel' }).waitFor();

    await page.goto(await mailedLink(TEST_OWNER_EMAIL, '/auth/verify'));
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByText(/is confirmed/).waitFor();
    expect(await call(page, 'GET', '/api/user')).toMatchObject({ json: { role: 'admin', emailVerified: true } });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await context.close();
  });
});
