// Browser journeys of the directory: searching from the home page, suggestions by
// keyboard, the empty state, near-me with a granted position, the map and its list view, and a
// location request that reaches the admins. Map tiles come from e2e/mapTiles.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, expectToast, launchBrowser, newPage } from './browser.ts';
import { locationForm, sendLocationRequest } from './locationForm.ts';
import { serveMapTiles } from './mapTiles.ts';
import { call, signInAsAdmin } from './session.ts';

const PAGE_SIZE = 20;
/** Midtown Manhattan: the sample data has a dozen listings within 50 km. */
const MIDTOWN = { latitude: 40.7527, longitude: -73.9772 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search synagogues' });
const countOf = async (page: Page, query = '') =>
  (await call<{ count: number }>(page, 'GET', `/api/synagogues/count${query ? `?${query}` : ''}`)).json.count;
const found = (n: number) => `${n} ${n === 1 ? 'synagogue' : 'synagogues'} found`;
const cardNames = (page: Page) => page.locator('#directory-heading ~ ul h3').allInnerTexts();

describe('search', () => {
  it('goes from the home page to a city search, then pages through all synagogues with the address in sync', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await searchBox(page).fill('New York');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'New York');
    await page.getByRole('heading', { name: 'Find Your Perfect Shul' }).waitFor();
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search by city, synagogue name, or zip code...');
    await page.getByText('Search results for:').filter({ hasText: 'New York' }).waitFor();
    const cityCount = await countOf(page, 'search=New%20York');
    expect(cityCount).toBeGreaterThan(0);
    await page.getByText(found(cityCount)).waitFor();
    await page.getByRole('heading', { name: 'Synagogue Directory' }).waitFor();
    // The cards can follow the count by a render (deferred): wait for them.
    await expect.poll(async () => (await cardNames(page)).length).toBe(cityCount);
    const names = await cardNames(page);
    expect(names).toContain('Congregation Shearith Israel');
    // A phone is a call link; a website is shown without its protocol.
    const card = page.locator('article').filter({ hasText: 'Congregation Shearith Israel' });
    expect(await card.getByRole('link', { name: '+1 212-555-0101' }).getAttribute('href')).toBe('tel:+12125550101');
    await card.getByRole('link', { name: 'shearithisrael.org' }).waitFor();
    await card.getByText('Wheelchair Accessible').waitFor();
    await card.getByText('Sefard').waitFor();
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    // 'Clear Search' runs an empty search: every synagogue, 20 a page.
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    const total = await countOf(page);
    const pages = Math.ceil(total / PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    await page.getByText(found(total)).waitFor();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const first = await cardNames(page);
    expect(first).toHaveLength(PAGE_SIZE);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(first[0]);
    const second = await cardNames(page);
    expect(second.some((n) => first.includes(n))).toBe(false);

    // Reload and back/forward restore the page from the address.
    await page.reload();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await page.goBack();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === 'New York');
    await page.getByText(found(cityCount)).waitFor();
    expect(await searchBox(page).inputValue()).toBe('New York');
    await context.close();
  });

  it('offers suggestions after two characters, by keyboard with wraparound, Escape and click outside', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/search');
    const box = searchBox(page);
    await box.pressSequentially('b');
    await page.waitForTimeout(600);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.pressSequentially('ro');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const options = listbox.getByRole('option');
    await options.first().waitFor();
    const texts = await options.allInnerTexts();
    expect(texts).toEqual(expect.arrayContaining(['Brooklyn, NY, USA', 'Brookline, MA, USA']));
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

    const activeText = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).innerText() : null;
    };
    await box.press('ArrowDown');
    expect(await activeText()).toBe(texts[0]);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    for (let i = 1; i < texts.length; i++) await box.press('ArrowDown');
    expect(await activeText()).toBe(texts.at(-1));
    await box.press('ArrowDown'); // past the last: back to the first
    expect(await activeText()).toBe(texts[0]);
    await box.press('ArrowUp'); // before the first: the last
    expect(await activeText()).toBe(texts.at(-1));

    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.isVisible()).toBe(false);

    // Click outside closes it too.
    await box.press('ArrowDown');
    await listbox.waitFor();
    await page.getByRole('heading', { name: 'Find Your Perfect Shul' }).click();
    await listbox.waitFor({ state: 'hidden' });

    // Enter picks the highlighted suggestion and searches it.
    await box.focus();
    await box.press('ArrowDown');
    await listbox.waitFor();
    expect(await activeText()).toBe('Brooklyn, NY, USA');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Brooklyn, NY, USA');
    expect(await box.inputValue()).toBe('Brooklyn, NY, USA');
    const brooklyn = await countOf(page, `search=${encodeURIComponent('Brooklyn, NY, USA')}`);
    expect(brooklyn).toBeGreaterThan(0);
    await page.getByText(found(brooklyn)).waitFor();

    // A click on a suggestion searches it; a query with no match says so.
    await box.fill('');
    await box.pressSequentially('Lond');
    await listbox.getByRole('option', { name: 'London, United Kingdom', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'London, United Kingdom');
    await page.getByText('Search results for:').filter({ hasText: 'London' }).waitFor();
    await box.fill('');
    await box.pressSequentially('zqzq');
    await page.getByText('No locations found').waitFor();
    await context.close();
  });

  it('asks for no suggestions for a search the page arrived with, only for typed text', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const suggestCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/cities/suggest')) suggestCalls.push(r.url());
    });
    await page.goto('/search?q=Brooklyn');
    await page.getByText(/^\d+ synagogues? found$/).waitFor();
    await page.waitForTimeout(600); // longer than the suggestions' debounce
    expect(suggestCalls).toEqual([]);
    await searchBox(page).fill('Bost');
    await expect.poll(() => suggestCalls.length).toBe(1);
    expect(new URL(suggestCalls[0]!).searchParams.get('q')).toBe('Bost');
    await context.close();
  });

  it('leaves the Search button reachable on a phone while suggestions are open', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/search');
    await searchBox(page).pressSequentially('Bro');
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    // A click refuses an element that another one covers, so this fails if the list overlays the button.
    await page.getByRole('button', { name: 'Search', exact: true }).click({ timeout: 5000 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'Bro');
    await context.close();
  });

  it("shows the empty state, and 'Show All Synagogues' clears the search", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await searchBox(page).fill('qqzx nowhere');
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'qqzx nowhere');
    await page.getByText('No synagogues found').waitFor();
    await page.getByText('Try adjusting your search terms or location').waitFor();
    await page.getByText(found(0)).waitFor();
    await page.getByRole('button', { name: 'Show All Synagogues' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await page.getByText(found(await countOf(page))).waitFor();
    expect(await searchBox(page).inputValue()).toBe('');
    await context.close();
  });

  it('finds the synagogues near a granted position, nearest first, with distances', async () => {
    const { page, context } = await newPage(browser, DESKTOP, { geolocation: MIDTOWN, permissions: ['geolocation'] });
    await page.goto('/');
    await page.getByRole('button', { name: 'Find Near Me' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('near') === 'me');
    await page.getByText('Search results for:').filter({ hasText: 'synagogues near me' }).waitFor();
    const near = await countOf(page, `lat=${MIDTOWN.latitude}&lng=${MIDTOWN.longitude}`);
    expect(near).toBeGreaterThan(1);
    await page.getByText(found(near)).waitFor();
    const distances = (
      await page
        .locator('article')
        .getByText(/ km away$/)
        .allInnerTexts()
    ).map((t) => Number.parseFloat(t));
    expect(distances).toHaveLength(Math.min(near, PAGE_SIZE));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // The address alone (a reload) asks for the position again.
    await page.reload();
    await page.getByText(found(near)).waitFor();

    // The search box's 'Near Me' does the same.
    await page.goto('/search?q=London');
    await page.getByRole('button', { name: 'Near Me', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('near') === 'me');
    await page.getByText(found(near)).waitFor();
    await context.close();
  });

  it('says when the position is refused', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await context.clearPermissions();
    await page.goto('/');
    await page.getByRole('button', { name: 'Find Near Me' }).click();
    await expectToast(page, 'Unable to get your location. Please check your browser settings.');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('map and list view', () => {
  it('places markers with popups, loads the listings in view after a pan, and falls back to a numbered list', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const viewportCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/synagogues/viewport')) viewportCalls.push(r.url());
    });
    const tiles = await serveMapTiles(context);

    // One result: its marker at zoom 15.
    await page.goto('/search?q=Shearith');
    await page.getByRole('heading', { name: 'Interactive Map' }).waitFor();
    const region = page.getByRole('region', { name: 'Map of synagogues' });
    const status = region.getByRole('status');
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toBe('Showing 1 synagogue in view');
    // Zoom 15 draws zoom-16 tiles of 256 px; its tile is column 19300, row 24625.
    await expect.poll(() => tiles, { timeout: 15_000 }).toContain('https://tile.openstreetmap.org/16/19300/24625.png');
    await page.locator('.maplibregl-ctrl-attrib').getByText('© OpenStreetMap contributors').waitFor();
    await page.getByText('Dynamic map view • Pan to load more synagogues').waitFor();
    await page.getByText('Click markers for details').waitFor();

    // Its marker opens the popup with its fields (docs/product-rules.md: Screens and routes).
    await region.getByRole('button', { name: 'Congregation Shearith Israel' }).click();
    const popup = page.locator('.maplibregl-popup');
    await popup.getByText('Congregation Shearith Israel').waitFor();
    await popup.getByText('8 W 70th St').waitFor();
    await popup.getByText('New York, NY').waitFor();
    await popup.getByText('Nusach: Sefard').waitFor();
    expect(await popup.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://shearithisrael.org');
    expect(viewportCalls).toHaveLength(0);

    // A pan by the user loads the listings inside the new view.
    const box = (await region.boundingBox())!;
    // From a corner, away from the marker in the middle.
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => viewportCalls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const params = new URL(viewportCalls[0]!).searchParams;
    expect(['north', 'south', 'east', 'west'].every((k) => Number.isFinite(Number(params.get(k))))).toBe(true);
    expect(params.get('limit')).toBe('100');
    await expect
      .poll(() => status.innerText(), { timeout: 15_000 })
      .toMatch(/^(Showing \d+ synagogues? in view|No synagogues in current view)$/);

    // Several results: the list view is numbered, with tags and actions, and stays chosen.
    await page.goto('/search?q=New%20York');
    const results = (await call<{ latitude: string | null; name: string }[]>(page, 'GET', '/api/synagogues?search=New%20York&limit=20'))
      .json;
    const mappable = results.filter((s) => s.latitude !== null && s.latitude !== '');
    // The page hydrates at /search and then goes on to the query: wait for its results on the map.
    await expect
      .poll(() => region.getByRole('status').innerText(), { timeout: 15_000 })
      .toBe(`Showing ${mappable.length} synagogues in view`);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('heading', { name: 'Synagogue Locations' }).waitFor();
    const entries = page.getByRole('list', { name: 'Synagogue locations' }).getByRole('listitem');
    expect(await entries.count()).toBe(mappable.length);
    const firstEntry = entries.first();
    expect(await firstEntry.getByRole('heading').innerText()).toMatch(/^1\.\s/);
    await page.getByText(`Showing ${mappable.length} synagogues with complete location information`).waitFor();
    const shearith = entries.filter({ hasText: 'Congregation Shearith Israel' });
    await shearith.getByText('Wheelchair Access').waitFor();
    await shearith.getByText('Youth Programs').waitFor();
    expect(await shearith.getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe('https://shearithisrael.org');
    expect(await shearith.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+12125550101');
    expect(await page.getByRole('region', { name: 'Map of synagogues' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Synagogue Locations' }).waitFor();
    expect(await page.getByRole('button', { name: 'List view' }).count()).toBe(0);
    await context.close();
  });

  it('on a phone: a cluster zooms the map in on its listings and loads the view', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    const viewportCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/synagogues/viewport')) viewportCalls.push(r.url());
    });
    await serveMapTiles(context);
    await page.goto('/search?q=New%20York');
    const region = page.getByRole('region', { name: 'Map of synagogues' });
    // On a phone the map comes after the list, and starts once it is scrolled to.
    await region.scrollIntoViewIfNeeded();
    // Twenty results over the city: at the opening zoom the nearby ones are grouped.
    const cluster = region.getByRole('button', { name: /^\d+ synagogues here: zoom in$/ }).first();
    await cluster.waitFor({ timeout: 30_000 });
    const markersBefore = await region.locator('[data-marker]').count();
    await cluster.click();
    await expect.poll(() => viewportCalls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => region.getByRole('status').innerText(), { timeout: 15_000 }).toMatch(/^Showing \d+ synagogues? in view$/);
    expect(markersBefore).toBeGreaterThan(0);
    await context.close();
  });

  it('falls back to the list when the map cannot start', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    // The map library fails to download.
    await page.route(/\/assets\/maplibre-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/search?q=New%20York');
    await page.getByRole('heading', { name: 'Synagogue Locations' }).waitFor({ timeout: 20_000 });
    await page.getByText(/^Showing \d+ synagogues with complete location information$/).waitFor();
    await context.close();
  });
});

describe('location requests', () => {
  it('validates next to the fields, sends the request, and an admin sees it through the API', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/search');
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('request') === 'location');
    const form = page.getByRole('region', { name: 'Add or Update a Location' });
    await form.waitFor();
    expect(await form.getByLabel('Request type').inputValue()).toBe('add');
    expect(await form.getByLabel('Country').inputValue()).toBe('USA');
    expect(await form.getByLabel('Your email').getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Your phone').getAttribute('type')).toBe('tel');
    expect(await form.getByLabel('Phone', { exact: true }).getAttribute('type')).toBe('tel');
    expect(await form.getByLabel('Website').getAttribute('type')).toBe('url');

    // Cancel and the close button both return to the home page.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    await page.goto('/?request=location');
    await page.getByRole('button', { name: 'Close form' }).click();
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    await page.goto('/?request=location');

    await form.getByRole('button', { name: 'Submit Request' }).click();
    await form.getByText('Synagogue name is required').waitFor();
    await form.getByText('Your name is required').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Your phone number is required').waitFor();
    // Focus moves to the first field with a message. (Page code as strings: this project has no DOM types.)
    expect(await page.evaluate('document.activeElement?.name')).toBe('synagogueName');

    const name = `E2E Request Shul ${Date.now()}`;
    await form.getByLabel('Request type').selectOption('edit');
    await form.getByLabel('Synagogue name').fill(name);
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('Website').fill('not a url at all');
    await form.getByLabel('Nusach').selectOption('sefard');
    await form.getByText('Mikve', { exact: true }).click();
    await form.getByLabel('Your name').fill('Ruth Cohen');
    await form.getByLabel('Your email').fill('ruth@example.org');
    await form.getByLabel('Your phone').fill('+1 555 0100');
    await form.getByLabel('Notes').fill('Mincha moved to 1:30 pm.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await form.getByText('Please enter a valid website URL').waitFor();
    // Nothing typed is lost.
    expect(await form.getByLabel('Synagogue name').inputValue()).toBe(name);

    await form.getByLabel('Website').fill('https://example.org/springfield');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Submission Received');
    await page.getByText('Thank you! Your submission has been received and will be reviewed by our team.').waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('heading', { name: 'Find Your Local Shul' }).waitFor();
    await context.close();

    const admin = await newPage(browser, DESKTOP);
    await signInAsAdmin(admin.page);
    const listed = await call<
      { synagogueName: string; type: string; status: string; hasMikve: boolean; nusach: string; submitterEmail: string }[]
    >(admin.page, 'GET', '/api/submissions');
    expect(listed.status).toBe(200);
    expect(listed.json.find((s) => s.synagogueName === name)).toMatchObject({
      type: 'edit',
      status: 'pending',
      hasMikve: true,
      nusach: 'sefard',
      submitterEmail: 'ruth@example.org',
    });
    await admin.context.close();
  });

  it("keeps what was typed and says 'Submission Failed' when sending fails", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.route('**/api/submissions', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) }),
    );
    await page.goto('/?request=location');
    const form = locationForm(page);
    await sendLocationRequest(form, 'Kept Shul');
    await expectToast(page, 'Submission Failed');
    await page.getByText('Service unavailable').waitFor();
    expect(await form.getByLabel('Synagogue name').inputValue()).toBe('Kept Shul');
    expect(await form.getByRole('button', { name: 'Submit Request' }).isEnabled()).toBe(true);
    await context.close();
  });
});
