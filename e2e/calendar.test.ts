// The calendar page in Chromium against the real Worker and the places
// table loaded by the local seed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, eventually, launchBrowser, newPage } from './browser.ts';
import { locationBox } from './calendarPage.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TIME = /\d{1,2}:\d\d [AP]M/;
// CPU is shared: give the page time to answer.
const cell = (page: Page, date: string) => page.getByTestId('month-grid').locator(`li[data-date="${date}"]`);

/** The Fridays of the month shown, as yyyy-MM-dd. */
async function fridaysShown(page: Page): Promise<string[]> {
  // The month's days render in the background once the answer is in.
  const days = page.getByTestId('month-grid').locator('li[data-date]');
  await days.first().waitFor();
  const dates = await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-date')!));
  const heading = await page.locator('#calendar-month-heading').innerText();
  const month = new Date(`${heading} 1 UTC`).getUTCMonth() + 1;
  return dates.filter((d) => Number(d.slice(5, 7)) === month && new Date(`${d}T00:00:00Z`).getUTCDay() === 5);
}

describe('calendar', () => {
  it('picks Jerusalem from the welcome quick-picks and shows Friday candle lighting in the grid', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/calendar');
    const picks = page.getByRole('group', { name: 'Popular cities' }).getByRole('link');
    expect(await picks.count()).toBeLessThanOrEqual(8);
    await picks.filter({ hasText: 'Jerusalem' }).click();

    // The quick-pick is a link (?place=…), usable before the page's script runs; the page then keeps the place as ?geonameid=.
    await eventually(() => {
      const params = new URL(page.url()).searchParams;
      return params.get('geonameid') ?? params.get('place');
    }).toBe('281184');
    await eventually(() => locationBox(page).innerText()).toContain('📍 Jerusalem, Israel');
    // Today's Times in Jerusalem's time zone.
    await eventually(() => page.locator('[data-zman="sunrise"]').innerText()).toMatch(TIME);

    const fridays = await fridaysShown(page);
    expect(fridays.length).toBeGreaterThanOrEqual(4);
    for (const friday of fridays) {
      const text = await cell(page, friday).innerText();
      expect(text, friday).toMatch(TIME);
      expect(await cell(page, friday).textContent(), friday).toContain('Candle lighting');
    }
    expect(await page.getByTestId('month-grid').locator('li[aria-current="date"]').count()).toBe(1);
    // Only the layout the screen shows is rendered.
    expect(await page.getByTestId('day-list').count()).toBe(0);

    // The address keeps the place: a reload shows the same calendar.
    await page.reload();
    await eventually(() => locationBox(page).innerText()).toContain('Jerusalem, Israel');
    await context.close();
  });

  it('moves a month forward and back, with the known Jerusalem and New York times', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/calendar?geonameid=281184&month=2026-11');
    const heading = page.locator('#calendar-month-heading');
    await eventually(() => cell(page, '2026-11-06').innerText()).toContain('4:05 PM');
    expect(await heading.innerText()).toBe('November 2026');

    await page.getByRole('button', { name: /^Next month/ }).click();
    await eventually(() => heading.innerText()).toBe('December 2026');
    expect(new URL(page.url()).searchParams.get('month')).toBe('2026-12');
    await eventually(() => cell(page, '2026-12-04').innerText()).toMatch(TIME);

    await page.getByRole('button', { name: /^Previous month/ }).click();
    await eventually(() => new URL(page.url()).searchParams.get('month')).toBe('2026-11');
    await eventually(() => heading.innerText()).toBe('November 2026');
    await eventually(() => cell(page, '2026-11-06').innerText()).toContain('4:05 PM');
    // The parasha has its scroll icon row; Rosh Chodesh its own.
    expect(await cell(page, '2026-11-21').innerText()).toContain('Parashat Vayetzei');
    expect(await cell(page, '2026-11-11').innerText()).toContain('Rosh Chodesh Kislev');
    await context.close();
  });

  it('searches a ZIP code, and explains a place it cannot find', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/calendar?month=2026-11');
    const box = page.getByRole('combobox', { name: 'City or ZIP code' });
    await box.fill('10001');
    await box.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('zip')).toBe('10001');
    await eventually(() => locationBox(page).innerText()).toContain('New York, NY 10001');
    await eventually(() => cell(page, '2026-11-06').innerText()).toMatch(/4:2\d PM/);
    expect(await cell(page, '2026-11-07').innerText()).toMatch(/5:2\d PM/);

    await box.fill('Qwertyville');
    await page.getByRole('button', { name: 'Search' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not found' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.innerText()).toContain('Location "Qwertyville" not found.');
    expect(await alert.innerText()).toMatch(/ZIP code[\s\S]*city[\s\S]*NYC, LA or Philly/);
    await context.close();
  });

  it('suggests places while typing and opens the rest of a busy day', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/calendar?month=2026-04');
    const box = page.getByRole('combobox', { name: 'City or ZIP code' });
    await box.fill('New Yo');
    const option = page.getByRole('option', { name: 'New York, NY' });
    await option.waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('geonameid')).toBe('5128581');

    // 3 April 2026 in New York: candle lighting, Pesach II and the first day of the Omer.
    const more = cell(page, '2026-04-03').getByRole('button', { name: /1 more event\b/ });
    await more.waitFor();
    await more.focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('dialog').innerText()).toContain('1st day of the Omer');
    await context.close();
  });

  it('finds the visitor with Near Me, in the browser’s time zone', async () => {
    const { page, context } = await newPage(browser, DESKTOP, {
      geolocation: { latitude: 31.77, longitude: 35.215 },
      permissions: ['geolocation'],
      timezoneId: 'Asia/Jerusalem',
    });
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Near Me' }).click();
    await eventually(() => locationBox(page).innerText()).toContain('Jerusalem, Israel');
    const url = new URL(page.url());
    expect(url.searchParams.get('tzid')).toBe('Asia/Jerusalem');
    expect(Number(url.searchParams.get('latitude'))).toBeCloseTo(31.77, 3);
    await context.close();
  });

  it("opens on the visitor's month, not the build's, with no other month shown first", async () => {
    const { page, context } = await newPage(browser, DESKTOP, { timezoneId: 'Asia/Jerusalem' });
    // The visitor's clock five months after the build's (the prerendered page was made today).
    const now = new Date();
    const visit = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 5, 15, 12));
    const expected = visit.toLocaleString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
    await page.clock.setFixedTime(visit);
    // Every text the month heading has from the first paint on (page code as a string: no DOM types here).
    await page.addInitScript(`
      window.monthsShown = [];
      new MutationObserver(() => {
        const text = document.getElementById('calendar-month-heading')?.textContent;
        if (text && window.monthsShown.at(-1) !== text) window.monthsShown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });

    // The prerendered page names no month: the month is the visitor's, chosen in the browser.
    const html = await (await page.request.get('/calendar')).text();
    expect(html).not.toContain('calendar-month-heading');

    await page.goto('/calendar?geonameid=281184');
    await eventually(() => page.locator('#calendar-month-heading').innerText()).toBe(expected);
    expect(await page.evaluate('window.monthsShown')).toEqual([expected]);
    expect(hydrationErrors).toEqual([]);
    await context.close();
  });

  it('shows the month as a list on a 375 px screen, today first', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/calendar?geonameid=281184');
    const list = page.getByTestId('day-list');
    await list.waitFor();
    expect(await page.getByTestId('month-grid').count()).toBe(0);
    const first = list.locator('li').first();
    expect(await first.getAttribute('aria-current')).toBe('date');
    expect(await first.innerText()).toContain('Today');
    // No sideways scrolling at 375 px.
    expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
