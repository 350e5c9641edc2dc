import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app', () => {
  it('serves the SPA with its title and the API beside it', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Shul Finder');
    const count = (await (await fetch(`${baseURL()}/api/synagogues/count`)).json()) as { count: number };
    expect(count.count).toBeGreaterThan(0);
    await context.close();
  });
});
