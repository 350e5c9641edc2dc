// Prerendered pages (react-router.config.ts): their content is in the HTML, before and without
// any script; the browser hydrates that very HTML instead of drawing the page again; every other
// address gets the SPA fallback (the header and footer) and renders in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { DESKTOP, MOBILE, baseURL, launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('prerendered pages', () => {
  it('show their content, title and styles with scripts turned off; other addresses show the shell', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find Your Local Shul' }).waitFor();
    expect(await page.title()).toBe('Find Your Local Shul | Shul Finder');
    // Styled by the extracted CSS: the mobile menu button shows and the desktop links do not.
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // The styles are in <head>, written once each (emotion's server API), none beside the elements.
    expect(await page.locator('head style[data-emotion]').count()).toBeGreaterThan(0);
    expect(await page.locator('body style').count()).toBe(0);

    await page.goto('/parsha');
    await page.getByRole('heading', { level: 1, name: 'Weekly Parsha' }).waitFor();
    await page.getByText('THIS WEEK').first().waitFor();
    expect(await page.getByRole('list', { name: 'Torah portions' }).getByRole('listitem').count()).toBe(54);

    await page.goto('/calendar');
    expect(await page.title()).toBe('Hebrew Calendar | Shul Finder');

    // A page rendered only in the browser (a listing's has its content filled in by the Worker: listing-pages.test.ts).
    const response = await page.goto('/account');
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').waitFor();
    expect(await page.locator('h1').count()).toBe(0);
    await context.close();
  });

  it('paints before it fetches any script, then starts the app', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: MOBILE });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    for (const path of ['/', '/calendar', '/shul/1']) {
      await page.goto(path);
      await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached' });
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(firstPaint, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(firstPaint!);
      // React Router's preload links are left out of the built page.
      expect(await (await context.request.get(path)).text(), path).not.toContain('rel="modulepreload"');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the HTML it was given: the heading node survives, and the query follows', async () => {
    // A plain page (not newPage's): its goto would wait for the app, which is held back here.
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // Hold the app back until the prerendered heading is marked; a page drawn again would lose the mark.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=Brooklyn', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (document.querySelector('h1') as HTMLElement & { prerenderMark?: boolean }).prerenderMark = true;
    });
    release();
    await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached' });
    await page.getByText('Search results for: Brooklyn').waitFor();
    expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { prerenderMark?: boolean }).prerenderMark)).toBe(true);
    expect(await page.getByRole('combobox').first().inputValue()).toBe('Brooklyn');
    expect(new URL(page.url()).search).toBe('?q=Brooklyn');
    expect(errors).toEqual([]);
    await context.close();
  });
});
