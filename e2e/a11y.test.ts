// Every route (docs/product-rules.md: Screens and routes), at 1280 and 375 px, signed out and (for /admin) signed in as an admin:
// the shared header, a '{title} | Shul Finder' title, no sideways scrolling, and axe-core finds
// no serious or critical WCAG 2 A/AA violation, in light and dark where the page has its own
// toggle (the prayer & study pages). A failure lists each rule with the elements and the reason.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';
import { signInAsAdmin } from './session.ts';

let browser: Browser;
let shulPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseURL()}/api/synagogues?limit=1`);
  const [first] = (await res.json()) as { id: number }[];
  shulPath = `/shul/${first!.id}`;
});
afterAll(async () => {
  await browser?.close();
});

interface Route {
  name: string;
  path: () => string;
  /** Has its own dark-mode toggle: Tefillah, Siddur, Parsha, Tehillim. */
  dark?: boolean;
  admin?: boolean;
  /** Served by the Worker as a plain page, outside the app's header (/api/login). */
  standalone?: boolean;
  /** What shows once the page has its content (default: its h1). */
  ready?: (page: Page) => Promise<unknown>;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).first().waitFor();

const ROUTES: Route[] = [
  { name: 'home', path: () => '/', ready: h1('Find Your Local Shul') },
  {
    name: 'search',
    path: () => '/search',
    // The results, not only the heading: a grid still loading is dimmed (aria-busy), and axe would judge its faded text.
    ready: async (p) => {
      await h1('Find Your Perfect Shul')(p);
      await p.locator('#directory-heading ~ ul[aria-busy="false"]').waitFor();
    },
  },
  {
    name: 'search results',
    path: () => '/search?q=New%20York',
    ready: (p) =>
      p
        .getByText(/\d+ synagogues? found/)
        .first()
        .waitFor(),
  },
  { name: 'search, nothing found', path: () => '/search?q=zzzzqqq', ready: (p) => p.getByText('No synagogues found').waitFor() },
  { name: 'calendar, welcome', path: () => '/calendar' },
  {
    name: 'calendar with a location',
    path: () => '/calendar?geonameid=281184&month=2026-11',
    ready: (p) => p.getByText('November 2026').first().waitFor(),
  },
  { name: 'tefillah', path: () => '/tefillah', dark: true, ready: h1('Prayer & Study') },
  { name: 'siddur', path: () => '/siddur', dark: true, ready: (p) => p.getByText('Prayer 1', { exact: true }).first().waitFor() },
  { name: 'parsha', path: () => '/parsha', dark: true, ready: (p) => p.getByTestId('parasha-card').first().waitFor() },
  {
    name: 'parsha reading',
    path: () => '/parsha?name=Vayeilech',
    dark: true,
    ready: (p) => p.getByRole('button', { name: 'Back to All Parshas' }).first().waitFor(),
  },
  { name: 'tehillim', path: () => '/tehillim', dark: true },
  { name: 'sponsor', path: () => '/sponsor' },
  { name: 'auth', path: () => '/auth' },
  { name: 'login', path: () => '/login' },
  { name: 'api login page', path: () => '/api/login', standalone: true },
  { name: 'admin, signed out', path: () => '/admin', ready: (p) => p.getByText('Please sign in to access the admin panel.').waitFor() },
  {
    name: 'admin, signed in',
    path: () => '/admin',
    admin: true,
    ready: (p) => p.getByRole('heading', { name: 'Admin Dashboard' }).waitFor(),
  },
  { name: 'shul page', path: () => shulPath },
  { name: '404', path: () => '/no/such/page' },
];

/** The page with its content in place and its requests settled (axe checks what is on screen). */
async function open(page: Page, route: Route) {
  await page.goto(route.path());
  await (route.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor()))(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
    // A map may keep retrying its (offline) tiles; the content is already there.
  });
  await transitionsDone(page);
}

/** Colours caught halfway through a CSS transition (e.g. just after the dark-mode toggle) are not the page's. */
const transitionsDone = (page: Page) =>
  page.waitForFunction('document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running")');

describe.each([
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
])('every route at %s', (_, viewport) => {
  it.each(ROUTES.map((r) => [r.name, r] as const))(
    '%s: header, title, fits, no serious or critical axe violations',
    async (_name, route) => {
      const { page, context } = await newPage(browser, viewport, { bypassCSP: true });
      if (route.admin) await signInAsAdmin(page);
      await open(page, route);
      if (!route.standalone) expect(await page.getByRole('banner').first().isVisible()).toBe(true);
      expect(await page.title()).toMatch(/.+ \| Shul Finder$/);
      const [scrollWidth, clientWidth] = (await page.evaluate(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      )) as [number, number];
      expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(clientWidth);
      expect(await seriousA11yViolations(page), `light, ${route.path()}`).toEqual([]);
      if (route.dark) {
        await page.getByRole('button', { name: 'Dark mode' }).click();
        await page.getByTestId('text-page').and(page.locator('[data-appearance="dark"]')).waitFor();
        await transitionsDone(page);
        expect(await seriousA11yViolations(page), `dark, ${route.path()}`).toEqual([]);
      }
      await context.close();
    },
  );
});

describe('axe with the mobile menu open', () => {
  it('has no serious or critical violations in the drawer', async () => {
    const { page, context } = await newPage(browser, MOBILE, { bypassCSP: true });
    await open(page, ROUTES[0]!);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
