// The keepers' screens in other languages (docs/translating.md): a managed listing (/he/manage/:id)
// and the admin dashboard (/he/admin) in Hebrew at 1280 and 375 px, right to left, with no English
// of their own and no raw codes (nusach, zmanim, days), tabs side by side without overlapping, no
// sideways scroll of the page; and a translated heading in French, Spanish and Russian. One
// signed-in admin in one browser context.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, launchBrowser, newPage } from './browser.ts';
import { call, signInAsAdmin, unique } from './session.ts';

/** Screenshots for a person to look at, when E2E_SCREENSHOTS names a directory (CI leaves it unset). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Words of the keepers' English catalogs that a Hebrew page must not show. */
const ENGLISH_MANAGE = ['View the public listing', 'On your website', 'Proposals', 'Details', 'Possibly out of date', 'My shuls'];
const ENGLISH_ADMIN = [
  'Admin Dashboard',
  'Total Synagogues',
  'Active Sponsors',
  'Import and geocoding jobs',
  'Add GPS Coordinates',
  'Start Import',
  'Add Synagogue',
  'Location Requests',
  'Time Proposals',
];
/** Codes of the data model that reach a screen only as words. */
const RAW_CODES = ['tzeit85deg', 'erev_shabbat', 'ashkenaz', 'maariv'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let listing: { id: number; name: string };
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, DESKTOP, { bypassCSP: true }));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) pageErrors.push(message.text());
  });
  await signInAsAdmin(page);
  // A listing whose nusach and minyan rule are codes: Maariv at nightfall on Erev Shabbat.
  const name = `E2E Keepers Shul ${unique()}`;
  const created = await call<{ id: number }>(page, 'POST', '/api/synagogues', {
    name,
    address: '1 Eastern Pkwy',
    city: 'Brooklyn',
    state: 'NY',
    nusach: 'ashkenaz',
    latitude: 40.6782,
    longitude: -73.9442,
  });
  expect(created.status).toBe(201);
  listing = { id: created.json.id, name };
  const rule = await call(page, 'POST', `/api/synagogues/${listing.id}/minyanim`, {
    tefillah: 'maariv',
    days: ['erev_shabbat'],
    zman: 'tzeit85deg',
    offsetMinutes: 0,
  });
  expect(rule.status).toBe(201);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The test listing's row in the admin's synagogue list. */
const row = () => page.getByRole('listitem').filter({ hasText: listing.name });

const visibleText = () => page.evaluate<string>('document.body.innerText');

/** The page does not scroll sideways at the viewport's width. */
async function expectNoSidewaysScroll(label: string) {
  const [scrollWidth, clientWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  expect(scrollWidth, label).toBeLessThanOrEqual(clientWidth);
}

/** No two tabs of the page's tab list cover each other. */
async function expectTabsApart(label: string) {
  const boxes = await page.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((tab) => {
      const r = tab.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  expect(boxes.length, label).toBeGreaterThan(2);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, `${label}: tabs ${i} and ${j} overlap`).toBe(false);
    }
  }
}

/** When the tab list is wider than the screen, a hint marks the end that hides more tabs. */
async function expectScrollHint(label: string) {
  const [scrollWidth, clientWidth] = await page
    .getByRole('tablist')
    .evaluate((list) => [list.scrollWidth, list.clientWidth] as [number, number]);
  if (scrollWidth > clientWidth + 1) expect(await page.getByTestId('tabs-more-end').count(), label).toBe(1);
}

async function expectHebrewWithout(english: readonly string[], label: string) {
  expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]'), label).toEqual(['he', 'rtl']);
  const text = await visibleText();
  expect(text, label).toMatch(/[\u05d0-\u05ea]{3}/);
  for (const phrase of english) expect(text, `${label}: '${phrase}'`).not.toContain(phrase);
  for (const code of RAW_CODES) expect(text, `${label}: code '${code}'`).not.toContain(code);
}

