import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export const baseURL = () => inject('baseURL');

/**
 * Polls `fn` until its value passes the assertion that follows. Pages that ask the Worker (and it
 * the recorded upstream) on a loaded machine get `timeout` to settle, not a fixed sleep.
 */
export const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout });

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (own cookies) at a viewport, with the app's origin as base URL. Without the
 * service worker unless `options` allow it (e2e/offline.test.ts): the journeys intercept requests
 * with `page.route`, which does not see the requests a service worker makes.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  // Fail on uncaught page errors: a journey that "works" while the page throws is not working.
  page.on('pageerror', (err) => {
    throw err;
  });
  waitForInteractiveOnLoad(page);
  return { context, page };
}

/**
 * Public pages arrive prerendered: they show before their scripts have run, and input given
 * before hydration would be lost. Every `goto` and `reload` of an app page therefore returns only
 * once the app marks the document interactive (web/src/app/Layout.tsx).
 */
function waitForInteractiveOnLoad(page: Page) {
  const untilInteractive = async (response: Response | null) => {
    // Only the app's own pages (React Router's documents carry its context script): the Worker's
    // HTML pages (/api/login) have no app to wait for.
    const isApp =
      response?.headers()['content-type']?.startsWith('text/html') && (await response.text()).includes('window.__reactRouterContext');
    if (isApp) await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilInteractive(await goto(url, options));
  page.reload = async (options) => untilInteractive(await reload(options));
}

/** A toast with this title is on screen (one at a time, the newest first: docs/product-rules.md: Toasts). */
export async function expectToast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 15_000 });
}
