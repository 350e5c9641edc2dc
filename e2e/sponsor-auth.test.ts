// Browser journeys: the sponsor inquiry (validation, thank-you) and the account pages
// (register, sign out, sign in, show/hide password, ?next=).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, expectToast, launchBrowser, newPage } from './browser.ts';
import { call, registerAndSignIn, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sponsor page', () => {
  it('shows every sponsor inquiry message next to its field, keeps what was typed, then thanks the sponsor', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/sponsor');
    await page.getByRole('heading', { name: 'Become a Sponsor', level: 1 }).waitFor();
    for (const reason of ['Global Reach', 'Targeted Audience', 'Multiple Options', 'Community Support']) {
      await page.getByRole('heading', { name: reason }).waitFor();
    }
    await page.getByText('48 hours').first().waitFor();

    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    for (const message of [
      'Company name is required',
      'Contact name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please provide at least 10 characters describing your business',
    ]) {
      await page.getByText(message).waitFor();
    }
    // Focus lands on the first field in error.
    await expect.poll(() => page.getByLabel('Company Name').evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true);
    expect(await page.getByLabel('Company Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Company Name').fill('Kosher Bakery E2E');
    await page.getByLabel('Contact Name').fill('Rivka Cohen');
    await page.getByLabel('Email').fill('rivka@example.com');
    await page.getByLabel('Phone').fill('555-0142');
    await page.getByLabel('Website').fill('not a url');
    await page.getByLabel('About Your Business').fill('Too short');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByText('Please enter a valid website URL').waitFor();
    await page.getByText('Please provide at least 10 characters describing your business').waitFor();
    // Fixing a field clears its message; nothing typed was lost.
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Kosher Bakery E2E');
    expect(await page.getByText('Company name is required').count()).toBe(0);

    await page.getByLabel('Website').fill('kosherbakery.example');
    await page.getByLabel('About Your Business').fill('A family bakery serving the community for thirty years.');
    await page.getByLabel('Sponsorship Interest').selectOption('Gold sponsorship');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectToast(page, 'Submission Successful');
    await page.getByText("Thank you for your interest! We'll be in touch soon.").waitFor();
    await page.getByRole('heading', { name: 'Thank You' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('accounts', () => {
  it('registers, signs out and signs in again, with the spec toasts', async () => {
    const { page, context } = await newPage(browser);
    const email = `member-${unique()}@example.com`;
    const password = 'correct horse battery';

    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Sign In', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByRole('heading', { name: 'Create Account', level: 2 }).waitFor();
    await page.getByLabel('First Name').fill('Miriam');
    await page.getByLabel('Last Name').fill('Levi');
    await page.getByLabel('Email').fill(email);
    const passwordInput = page.getByRole('textbox', { name: 'Password', exact: true });
    await passwordInput.fill('short');
    expect(await passwordInput.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordInput.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await passwordInput.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 10 characters').waitFor();

    await passwordInput.fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Welcome to Shul Finder!');
    await page.getByText('Your account has been created successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // Signed in, /auth sends the user on (to / here).
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Miriam' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out');

    // A taken email: the server's message next to the field and in the toast.
    // A taken email with another password: the same answer as for a new address, no session.
    await page.goto('/auth?mode=register');
    await page.getByLabel('First Name').fill('Again');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('someone else 77 harbor');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('We sent a link to confirm your address').waitFor();
    expect((await call(page, 'GET', '/api/user')).json).toBeNull();

    await page.goto('/login?next=/calendar');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login failed');
    await page.getByText('Invalid email or password').first().waitFor();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome back!');
    await page.getByText('You have successfully logged in.').waitFor();
    await page.waitForURL((url) => url.pathname === '/calendar');
    await context.close();
  });

  it('ignores a ?next= that leaves the site', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await registerAndSignIn(page, { email: `next-${unique()}@example.com`, password: 'long enough password 1843', firstName: 'Next' });
    await page.goto('/auth?next=//evil.example/steal');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(baseURL());
    await context.close();
  });
});

describe('accessibility', () => {
  it.each(['/sponsor', '/auth'])('%s has no serious or critical axe violations', async (path) => {
    const { page, context } = await newPage(browser, DESKTOP, { bypassCSP: true });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
