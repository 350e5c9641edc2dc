// Finding a shul in other languages: the search page (its results, map and credits) and a
// listing's page (its schedule, week table, freshness and report dialog) in Hebrew, right to left,
// at 375 and 1280 px, with none of their English words left; and a heading of each in French,
// Spanish and Russian. One browser, few navigations: CI runs this file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, eventually, launchBrowser, newPage } from './browser.ts';
import { serveMapTiles } from './mapTiles.ts';

/** English interface words of the search page (directory catalog) that a Hebrew page must not show. */
const SEARCH_ENGLISH = [
  'Find Your Perfect Shul',
  'Search results for',
  'synagogues found',
  'Interactive Map',
  'Synagogue Locations',
  'List view',
  'Synagogue Directory',
  'Wheelchair Accessible',
  'Dynamic map view',
  'Click markers for details',
  'Showing',
  'Listing data includes',
  'Place names from',
];

/**
 * English interface words of a listing's minyanim section (minyanim catalog) that a Hebrew page
 * must not show. Not the tefillot's names: the sample rules' notes ('Mincha and Kabbalat Shabbat')
 * are the shul's own words; the table's headers are checked instead.
 */
const LISTING_ENGLISH = [
  'Minyanim',
  'Today',
  'This week',
  'How the times are set',
  'Times are local to the shul',
  'Report a problem',
  'These times are right',
  'Listing source',
  'Confirmed by',
  ' AM',
  ' PM',
];
/** The listing's buttons, by their English names. */
const ACTIONS_ENGLISH = ['Add to calendar', 'Directions', 'Share', 'Suggest an edit'];

let browser: Browser;
/** A sample listing with minyan times (the listing page's schedule and week table show). */
let listingId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const listings = (await (await fetch(`${baseURL()}/api/synagogues?limit=50`)).json()) as { id: number }[];
  for (const { id } of listings) {
    const detail = (await (await fetch(`${baseURL()}/api/synagogues/${id}`)).json()) as { minyanim: unknown[]; tzid: string | null };
    if (detail.minyanim.length > 0 && detail.tzid) {
      listingId = id;
      break;
    }
  }
  expect(listingId, 'a sample listing with minyan times').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

/** React's hydration errors (#418 and the like, minified in production), as the console reports them. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const langAndDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
/** The English phrases of `phrases` that the page's main content (or `selector` in it) shows. */
const englishLeft = async (page: Page, phrases: string[], selector?: string) => {
  const main = page.getByRole('main');
  const text = await (selector ? main.locator(selector) : main).innerText();
  return phrases.filter((p) => text.includes(p));
};
/** The listing's minyanim section: the other sections of the page are other features'. */
const MINYANIM_SECTION = 'section[aria-labelledby="minyanim-heading"]';

