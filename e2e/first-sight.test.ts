// Every control of the home, search and sponsor pages, the header's mobile menu and the location
// request form works when clicked at first sight: on a CPU slowed down 4×, the journey acts as
// soon as the control shows, without waiting for the app, and succeeds in 5 runs of 5. Text typed
// before the app starts is still there once it has. The personal data of a form never reaches the
// address bar.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser } from './browser.ts';
import { FIRST_SIGHT_TRIALS, appStarted, describeResult, openAtFirstSight, repeatAtFirstSight, type FirstSightResult } from './firstSight.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Midtown Manhattan, near the sample data's listings. */
const MIDTOWN = { latitude: 40.7527, longitude: -73.9772 };
/** Five journeys of many steps on a slowed CPU. */
const JOURNEY_TIMEOUT = 240_000;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search synagogues' });

function expectAll(name: string, result: FirstSightResult) {
  console.log(describeResult(name, result));
  expect(result.failures).toEqual([]);
  expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
}

/** Fails the journey if any request carried these form fields in its address. */
function watchAddresses(page: Page, fields: string[]) {
  const leaked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (fields.some((f) => url.searchParams.has(f))) leaked.push(r.url());
  });
  return leaked;
}

describe('the home page at first sight', () => {
  it(
    'searches from the search box',
    async () => {
      const result = await repeatAtFirstSight(browser, DESKTOP, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/');
        await atFirstSight(searchBox(page), (box) => box.fill('Brooklyn'));
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Brooklyn');
        await page.getByText('Search results for:').filter({ hasText: 'Brooklyn' }).waitFor();
      });
      expectAll('home search', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'keeps what was typed before the app started',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/');
        await atFirstSight(searchBox(page), (box) => box.fill('Paris'));
        await expect.poll(() => appStarted(page), { timeout: 20_000 }).toBe(true);
        // A moment for anything the start-up renders again.
        await page.waitForTimeout(500);
        expect(await searchBox(page).inputValue()).toBe('Paris');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Paris');
      });
      expectAll('home search box keeps typed text', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "finds a minyan near me ('Minyan now')",
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        DESKTOP,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/');
          await atFirstSight(page.getByRole('link', { name: 'Find a minyan near me' }), (link) => link.click());
          await page.waitForURL((url) => url.searchParams.get('minyan') === 'near-me');
          // Done: the card offers to search again.
          await page.getByRole('link', { name: 'Refresh' }).waitFor();
        },
        { context: { geolocation: MIDTOWN, permissions: ['geolocation'] } },
      );
      expectAll("home 'Find a minyan near me'", result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "opens the location request form from 'Get in touch', which posts",
    async () => {
      const result = await repeatAtFirstSight(browser, DESKTOP, async (page, atFirstSight) => {
        const leaked = watchAddresses(page, ['email', 'phone', 'synagogueName']);
        await openAtFirstSight(page, '/');
        await atFirstSight(page.getByRole('link', { name: 'Get in touch' }), (link) => link.click());
        await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('request') === 'location');
        const form = page.getByRole('region', { name: 'Add or Update a Location' });
        await form.waitFor();
        expect(await form.locator('form').getAttribute('method')).toBe('post');
        expect(leaked).toEqual([]);
      });
      expectAll("'Get in touch'", result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the header at first sight', () => {
  it(
    'opens the mobile menu and follows a link',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/');
        await atFirstSight(page.getByRole('button', { name: 'Open menu' }), (button) => button.click());
        const nav = page.getByRole('navigation', { name: 'Mobile' });
        await nav.waitFor();
        await nav.getByRole('link', { name: 'Calendar' }).click();
        await page.waitForURL((url) => url.pathname === '/calendar');
        await nav.waitFor({ state: 'hidden' });
      });
      expectAll('mobile menu', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the search page at first sight', () => {
  it(
    'searches from its search box',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        await openAtFirstSight(page, '/search');
        await atFirstSight(searchBox(page), (box) => box.fill('London'));
        await searchBox(page).press('Enter');
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'London');
        await page.getByText('Search results for:').filter({ hasText: 'London' }).waitFor();
        await page.getByText('2 synagogues found').waitFor();
      });
      expectAll('search page search', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the sponsor page at first sight', () => {
  it(
    'keeps what was typed before the app started and sends the inquiry by post',
    async () => {
      const result = await repeatAtFirstSight(browser, MOBILE, async (page, atFirstSight) => {
        const leaked = watchAddresses(page, ['companyName', 'email', 'phone', 'contactName']);
        await openAtFirstSight(page, '/sponsor');
        const form = page.getByRole('form', { name: 'Sponsorship Inquiry' });
        await atFirstSight(form.getByLabel('Company Name'), (field) => field.fill('Kosher Bakery'));
        await form.getByLabel('Contact Name').fill('Dana Levi');
        await form.getByLabel('Email').fill('dana@example.com');
        await form.getByLabel('Phone').fill('+1 212 555 0199');
        await form.getByLabel('About Your Business').fill('A bakery that would like to reach local shuls.');
        // The button is disabled until the app can send the inquiry; a click waits for it.
        await form.getByRole('button', { name: 'Submit Inquiry' }).click();
        await page.getByRole('heading', { name: 'Thank You' }).waitFor();
        expect(leaked).toEqual([]);
        expect(new URL(page.url()).search).toBe('');
      });
      expectAll('sponsor inquiry', result);
    },
    JOURNEY_TIMEOUT,
  );
});
