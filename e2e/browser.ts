import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Debian's Chromium (apt-get install chromium); never a downloaded browser.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A fresh context (own cookies) at a viewport, with the app's origin as base URL. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, ...options });
  const page = await context.newPage();
  // Fail on uncaught page errors: a journey that "works" while the page throws is not working.
  page.on('pageerror', (err) => {
    throw err;
  });
  return { context, page };
}

/** A toast with this title is on screen (spec §9: one at a time, the newest first). */
export async function expectToast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 15_000 });
}
