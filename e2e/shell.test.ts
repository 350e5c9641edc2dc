// Browser journeys of the shell and the home page: header and user menu, the mobile
// drawer at 375 px, the page head, 404 and the error boundary, the home page's figures, sponsor
// strip and ads. The JS budgets of every public page are e2e/js-budgets.test.ts's.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERACTIVE_ATTRIBUTE } from '../web/src/app/interactive.ts';
import { DESKTOP, MOBILE, expectToast, launchBrowser, newPage } from './browser.ts';
import { call, registerAndSignIn, signInAsAdmin } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headValue = (page: Page, selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);

describe('header', () => {
  it('links every section and highlights the current one', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/calendar');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Home', 'Search', 'Calendar', 'Tefillah', 'Trip', 'Kaddish']);
    expect(await nav.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Become a Sponsor' }).getAttribute('href')).toBe('/sponsor');
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    await nav.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('**/search');
    await expect.poll(() => nav.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('highlights the right link, or none, on pages the browser renders from the SPA fallback', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = () => page.getByRole('banner').locator('a[aria-current="page"]').allInnerTexts();
    for (const path of ['/shul/1', '/account', '/no-such-page']) {
      await page.goto(path);
      await nav.waitFor();
      expect(await current(), path).toEqual([]);
    }
    await page.goto('/auth');
    await expect.poll(async () => [...new Set(await current())]).toEqual(['Sign In']);
    await page.goto('/he/shul/1');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
    expect(await current()).toEqual([]);
    await context.close();
  });

  it("gives an admin a menu named after them with 'Admin Panel' and 'Sign Out'", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Admin Panel', 'Your account', 'Sign Out']);
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');

    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out');
    await page.getByText('You have been successfully logged out.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await call(page, 'GET', '/api/user')).json).toBeNull();
    await context.close();
  });

  it("shows a member no 'Admin Panel', and says when signing out fails", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await registerAndSignIn(page, { email: `member-${Date.now()}@example.com`, password: 'member password 1843', firstName: 'Miriam' });
    await page.reload();
    await page.getByRole('button', { name: 'Miriam' }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Your account', 'Sign Out']);

    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) }),
    );
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logout failed');
    await page.getByText('Internal error').waitFor();
    await page.getByRole('button', { name: 'Miriam' }).waitFor();
    await context.close();
  });
});

describe('mobile', () => {
  it('opens a drawer with the links and the tagline at 375 px, closing it on navigation', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    for (const path of ['/', '/search?q=New%20York']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Page code as strings: this project has no DOM types.
      const [scrollWidth, clientWidth] = (await page.evaluate(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      )) as [number, number];
      expect(scrollWidth, `no sideways scrolling on ${path}`).toBeLessThanOrEqual(clientWidth);
    }
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Find synagogues, shuls, and minyans worldwide').waitFor();
    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'Home',
      'Search',
      'Calendar',
      'Tefillah',
      'Trip',
      'Kaddish',
      'Become a Sponsor',
      'Sign In',
    ]);
    expect(await drawer.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await drawer.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('**/search');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Find Your Perfect Shul' }).waitFor();

    // Escape closes it too, and the current page is highlighted there.
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await drawer.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('page head', () => {
  it('sets title, description, canonical, social images and structured data with the server figures', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Find Your Local Shul | Shul Finder');
    expect(await headValue(page, 'meta[name="description"]')).toBeTruthy();
    expect(await headValue(page, 'meta[name="keywords"]')).toContain('synagogue');
    const canonical = await headValue(page, 'link[rel="canonical"]', 'href');
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(await headValue(page, 'meta[property="og:url"]')).toBe(canonical);
    const image = await headValue(page, 'meta[property="og:image"]');
    expect(image).toMatch(/^https?:\/\/[^/]+\/social\.png$/);
    expect(await headValue(page, 'meta[name="twitter:image"]')).toBe(image);
    expect(await headValue(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

    // The social image is a real 1024×512 PNG.
    const png = Buffer.from(await (await page.request.get('/social.png')).body());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 512]);

    const stats = (await call<{ listings: number; countries: number }>(page, 'GET', '/api/stats/public')).json;
    const structured = async () => {
      const text = await page.locator('script[type="application/ld+json"]').first().textContent();
      return JSON.parse(text ?? '{}') as { '@graph': Record<string, unknown>[] };
    };
    await expect.poll(async () => JSON.stringify(await structured())).toContain(`${stats.listings} synagogue listings`);
    const graph = (await structured())['@graph'];
    const site = graph.find((n) => n['@type'] === 'WebSite') as { potentialAction: { '@type': string; target: { urlTemplate: string } } };
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    expect(graph.find((n) => n['@type'] === 'WebApplication')).toMatchObject({ offers: { price: '0', priceCurrency: 'USD' } });

    // Moving to another page replaces the head rather than adding to it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect.poll(() => page.title()).toBe('Find Your Perfect Shul | Shul Finder');
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await headValue(page, 'link[rel="canonical"]', 'href')).toMatch(/\/search$/);
    await context.close();
  });
});

