// Every public page in Hebrew, French, Spanish and Russian, as a phone shows it: <html lang dir>,
// the canonical address in the page's own language and the alternates of all five, no English
// interface text left (e2e/interfaceText.ts), nothing scrolling sideways at 375 px, no hydration
// error, and axe's serious and critical WCAG problems: none. One context per language.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIXED_LOCALES, type Locale } from '../schema/domain/languages.ts';
import { localizePath } from '../schema/domain/language-paths.ts';
import { seriousA11yViolations } from './a11y.ts';
import { MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';
import { englishInterfaceLeft, englishOnlyMessages } from './interfaceText.ts';
import { serveMapTiles } from './mapTiles.ts';

let browser: Browser;
let listingId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const [first] = (await (await fetch(`${baseURL()}/api/synagogues?limit=1`)).json()) as { id: number }[];
  listingId = first!.id;
});
afterAll(async () => {
  await browser?.close();
});

/** The pages, English paths with the query a visitor brings; the listing's id is the sample's first. */
const pages = () => [
  '/',
  '/search?q=Paris',
  `/shul/${listingId}`,
  '/calendar?place=281184',
  '/tefillah',
  '/siddur?service=shacharit&nusach=ashkenaz',
  '/parsha',
  '/tehillim',
  '/trip',
  '/kaddish',
  '/sponsor',
  '/privacy',
  '/auth',
  '/account',
];

const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-US', he: 'he-IL', fr: 'fr-FR', es: 'es-AR', ru: 'ru-RU' };

/** React's hydration errors (#418 and the like, minified in production), as the console reports them. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const head = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')).sort(),
    noIndex: document.querySelector('meta[name="robots"][content*="noindex"]') !== null,
    scrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  }));

describe.each(PREFIXED_LOCALES)('every public page in %s', (locale: Locale) => {
  it('is in the language, right to left only in Hebrew, with no English interface, at 375 px, and passes axe', async () => {
    // A browser that prefers the page's language, as its readers' do: no notice offers another.
    const { page, context } = await newPage(browser, MOBILE, { bypassCSP: true, locale: BROWSER_LOCALE[locale] });
    await serveMapTiles(context);
    const errors = collectHydrationErrors(page);
    const english = englishOnlyMessages(locale);
    const problems: Record<string, unknown> = {};
    for (const path of pages()) {
      const address = localizePath(path, locale);
      await page.goto(address);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const shown = await head(page);
      const pathname = address.split('?')[0]!;
      const found = {
        lang: shown.lang === locale ? undefined : shown.lang,
        dir: shown.dir === (locale === 'he' ? 'rtl' : 'ltr') ? undefined : shown.dir,
        canonical: shown.noIndex || shown.canonical?.endsWith(pathname) ? undefined : shown.canonical,
        alternates: shown.noIndex || shown.alternates.join() === 'en,es,fr,he,ru,x-default' ? undefined : shown.alternates,
        scrollsSideways: shown.scrollsSideways || undefined,
        english: (await englishInterfaceLeft(page, english)).join(' | ') || undefined,
        axe: (await seriousA11yViolations(page)).join('\n') || undefined,
      };
      const wrong = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
      if (Object.keys(wrong).length) problems[address] = wrong;
    }
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