describe('finding a shul in Hebrew', () => {
  it('shows the search page right to left at 375 and 1280 px, with its map controls clear of the status', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await serveMapTiles(context);
    const errors = collectHydrationErrors(page);
    await page.goto('/he/search?q=New%20York');
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    await page.getByRole('heading', { level: 1, name: 'מצאו את בית הכנסת שלכם' }).waitFor();
    await page.getByText('תוצאות החיפוש עבור:').waitFor();
    await page
      .getByText(/^נמצאו? .*בתי? כנסת/)
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'מדריך בתי הכנסת' }).waitFor();
    await page.getByText('שמות המקומות מתוך').waitFor();
    // A card's link keeps the language.
    expect(await page.locator('article h3 a').first().getAttribute('href')).toMatch(/^\/he\/shul\/\d+$/);
    expect(await englishLeft(page, SEARCH_ENGLISH)).toEqual([]);
    expect(await scrollsSideways(page), '375 px').toBe(false);

    // On a wide screen the map: its status at the right (where Hebrew lines start), the zoom
    // buttons at the top left, not over each other.
    await page.setViewportSize(DESKTOP);
    const region = page.getByRole('region', { name: 'מפת בתי הכנסת' });
    const status = region.getByRole('status');
    await eventually(() => status.innerText(), 30_000).toMatch(/בתצוגה$|אין בתי כנסת באזור המוצג/);
    const controls = page.locator('.maplibregl-ctrl-top-left .maplibregl-ctrl-group');
    await controls.waitFor();
    const [map, label, zoom] = await Promise.all([region.boundingBox(), status.boundingBox(), controls.boundingBox()]);
    expect(label!.x + label!.width).toBeGreaterThan(map!.x + map!.width / 2);
    expect(zoom!.x + zoom!.width).toBeLessThan(label!.x);
    expect(await englishLeft(page, SEARCH_ENGLISH)).toEqual([]);
    expect(await scrollsSideways(page), '1280 px').toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a listing’s schedule right to left, days from the right, at 375 and 1280 px, and its report dialog', async () => {
    const { page, context } = await newPage(browser, DESKTOP, { bypassCSP: true });
    await serveMapTiles(context);
    await page.goto(`/he/shul/${listingId}`);
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    await page.getByRole('heading', { level: 2, name: 'מניינים' }).waitFor();
    await page.getByRole('heading', { name: 'השבוע' }).waitFor();
    await page.getByRole('heading', { name: 'איך נקבעים הזמנים' }).waitFor();
    await page.getByRole('button', { name: 'דיווח על בעיה' }).waitFor();
    const week = page.getByRole('table', { name: 'זמני המניינים בשבעת הימים הקרובים' });
    // The day column comes first in reading order: on the right in Hebrew.
    const [day, shacharit] = await Promise.all([
      week.getByRole('columnheader', { name: 'יום' }).boundingBox(),
      week.getByRole('columnheader', { name: 'שחרית' }).boundingBox(),
    ]);
    expect(day!.x).toBeGreaterThan(shacharit!.x);
    expect(await week.getByRole('columnheader').allInnerTexts()).toEqual(['יום', 'שחרית', 'מנחה', 'ערבית']);
    // 24-hour times.
    expect(await week.innerText()).toMatch(/\b\d{2}:\d{2}\b/);
    expect(await englishLeft(page, LISTING_ENGLISH, MINYANIM_SECTION)).toEqual([]);
    for (const name of ACTIONS_ENGLISH)
      expect(await page.getByRole('link', { name }).or(page.getByRole('button', { name })).count(), name).toBe(0);
    await page.getByRole('button', { name: 'שיתוף' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The report dialog, in Hebrew.
    await page.getByRole('button', { name: 'דיווח על בעיה' }).click();
    const dialog = page.getByRole('dialog', { name: 'דיווח על בעיה' });
    await dialog.getByRole('radio', { name: 'הזמנים שגויים' }).waitFor({ state: 'attached' });
    // The listing's own times, each to change in Hebrew words, and a time to add.
    await dialog
      .getByRole('button', { name: /^שינוי: / })
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'הוספת זמן' }).waitFor();
    await dialog.getByRole('button', { name: 'שליחת הזמנים' }).waitFor();
    await dialog.getByRole('button', { name: 'ביטול' }).click();

    // On a phone nothing scrolls sideways: the week is a day per row, its tefillot stacked, and fits.
    await page.setViewportSize(MOBILE);
    expect(await scrollsSideways(page), '375 px').toBe(false);
    const phoneWeek = page.getByRole('table', { name: 'זמני המניינים בשבעת הימים הקרובים' });
    expect(await phoneWeek.getByRole('columnheader').count()).toBe(2);
    expect(await phoneWeek.evaluate((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth + 1)).toBe(false);
    await context.close();
    // Two widths, axe and a dialog on a shared, slow machine.
  }, 120_000);

  it('says in Hebrew that a listing does not exist', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/he/shul/999999999');
    await page.getByRole('heading', { level: 1, name: 'בית הכנסת לא נמצא' }).waitFor();
    expect(await page.getByRole('link', { name: 'חיפוש במדריך' }).getAttribute('href')).toBe('/he/search');
    await context.close();
  });
});

describe('finding a shul in French, Spanish and Russian', () => {
  it('shows the search page and a listing’s page in each', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    for (const [lang, search, week] of [
      ['fr', 'Trouvez votre synagogue', 'Cette semaine'],
      ['es', 'Encuentra tu sinagoga', 'Esta semana'],
      ['ru', 'Найдите свою синагогу', 'На этой неделе'],
    ] as const) {
      await page.goto(`/${lang}/search`);
      await page.getByRole('heading', { level: 1, name: search }).waitFor();
      await page.goto(`/${lang}/shul/${listingId}`);
      await page.getByRole('heading', { name: week }).waitFor();
      expect(await englishLeft(page, ['This week', 'How the times are set', 'Report a problem'], MINYANIM_SECTION), lang).toEqual([]);
    }
    await context.close();
    // Six page loads on a shared, slow machine.
  }, 180_000);
});