describe('errors', () => {
  it('answers an unknown path with the 404 page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found | Shul Finder');
    expect(await headValue(page, 'meta[name="robots"]')).toBe('noindex');
    await page.getByRole('banner').waitFor();
    // The shell carries no styles of its own: the app inserts Chakra's reset and token variables.
    const tokenVariable = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-700').trim());
    expect(await tokenVariable()).toBe('#173da6');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    await context.close();
  });

  it("reloads the page when a page's code fails to download, and the next click gets there", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    // The search page's route module (web/src/routes.ts), refused once. React Router's framework
    // mode answers a route module that fails to load by reloading the document (after a deploy the
    // old chunk is gone, and the new document names the new one), so the visitor sees no error.
    const searchModule = /\/assets\/search-[^/]*\.js$/;
    let refused = 0;
    await page.route(searchModule, (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await page.goto('/');
    await page.evaluate('window.beforeReload = true');
    const searchLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });
    await searchLink.click();
    await expect.poll(() => page.evaluate('window.beforeReload').catch(() => true)).toBeUndefined();
    await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached' });
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();

    await searchLink.click();
    await page.waitForURL('**/search');
    await page.getByRole('heading', { name: 'Find Your Perfect Shul' }).waitFor();
    expect(refused).toBe(2);
    await context.close();
  });
});

describe('home page', () => {
  it('shows the hero, server figures, feature cards, sponsors, ads and the explore band', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find Your Local Shul' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Search synagogues' }).getAttribute('placeholder')).toBe(
      'Search for synagogues, cities, or zip codes...',
    );
    // An empty or blank search goes nowhere (the field is required, and blanks are trimmed).
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search synagogues' }).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    const stats = (await call<{ listings: number; countries: number }>(page, 'GET', '/api/stats/public')).json;
    const figure = (label: string) => page.locator('main dl').filter({ hasText: label }).locator('dd');
    await expect.poll(() => figure('Synagogues listed').innerText()).toBe(stats.listings.toLocaleString('en-US'));
    expect(await figure('Countries').innerText()).toBe(String(stats.countries));
    expect(await figure('Always updated').innerText()).toBe('24/7');

    for (const title of ['Interactive Maps', 'Smart Search', 'Detailed Information', 'Hebrew Calendar']) {
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'View Calendar' }).getAttribute('href')).toBe('/calendar');

    // Sponsors: the list (repeated to fill a loop of at least 10 slots) twice; only the first
    // copy of each sponsor is exposed to assistive technology.
    const sponsors = (await call<{ name: string }[]>(page, 'GET', '/api/sponsors')).json;
    expect(sponsors.length).toBeGreaterThan(0);
    const strip = page.getByRole('region', { name: 'Our Sponsors' });
    const link = strip.getByRole('link', { name: sponsors[0]!.name });
    await link.waitFor();
    expect(await link.getAttribute('rel')).toBe('sponsored noopener');
    const perLoop = Math.ceil(10 / sponsors.length) * sponsors.length;
    expect(await strip.locator('li').count()).toBe(2 * perLoop);
    expect(await strip.locator('li[aria-hidden="true"]').count()).toBe(2 * perLoop - sponsors.length);
    const track = strip.locator('ul');
    // Page code typed without DOM types (this project has none).
    const style = (locator: typeof track, property: string) =>
      locator.evaluate(
        (el, name) => (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(el)[name],
        property,
      );
    const playState = () => style(track, 'animationPlayState');
    expect(await style(track, 'animationDuration')).toBe('30s');
    expect(await style(strip.locator('li').first(), 'width')).toBe('208px');
    expect(await playState()).toBe('running');
    // The track never holds still, so point at it by position rather than with hover().
    await strip.scrollIntoViewIfNeeded();
    const trackBox = (await track.boundingBox())!;
    await page.mouse.move(100, trackBox.y + trackBox.height / 2);
    expect(await playState()).toBe('paused');
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await playState()).toBe('paused');

    // Ads: at most three, by display order, marked as sponsored links.
    const ads = (await call<{ title: string; displayOrder: number }[]>(page, 'GET', '/api/ads')).json;
    const shown = page.getByRole('complementary', { name: 'Advertisements' }).getByRole('article');
    expect(await shown.count()).toBe(Math.min(3, ads.length));
    const expected = [...ads]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .slice(0, 3)
      .map((a) => a.title);
    expect(await shown.getByRole('heading').allInnerTexts()).toEqual(expected);
    expect(await shown.first().getByRole('link').getAttribute('rel')).toBe('sponsored noopener');

    await page.getByRole('heading', { name: 'Ready to Explore?' }).waitFor();
    await page.getByRole('link', { name: 'Browse Directory' }).click();
    await page.waitForURL('**/search');
    await context.close();
  });

  it("shows 'Sponsor 1'…'Sponsor 4' when the sponsors cannot be fetched", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.route('**/api/sponsors', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Our Sponsors' });
    for (const n of [1, 2, 3, 4]) await strip.getByText(`Sponsor ${n}`).first().waitFor();
    expect(await strip.getByRole('link').count()).toBe(0);
    await context.close();
  });

  it('has a footer with Quick Links, Get in touch and the current year', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/tefillah');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    expect(await quick.getByRole('link', { name: 'Directory' }).getAttribute('href')).toBe('/search');
    expect(await quick.getByRole('link', { name: 'Hebrew Calendar' }).getAttribute('href')).toBe('/calendar');
    await footer.getByText(`© ${new Date().getFullYear()} Shul Finder`).waitFor();
    await footer.getByRole('link', { name: 'Get in touch' }).click();
    await page.getByRole('heading', { name: 'Add or Update a Location' }).waitFor();
    await context.close();
  });
});
