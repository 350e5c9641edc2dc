// Journeys at 375 px for the routes whose other suites run at 1280 px only (every
// route has a journey at both widths; e2e/a11y.test.ts also opens every route at both).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fits = async (page: Page) => {
  const [scrollWidth, clientWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  )) as [number, number];
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(clientWidth);
};

describe('at 375 px', () => {
  it('searches the directory from a phone', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Find Your Perfect Shul' }).waitFor();
    const box = page.getByRole('combobox').first();
    await box.fill('London');
    // The phone keyboard's Go key: with no suggestion highlighted, Enter searches the typed text.
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'London');
    await page.getByText('Search results for: London').waitFor();
    await page
      .getByText(/[1-9]\d* synagogues? found/)
      .first()
      .waitFor();
    await fits(page);
    await context.close();
  });

  it('goes from the Tefillah hub to the siddur and switches its section', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    // A weekday morning: the siddur opens on Shacharit.
    await page.clock.setFixedTime(new Date('2026-11-24T08:00:00'));
    await page.goto('/tefillah');
    await page.getByRole('heading', { name: 'Prayer & Study', level: 1 }).waitFor();
    await fits(page);
    await page.getByRole('link', { name: 'Siddur', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/siddur');
    const cards = page.locator('main article');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Contents of Shacharit' }).getByRole('link').count(), { timeout: 10_000 })
      .toBe(106);
    const mincha = page.getByRole('group', { name: 'Siddur section' }).getByRole('link', { name: 'Mincha' });
    await mincha.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('section')).toBe('mincha');
    await expect.poll(() => mincha.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cards.first().innerText(), { timeout: 10_000 }).toMatch(/Prayer 1[\s\S]*Mincha/);
    await fits(page);
    await context.close();
  });

  it('switches between Sign In and Create Account on /auth, and signs in on /login', async () => {
    const email = `mobile-${Date.now()}@example.com`;
    const password = 'a phone-sized password 1843';
    const registered = await fetch(`${baseURL()}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL() },
      body: JSON.stringify({ email, password, firstName: 'Shira' }),
    });
    expect(registered.status).toBe(202);

    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Sign In', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByRole('heading', { name: 'Create Account', level: 2 }).waitFor();
    await page.getByLabel('First Name').waitFor();
    await fits(page);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed in: the menu carries the first name (in the drawer on a phone).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByText('Signed in as Shira').waitFor();
    await context.close();
  });

  it('explains /api/login and leads to the sign-in page', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/api/login');
    await page.getByRole('heading', { name: 'This is an API endpoint' }).waitFor();
    await fits(page);
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('heading', { name: 'Sign In', level: 2 }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path, with the way home', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('banner').waitFor();
    await fits(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    await context.close();
  });
});
