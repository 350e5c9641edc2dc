// Passkeys end to end, with Chromium's virtual authenticator (CDP WebAuthn domain) standing in for
// the device: add one on the account page, sign out, sign in with the passkey alone, delete the
// account with the passkey instead of the password. Browsers refuse WebAuthn on an IP address, so this journey opens the site on
// http://localhost:<port> (the Worker answers a loopback request for its own origin: docs/api.md,
// Passkeys).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseURL, expectToast, launchBrowser, newPage } from './browser.ts';
import { call, registerAndSignIn, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NO_AUTOFILL = 'e2e-no-passkey-autofill';
const onLocalhost = () => baseURL().replace('://127.0.0.1:', '://localhost:');

describe('passkeys', () => {
  it('adds a passkey on /account, signs in with it alone after signing out, then deletes the account with it', async () => {
    const { page, context } = await newPage(browser, DESKTOP, { baseURL: onLocalhost() });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    // With this flag in the tab's storage the browser says it has no autofill for passkeys.
    await page.addInitScript((flag) => {
      if (sessionStorage.getItem(flag)) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    }, NO_AUTOFILL);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    const email = `passkey-${unique()}@example.org`;
    const password = 'silver candle 58 orchard';
    await page.goto('/');
    await registerAndSignIn(page, { email, password, firstName: 'Shira' });

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('You have no passkeys yet.').waitFor();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, 'Passkey added');
    await expect.poll(() => section.getByTestId('passkey').count()).toBe(1);
    await section.getByText('Not used yet').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await section.getByRole('button', { name: 'Rename' }).click();
    await section.getByLabel('Name of the passkey').fill('Test laptop');
    await section.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Passkey renamed');
    await section.getByText('Test laptop').waitFor();

    const signedInWithPasskey = async () => {
      await expectToast(page, 'Welcome back!');
      await page.waitForURL((url) => url.pathname === '/');
      expect((await call<{ email: string }>(page, 'GET', '/api/user')).json.email).toBe(email);
      const sessions = await call<{ current: boolean; passkey: boolean }[]>(page, 'GET', '/api/user/sessions');
      expect(sessions.json.find((s) => s.current)).toMatchObject({ passkey: true });
      expect((await call(page, 'POST', '/api/logout')).status).toBe(204);
    };

    // The button, with the email field's autofill switched off (the virtual authenticator answers
    // an autofill request at once, as if the person had picked the passkey).
    expect((await call(page, 'POST', '/api/logout')).status).toBe(204);
    await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), NO_AUTOFILL);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedInWithPasskey();

    // Autofill: the email field offers the passkey; picking it signs in without the button.
    // The virtual authenticator may answer before a test could read the field, and the page then
    // leaves /auth: the field's autocomplete is recorded as it appears.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('input[type="email"]');
        if (field) sessionStorage.setItem('email-autocomplete', field.getAttribute('autocomplete') ?? '');
      }).observe(document, { subtree: true, childList: true });
    });
    await page.evaluate((flag) => sessionStorage.removeItem(flag), NO_AUTOFILL);
    await page.goto('/auth');
    await signedInWithPasskey();
    expect(await page.evaluate(() => sessionStorage.getItem('email-autocomplete'))).toBe('username webauthn');
    const { credentials: used } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(used[0]!.signCount).toBeGreaterThanOrEqual(2);

    expect((await call(page, 'POST', '/api/login', { email, password })).status).toBe(200);

    await page.goto('/account');
    await page
      .getByRole('region', { name: 'Passkeys' })
      .getByText(/Last used/)
      .waitFor();
    // The passkey confirms the deletion instead of the password.
    await page.getByRole('button', { name: 'Delete my account with a passkey' }).click();
    await expectToast(page, 'Your account was deleted');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await call(page, 'GET', '/api/user')).json).toBeNull();
    // Signed out, every page still asks who is signed in: that answer logs no error.
    expect(consoleErrors.filter((text) => /api\/user|401/.test(text))).toEqual([]);
    expect((await call(page, 'POST', '/api/login', { email, password })).status).toBe(401);

    await context.close();
    // A loaded machine takes seconds per page; this journey visits eight.
  }, 240_000);
});
