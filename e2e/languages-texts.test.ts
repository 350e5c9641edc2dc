// The calendar and the prayer & study pages in other languages (docs/translating.md): in Hebrew,
// right to left at a phone's and a desktop's width, with Hebcal's Hebrew names, Hebrew-letter
// dates, a 24-hour clock and none of the English interface left; in French, Spanish and Russian,
// their translated headings. One browser context, resized, keeps the file quick.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, eventually, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const JERUSALEM = 281184;

/** English interface words of these pages (calendar, texts and siddur catalogs) that a Hebrew page must not show. */
const ENGLISH = [
  'Hebrew Calendar',
  'Location',
  'Near Me',
  "Today's Times",
  'More zmanim',
  'Sunrise',
  'Candle lighting',
  'Havdalah',
  'Parashat',
  'Prayer & Study',
  'Weekly Parsha',
  'Dark mode',
  'Back to Prayer & Study',
  'Popular Psalms',
  'Psalm number',
  'THIS WEEK',
  'Filter Torah portions',
  'Siddur section',
  'Nusach',
  'Customs',
  'Outside Israel',
  'The complete prayers',
];

/** React's hydration errors, as the console reports them (minified in production). */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Ten pages with axe, and six in the smoke check: more than the default minute on a busy machine. */
const HEBREW_TIMEOUT = 300_000;
const SMOKE_TIMEOUT = 180_000;

async function expectHebrewPage(page: Page, heading: string, axe: boolean) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual(['he', 'rtl']);
  const text = await page.locator('main').innerText();
  expect(
    ENGLISH.filter((phrase) => text.includes(phrase)),
    page.url(),
  ).toEqual([]);
  const [scrollWidth, clientWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  )) as [number, number];
  expect(scrollWidth, `no sideways scrolling on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
  if (axe) expect(await seriousA11yViolations(page), page.url()).toEqual([]);
}

const cell = (page: Page, date: string) => page.locator(`[data-testid="month-grid"] [data-date="${date}"]`);

describe('the calendar and the prayer & study pages in Hebrew', () => {
  it(
    'reads right to left in Hebrew at 375 and 1280 px, without English or a hydration error',
    async () => {
      const { page, context } = await newPage(browser, MOBILE, { bypassCSP: true });
      const errors = collectHydrationErrors(page);
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        // Contrast and names do not change with the width: axe once, on the phone.
        const axe = viewport === MOBILE;

        await page.goto(`/he/calendar?geonameid=${JERUSALEM}&month=2026-11`);
        await expectHebrewPage(page, 'לוח שנה עברי', axe);
        expect(await page.locator('#calendar-month-heading').innerText()).toBe('נובמבר 2026');
        if (viewport === DESKTOP) {
          // Hebcal's Hebrew names, a 24-hour clock and Hebrew-letter dates in the cells.
          await eventually(() => cell(page, '2026-11-06').innerText()).toContain('16:05');
          expect(await cell(page, '2026-11-21').innerText()).toContain('פרשת ויצא');
          expect(await cell(page, '2026-11-21').innerText()).toContain('י״א כסלו');
          // Sunday (1 November) is the first column: on the right.
          const sunday = (await cell(page, '2026-11-01').boundingBox())!;
          const saturday = (await cell(page, '2026-11-07').boundingBox())!;
          expect(sunday.x).toBeGreaterThan(saturday.x);
        } else {
          await eventually(() => page.getByTestId('day-list').innerText()).toContain('הדלקת נרות');
        }
        await page.getByRole('heading', { level: 2, name: 'זמני היום' }).waitFor();

        await page.goto('/he/tefillah');
        await expectHebrewPage(page, 'תפילה ולימוד', axe);
        await page.goto('/he/parsha');
        await expectHebrewPage(page, 'פרשת השבוע', axe);
        await page.goto('/he/tehillim');
        await expectHebrewPage(page, 'תהילים', axe);
        expect(await page.getByRole('heading', { level: 2, name: 'פרק 1' }).count()).toBe(1);
        await page.goto('/he/siddur');
        await expectHebrewPage(page, 'סידור', axe);
        await page.getByRole('group', { name: 'נוסח' }).waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    HEBREW_TIMEOUT,
  );
});

describe('the calendar and the prayer & study pages in French, Spanish and Russian', () => {
  it(
    'shows each page’s translated heading',
    async () => {
      const { page, context } = await newPage(browser, DESKTOP);
      for (const [path, heading] of [
        ['/fr/calendar', 'Calendrier hébraïque'],
        ['/fr/tefillah', 'Prière et étude'],
        ['/es/parsha', 'Parashá de la semana'],
        ['/es/siddur', 'Sidur'],
        ['/ru/tehillim', 'Теилим'],
        ['/ru/calendar', 'Еврейский календарь'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      // Times on a 24-hour clock and Hebcal's French names in the month's list.
      await page.goto(`/fr/calendar?geonameid=${JERUSALEM}&month=2026-11`);
      await eventually(() => cell(page, '2026-11-06').innerText()).toContain('16:05');
      expect(await cell(page, '2026-11-21').innerText()).toContain('Parachah');
      await context.close();
    },
    SMOKE_TIMEOUT,
  );
});
