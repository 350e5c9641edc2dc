// The gazetteer in the browser (docs/domain.md, Places): a place typed in Hebrew in the
// calendar's box, and a neighbourhood typed in the directory search, at 1280 and 375 px, against
// the places table that the local seed loads.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, eventually as eventuallyIn, launchBrowser, newPage } from './browser.ts';
import { locationBox } from './calendarPage.ts';

// Place lookups go through the gazetteer's larger queries: give them longer.
const eventually = <T>(fn: () => T | Promise<T>) => eventuallyIn(fn, 15_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TIME = /\d{1,2}:\d\d [AP]M/;
// CPU is shared: give the page time to answer.

describe.each([
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const)('at %s', (_, viewport) => {
  const mobile = viewport.width === MOBILE.width;
  /** A day of the month shown: a grid cell on wide screens, a list item on narrow ones. */
  const day = (page: Page, date: string) => page.getByTestId(mobile ? 'day-list' : 'month-grid').locator(`li[data-date="${date}"]`);

  it('shows the calendar for ירושלים typed in the place box: Jerusalem’s times and zmanim', async () => {
    const { page, context } = await newPage(browser, viewport);
    await page.goto('/calendar?month=2026-11');
    const box = page.getByRole('combobox', { name: 'City or ZIP code' });
    await box.fill('ירושלים');
    await box.press('Enter');

    await eventually(() => new URL(page.url()).searchParams.get('geonameid')).toBe('281184');
    await eventually(() => locationBox(page).innerText()).toContain('Jerusalem, Israel');
    // Today's zmanim, in Jerusalem's time zone.
    await eventually(() => page.locator('[data-zman="sunrise"]').innerText()).toMatch(TIME);
    expect(await page.locator('[data-zman="sunset"]').innerText()).toMatch(TIME);
    // Jerusalem lights candles 40 minutes before sunset: 4:05 PM on Friday 6 November 2026.
    await eventually(() => day(page, '2026-11-06').innerText()).toContain('4:05 PM');
    expect(await day(page, '2026-11-06').innerText()).toContain('Candle lighting');
    expect(await day(page, '2026-11-07').innerText()).toMatch(/Havdalah[\s\S]*\d{1,2}:\d\d PM/);
    if (mobile) expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });

  it('lists the Crown Heights listings first for /search?q=Crown Heights, with their distances', async () => {
    const { page, context } = await newPage(browser, viewport);
    await page.goto('/search?q=Crown%20Heights');
    const heading = page.getByRole('heading', { name: /^Synagogues near Crown Heights, Brooklyn/ });
    await heading.waitFor({ timeout: 15_000 });
    expect(await heading.innerText()).toBe('Synagogues near Crown Heights, Brooklyn, NY');

    const section = page.getByRole('region', { name: /^Synagogues near Crown Heights/ });
    const cards = section.locator('article');
    await eventually(() => cards.count()).toBeGreaterThan(3);
    // 770 Eastern Parkway is in Crown Heights: it comes first, under a kilometre away.
    expect(await cards.first().locator('h3').innerText()).toBe('770 Eastern Parkway (Chabad World Headquarters)');
    const distances = (await cards.getByText(/ km away$/).allInnerTexts()).map((t) => Number.parseFloat(t));
    expect(distances).toHaveLength(await cards.count());
    expect(distances[0]).toBeLessThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    // Other Brooklyn listings follow; nothing beyond the 50 km radius (Philadelphia is ~130 km away).
    expect(await cards.locator('h3').allInnerTexts()).toContain('Young Israel of Flatbush');
    if (mobile) expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
