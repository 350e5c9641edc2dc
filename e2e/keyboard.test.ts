// Keyboard-only journeys: every step is a key press (Tab to reach a control, then type, arrows,
// Enter, Escape), never a click, so each control is reachable and operable without a mouse.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hasFocus = (target: Locator) => target.evaluate((el) => el === el.ownerDocument.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

describe('keyboard only', () => {
  it('searches from the home page, picking a suggestion with the arrow keys', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    // The first Tab reaches the skip link, which jumps over the header to the page.
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);

    const box = page.getByRole('combobox').first();
    await tabTo(page, box);
    await page.keyboard.type('bro');
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Brooklyn, NY, USA' }).waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).innerText()).toBe('Brooklyn, NY, USA');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Brooklyn, NY, USA');
    await page.getByText('Search results for: Brooklyn, NY, USA').waitFor();
    await page
      .getByText(/\d+ synagogues? found/)
      .first()
      .waitFor();

    await context.close();
  });

  it('opens the mobile menu at 375 px, moves through it and follows a link; Escape closes it', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    const nav = drawer.getByRole('navigation', { name: 'Mobile' });
    await nav.waitFor();

    // The menu follows its button in the tab order (the Popover API), and Escape closes it and
    // hands focus back to the button.
    await page.keyboard.press('Tab');
    await expect.poll(() => drawer.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(menuButton), { message: 'focus returns to the menu button' }).toBe(true);

    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Calendar' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/calendar');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Location' }).waitFor();
    await context.close();
  });

  it('fills and submits the sponsor form', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/sponsor');
    await page.getByRole('heading', { name: 'Become a Sponsor', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Sponsorship Inquiry' });
    const fields: [string, string][] = [
      ['Company Name', 'Keyboard Kosher Deli'],
      ['Contact Name', 'Dov Keyes'],
      ['Email', 'dov@example.com'],
      ['Phone', '555-0177'],
      ['Website', 'https://deli.example'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, form.getByLabel(label));
      await page.keyboard.type(value);
    }
    const interest = form.getByLabel('Sponsorship Interest');
    await tabTo(page, interest);
    // A native select changes its value with the arrow keys.
    for (let i = 0; i < 3 && (await interest.inputValue()) !== 'Gold sponsorship'; i++) await page.keyboard.press('ArrowDown');
    expect(await interest.inputValue()).toBe('Gold sponsorship');
    await tabTo(page, form.getByLabel('About Your Business'));
    await page.keyboard.type('A deli that caters kiddushim every Shabbat.');

    await tabTo(page, form.getByRole('button', { name: 'Submit Inquiry' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Thank You' }).waitFor({ timeout: 15_000 });
    const home = page.getByRole('link', { name: 'Return to Home' });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('sets a place, moves between months and opens a busy day in the calendar grid', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/calendar?month=2026-04');
    const box = page.getByRole('combobox', { name: 'City or ZIP code' });
    await tabTo(page, box);
    await page.keyboard.type('New Yo');
    await page.getByRole('option', { name: 'New York, NY' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('geonameid'), { timeout: 10_000 }).toBe('5128581');
    const heading = page.locator('#calendar-month-heading');
    await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe('April 2026');
    const grid = page.getByTestId('month-grid');
    await grid.waitFor();

    // Next month and back, from the buttons beside the heading.
    await tabTo(page, page.getByRole('button', { name: 'Next month, May 2026' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe('May 2026');
    await tabTo(page, page.getByRole('button', { name: 'Previous month, April 2026' }), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe('April 2026');

    // Into the grid: 3 April 2026 in New York has more events than fit; Enter shows them all.
    const more = grid.locator('[data-date="2026-04-03"]').getByRole('button', { name: /more events? on/ });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('1st day of the Omer');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(more), { message: 'focus returns to the day' }).toBe(true);
    await context.close();
  });
});
