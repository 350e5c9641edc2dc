// The first-sight journeys in Hebrew, and the listing pages' controls at first sight in English and
// Hebrew: on a CPU slowed down 4×, each journey acts as soon as its control shows, without waiting
// for the app, and succeeds in every run (FIRST_SIGHT_TRIALS). The English journeys of the other
// pages are first-sight.test.ts's.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseURL, launchBrowser } from './browser.ts';
import { FIRST_SIGHT_TRIALS, describeResult, openAtFirstSight, repeatAtFirstSight, type FirstSightResult } from './firstSight.ts';

let browser: Browser;
let listing: { id: number; name: string };
beforeAll(async () => {
  browser = await launchBrowser();
  const [first] = (await (await fetch(`${baseURL()}/api/synagogues?q=Brooklyn&limit=1`)).json()) as { id: number; name: string }[];
  listing = first!;
});
afterAll(async () => {
  await browser?.close();
});

/** Five journeys of a few steps on a slowed CPU. */
const JOURNEY_TIMEOUT = 240_000;
const HEBREW_CONTEXT = { context: { locale: 'he-IL' } };

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'חיפוש בתי כנסת' });

function expectAll(name: string, result: FirstSightResult) {
  console.log(describeResult(name, result));
  expect(result.failures).toEqual([]);
  expect(result.succeeded).toBe(FIRST_SIGHT_TRIALS);
}

describe('in Hebrew at first sight', () => {
  it(
    'searches from the home page’s search box',
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        DESKTOP,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/he');
          await atFirstSight(searchBox(page), (box) => box.fill('Brooklyn'));
          await page.getByRole('button', { name: 'חיפוש', exact: true }).click();
          await page.waitForURL((url) => url.pathname === '/he/search' && url.searchParams.get('q') === 'Brooklyn');
          await page.getByText('תוצאות החיפוש עבור:').filter({ hasText: 'Brooklyn' }).waitFor();
        },
        HEBREW_CONTEXT,
      );
      expectAll('he home search', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'opens the mobile menu and follows a link to the Hebrew calendar',
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        MOBILE,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/he');
          await atFirstSight(page.getByRole('button', { name: 'פתיחת התפריט' }), (button) => button.click());
          const nav = page.getByRole('navigation', { name: 'תפריט' });
          await nav.waitFor();
          await nav.getByRole('link', { name: 'לוח שנה' }).click();
          await page.waitForURL((url) => url.pathname === '/he/calendar');
          await nav.waitFor({ state: 'hidden' });
        },
        HEBREW_CONTEXT,
      );
      expectAll('he mobile menu', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'searches from the search page',
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        MOBILE,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/he/search');
          await atFirstSight(searchBox(page), (box) => box.fill('London'));
          await searchBox(page).press('Enter');
          await page.waitForURL((url) => url.pathname === '/he/search' && url.searchParams.get('q') === 'London');
          await page.getByText('תוצאות החיפוש עבור:').filter({ hasText: 'London' }).waitFor();
        },
        HEBREW_CONTEXT,
      );
      expectAll('he search page search', result);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'sends a sponsorship inquiry typed before the app started',
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        MOBILE,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, '/he/sponsor');
          const form = page.getByRole('form', { name: 'פנייה לתמיכה באתר' });
          await atFirstSight(form.getByLabel('שם העסק'), (field) => field.fill('מאפיית השכונה'));
          await form.getByLabel('שם איש הקשר').fill('דנה לוי');
          await form.getByLabel('דוא״ל').fill('dana@example.com');
          await form.getByLabel('טלפון').fill('+972 2 555 0199');
          await form.getByLabel('על העסק שלכם').fill('מאפייה שרוצה להגיע לבתי הכנסת בסביבה.');
          await form.getByRole('button', { name: 'שליחת הפנייה' }).click();
          await page.getByRole('heading', { name: 'תודה רבה' }).waitFor();
          expect(new URL(page.url()).search).toBe('');
        },
        HEBREW_CONTEXT,
      );
      expectAll('he sponsor inquiry', result);
    },
    JOURNEY_TIMEOUT,
  );
});

describe.each([
  ['en', '', 'Report a problem'],
  ['he', '/he', 'דיווח על בעיה'],
] as const)('a listing page at first sight (%s)', (locale, prefix, report) => {
  // The listing's content is in the Worker's HTML; its buttons show once the app can answer them.
  it(
    'opens the report dialog from a click made at once, and closes it with Escape',
    async () => {
      const result = await repeatAtFirstSight(
        browser,
        MOBILE,
        async (page, atFirstSight) => {
          await openAtFirstSight(page, `${prefix}/shul/${listing.id}`);
          await atFirstSight(page.getByRole('button', { name: report }), (button) => button.click());
          const dialog = page.getByRole('dialog', { name: report });
          await dialog.waitFor();
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        },
        locale === 'he' ? HEBREW_CONTEXT : {},
      );
      expectAll(`${locale} listing report`, result);
    },
    JOURNEY_TIMEOUT,
  );
});
