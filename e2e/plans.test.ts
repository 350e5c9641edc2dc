// The Trip and Kaddish pages at 375 and 1280 px: a year of Kaddish from a date, a shared trip
// (Paris, then London over a Shabbat, on the sample data) with its days, and no sideways scroll;
// a signed-in traveller saves the trip to the account, opens it again and deletes it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, expectToast, launchBrowser, newPage } from './browser.ts';
import { call, registerAndSignIn, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const SHARED_TRIP = '/trip?stop=2988507~2026-12-08T10:00~2026-12-10T12:00&stop=2643743~2026-12-10T16:00~2026-12-14T09:00';

describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
])('at %s', (_, viewport) => {
  it('/kaddish shows the Hebrew date, the end of Kaddish and the yahrzeits of a date of passing', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/kaddish');
    await page.getByRole('heading', { level: 1, name: 'A year of Kaddish' }).waitFor();
    await page.getByLabel('Date of passing', { exact: true }).fill('2025-11-30');
    await page.getByRole('button', { name: 'Show the dates' }).click();
    await page.getByText('10 Kislev 5786').first().waitFor();
    await page.getByText('9 Cheshvan 5787').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Yahrzeits' }).isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });

  it('/trip plans a shared trip day by day, with candle lighting in London', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(SHARED_TRIP);
    await page
      .getByText(/^Candle lighting .* in London$/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('Synagogue de la rue des Tournelles').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Download the calendar (.ics)' }).getAttribute('href')).toMatch(
      /^\/api\/trips\/calendar\.ics\?stop=/,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });
});

describe('a trip saved to the account', () => {
  it('is saved by name from /trip, listed on the next visit, opened into the planner and deleted; the link carries no name', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/');
    await registerAndSignIn(page, { email: `trip-${unique()}@example.org`, password: 'winter harbour 41 lantern', firstName: 'Avi' });
    await page.goto(SHARED_TRIP);
    const saved = page.getByRole('region', { name: 'Your saved trips' });
    await saved.getByText('You have no saved trips yet.').waitFor({ timeout: 30_000 });
    await saved.getByLabel('Name of the trip (optional)').fill('Chanukah in Europe');
    await saved.getByRole('button', { name: 'Save to my account' }).click();
    await expectToast(page, 'The trip is saved to your account');
    await saved.getByText('Chanukah in Europe').waitFor();
    expect(page.url()).not.toContain('Chanukah');
    const [trip] = (await call<{ name: string; stops: { label: string | null }[] }[]>(page, 'GET', '/api/account/trips')).json;
    expect(trip).toMatchObject({ name: 'Chanukah in Europe' });
    expect(trip!.stops.map((s) => s.label)).toEqual([expect.stringMatching(/^Paris/), expect.stringMatching(/^London/)]);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Another visit, with nothing on the device: the saved trip opens into the planner.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/trip');
    await page.getByRole('button', { name: 'Open Chanukah in Europe' }).click();
    await page
      .getByText(/^Candle lighting .* in London$/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.getAll('stop')).toHaveLength(2);
    expect(page.url()).not.toContain('Chanukah');

    await page.getByRole('button', { name: 'Delete Chanukah in Europe' }).click();
    await expectToast(page, 'The saved trip was deleted');
    await saved.getByText('You have no saved trips yet.').waitFor();
    await context.close();
  }, 180_000);
});