async function screenshot(name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/keepers-${name}.png`, fullPage: true });
}

describe('a managed listing in Hebrew', () => {
  for (const [viewport, size] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`shows /he/manage/:id at ${viewport} px in Hebrew, its tabs apart, nothing scrolling sideways`, async () => {
      await page.setViewportSize(size);
      await page.goto(`/he/manage/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.name }).waitFor();
      await page.getByRole('tab', { name: 'זמני מניינים' }).waitFor();
      await expectHebrewWithout(ENGLISH_MANAGE, `manage ${viewport}`);
      await expectTabsApart(`manage ${viewport}`);
      await expectScrollHint(`manage ${viewport}`);
      await expectNoSidewaysScroll(`manage ${viewport}`);
      await screenshot(`manage-he-${viewport}`);

      // The details: the nusach by its name, the fields' labels in Hebrew.
      await page.getByRole('tab', { name: 'פרטים' }).click();
      const nusach = page.getByRole('combobox', { name: 'נוסח' });
      await nusach.waitFor();
      expect(await nusach.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('אשכנז');
      await expectNoSidewaysScroll(`manage details ${viewport}`);
      // Axe reads the whole page: slow on a loaded machine, hence this test's longer timeout.
      if (viewport === '1280') expect(await seriousA11yViolations(page)).toEqual([]);
    }, 120_000);
  }

  it('shows the same page in English with the same words as before', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`/manage/${listing.id}`);
    await page.getByRole('tab', { name: 'Minyan times' }).waitFor();
    await expectTabsApart('manage en 375');
    await expectNoSidewaysScroll('manage en 375');
    await screenshot('manage-en-375');
  });
});

describe('the admin dashboard in Hebrew', () => {
  for (const [viewport, size] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`shows /he/admin at ${viewport} px in Hebrew: words for codes, tabs apart, nothing scrolling sideways`, async () => {
      await page.setViewportSize(size);
      await page.goto('/he/admin');
      await page.getByRole('heading', { level: 1, name: 'לוח הבקרה של הניהול' }).waitFor();
      await page.getByRole('tab', { name: 'בתי כנסת' }).waitFor();
      // The listing's nusach in the list is a word, not its code.
      await page.getByRole('searchbox', { name: 'סינון בתי כנסת' }).fill(listing.name);
      await row().getByText('אשכנז').waitFor();
      await expectHebrewWithout(ENGLISH_ADMIN, `admin ${viewport}`);
      await expectTabsApart(`admin ${viewport}`);
      await expectScrollHint(`admin ${viewport}`);
      await expectNoSidewaysScroll(`admin ${viewport}`);
      await screenshot(`admin-he-${viewport}`);
    });
  }

  it('tells the change log in Hebrew: who added which time, with the zman and the day in words', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/he/admin');
    await page.getByRole('searchbox', { name: 'סינון בתי כנסת' }).fill(listing.name);
    await row()
      .getByRole('button', { name: `עריכת ${listing.name}` })
      .click();
    const history = page.getByRole('region', { name: 'היסטוריית השינויים' });
    await history.getByText(/הוסיף\/ה זמן מניין: ערבית · ערב שבת · צאת הכוכבים \(8\.5°\)/).waitFor();
    const text = await history.innerText();
    for (const code of RAW_CODES) expect(text, code).not.toContain(code);
  });

  it('shows the admin dashboard in English at 375 px with its tabs apart', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Synagogues' }).waitFor();
    await expectTabsApart('admin en 375');
    await expectNoSidewaysScroll('admin en 375');
    await screenshot('admin-en-375');
  });
});

describe('the keepers’ screens in French, Spanish and Russian', () => {
  it('translates their headings and tabs', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fr/admin');
    await page.getByRole('heading', { level: 1, name: "Tableau de bord d'administration" }).waitFor();
    await page.goto('/es/manage');
    await page.getByRole('heading', { level: 1, name: 'Mis sinagogas' }).waitFor();
    await page.goto(`/ru/manage/${listing.id}`);
    await page.getByRole('tab', { name: 'Расписание миньянов' }).waitFor();
    expect(await visibleText()).not.toContain('View the public listing');
    expect(pageErrors).toEqual([]);
  });
});
