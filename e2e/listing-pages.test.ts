// A listing's page as search engines and visitors get it (docs/decisions/listing-pages-html.md):
// its content is in the HTML before any script runs, in the address's language; the app then
// hydrates it without a hydration error and shows its own listing page in its place; an address
// that is no listing answers 404.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
let listing: { id: number; name: string };
beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await (await fetch(new URL('/api/synagogues?search=New%20York&limit=1', baseURL()))).json()) as {
    id: number;
    name: string;
  }[];
  listing = found[0]!;
});
afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const response = await fetch(new URL(path, baseURL()));
  return { status: response.status, text: await response.text() };
};

/** The text as HTML writes it (hono/html's entities), to find a listing's name in the delivered document. */
const asHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** React's hydration errors (#418 and the like, minified in production), as the console reports them. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe("a listing's page", () => {
  it.each([
    ['/shul/:id', 'en', 'ltr', 'Minyanim this week'],
    ['/he/shul/:id', 'he', 'rtl', 'המניינים השבוע'],
  ])('%s has its content in the HTML before any script runs', async (pattern, lang, dir, week) => {
    const { status, text } = await html(pattern.replace(':id', String(listing.id)));
    expect(status).toBe(200);
    expect(text).toContain(`<html lang="${lang}"`);
    expect(text).toContain(`dir="${dir}"`);
    expect(text).toMatch(new RegExp(`<title[^>]*>${asHtml(listing.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(text).toContain(`<h1>${asHtml(listing.name)}</h1>`);
    expect(text).toContain(week);
    expect(text).toContain('application/ld+json');
  });

  for (const [pattern, viewport] of [
    ['/shul/:id', MOBILE],
    ['/shul/:id', DESKTOP],
    ['/he/shul/:id', MOBILE],
    ['/he/shul/:id', DESKTOP],
  ] as const) {
    it(`${pattern} at ${viewport.width} px hydrates without an error, then shows the app's listing page`, async () => {
      const { page, context } = await newPage(browser, viewport);
      const errors = collectHydrationErrors(page);
      await page.goto(pattern.replace(':id', String(listing.id)));
      // The app's page took the static page's place, and its head the Worker's.
      await page.waitForFunction(() => !document.getElementById('static-page') && !document.querySelector('[data-worker-head]'));
      await page.getByRole('heading', { level: 1, name: listing.name }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.title()).toContain(listing.name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('answers 404 for an id that is no listing, and the app shows its not-found page', async () => {
    expect((await html('/shul/abc')).status).toBe(404);
    expect((await html('/shul/99999999')).status).toBe(404);
    const { page, context } = await newPage(browser, DESKTOP);
    const errors = collectHydrationErrors(page);
    await page.goto('/shul/abc');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
