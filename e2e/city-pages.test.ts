// City and country pages as search engines and visitors get them: the city's shuls are in the
// HTML before any script runs, in the address's language; the app then hydrates it without a
// hydration error at 375 and 1280 px, in English and Hebrew, and shows its own page in its place;
// an unknown city answers 404.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
let cityPath: string;
let listingName: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The cron ties the sample listings to their places (as `npm start` fires it each minute).
  const tick = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
  expect(tick.ok).toBe(true);
  const [listing] = (await (await fetch(new URL('/api/synagogues?search=Brooklyn&limit=1', baseURL()))).json()) as {
    id: number;
    name: string;
  }[];
  const detail = (await (await fetch(new URL(`/api/synagogues/${listing!.id}`, baseURL()))).json()) as {
    cityPage: { country: string; region: string; slug: string } | null;
  };
  expect(detail.cityPage).not.toBeNull();
  const { country, region, slug } = detail.cityPage!;
  cityPath = `/synagogues/${[country.toLowerCase(), region, slug].filter(Boolean).join('/')}`;
  listingName = listing!.name;
});
afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const response = await fetch(new URL(path, baseURL()));
  return { status: response.status, text: await response.text() };
};

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe("a city's page", () => {
  it.each([
    ['', 'en', 'Synagogues in Brooklyn, NY'],
    ['/he', 'he', 'בתי כנסת ב־\u2068Brooklyn, NY\u2069'],
  ])('%s has its shuls and its ItemList in the HTML before any script runs', async (prefix, lang, heading) => {
    const { status, text } = await html(`${prefix}${cityPath}`);
    expect(status).toBe(200);
    expect(text).toContain(`<html lang="${lang}"`);
    expect(text).toContain(`<h1>${heading}</h1>`);
    expect(text).toContain(listingName.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(text).toContain('"@type":"ItemList"');
  });

  for (const [prefix, viewport, heading] of [
    ['', MOBILE, 'Synagogues in Brooklyn, NY'],
    ['', DESKTOP, 'Synagogues in Brooklyn, NY'],
    ['/he', MOBILE, 'בתי כנסת ב־\u2068Brooklyn, NY\u2069'],
    ['/he', DESKTOP, 'בתי כנסת ב־\u2068Brooklyn, NY\u2069'],
  ] as const) {
    it(`${prefix || '/en'} at ${viewport.width} px hydrates without an error, then shows the app's city page`, async () => {
      const { page, context } = await newPage(browser, viewport);
      const errors = collectHydrationErrors(page);
      await page.goto(`${prefix}${cityPath}`);
      await page.waitForFunction(() => !document.getElementById('static-page') && !document.querySelector('[data-worker-head]'));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('link', { name: listingName }).first().waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.screenshot({ path: `/tmp/city-page${prefix.replace('/', '-')}-${viewport.width}.png`, fullPage: false });
      await context.close();
    });
  }

  it("links from the country's page, and an unknown city is 404 with the app's not-found page", async () => {
    const country = await html('/synagogues/us');
    expect(country.status).toBe(200);
    expect(country.text).toContain(`href="${cityPath}"`);
    expect((await html('/synagogues/us/ny/no-such-city')).status).toBe(404);
    const { page, context } = await newPage(browser, DESKTOP);
    const errors = collectHydrationErrors(page);
    await page.goto('/synagogues/us/ny/no-such-city');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
