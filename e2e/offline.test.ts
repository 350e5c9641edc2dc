// Without a signal (scripts/vite/service-worker.ts): after one visit online, the pages visited
// open offline from this deployment's app and the answers saved with them, an address never
// visited gets the app's offline page in its language, nothing personal is ever stored, and
// Chromium finds the app installable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { MOBILE, baseURL, eventually, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker controls the page and has precached this deployment. */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Every URL held in the page's caches. */
const cachedURLs = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

describe('after one visit online, with the network cut', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, MOBILE, { serviceWorkers: 'allow' }));
    await page.goto('/calendar?place=281184');
    await untilControlled(page);
    // A visit now that the service worker answers: the page and its data are kept.
    await page.goto('/calendar?place=281184');
    await page
      .getByText(/Candle lighting/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await context.setOffline(true);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens a visited page with its saved answers, and says it is offline', async () => {
    await page.reload();
    await page
      .getByText(/Candle lighting/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('offline-banner').textContent()).resolves.toMatch(/You are offline: showing what was saved on/);
  });

  it("answers an address never visited with the app's offline page, in the address's language", async () => {
    await page.goto('/shul/2');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/shul/2');
    await page.goto('/he/tehillim');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('אין חיבור לאינטרנט');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  });

  it('never stores a personal answer, the embed or a feed', async () => {
    const urls = await cachedURLs(page);
    expect(urls.some((url) => url.includes('/api/zmanim'))).toBe(true);
    expect(urls.filter((url) => /\/api\/(user|auth|passkeys|manage|admin|account)|\/embed\/|\.ics/.test(url))).toEqual([]);
  });
});

describe('installing', () => {
  it('is possible: Chromium reports no installability error', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'sf-install-'));
    // A persistent profile: Chromium never offers to install from an incognito one.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: baseURL(),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/he');
      await untilControlled(page);
      const cdp = await context.newCDPSession(page);
      await eventually(
        async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId),
        20_000,
      ).toEqual([]);
      const manifest = await (await fetch(new URL('/he/manifest.webmanifest', baseURL()))).json();
      expect(manifest).toMatchObject({ lang: 'he', dir: 'rtl', start_url: '/he', display: 'standalone' });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
