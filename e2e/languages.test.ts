// The site in five languages (docs/translating.md): English at the root, Hebrew, French, Spanish
// and Russian under their prefix, each prerendered page in each language, right to left for
// Hebrew, with the language switch, the alternates and canonical, and a 404 for a prefix the site
// does not serve. Checked in the HTML as delivered (no script) and in the running app.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const response = await fetch(new URL(path, baseURL()));
  return { status: response.status, text: await response.text() };
};

/** React's hydration errors (#418 and the like, minified in production), as the console reports them. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe('the HTML of each language, without scripts', () => {
  it('serves /he in Hebrew, right to left, with alternates for every language and its own canonical', async () => {
    const { status, text } = await html('/he');
    expect(status).toBe(200);
    expect(text).toMatch(/<html lang="he" dir="rtl"/);
    expect(text).toContain('מצאו בית כנסת בסביבה');
    expect(text).toContain('דף הבית');
    const alternates = [...text.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      new URL(href!).pathname,
    ]);
    expect(alternates).toEqual([
      ['en', '/'],
      ['he', '/he'],
      ['fr', '/fr'],
      ['es', '/es'],
      ['ru', '/ru'],
      ['x-default', '/'],
    ]);
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(text)![1]!).pathname).toBe('/he');
  });

  it('prerenders every language in its own, left to right but Hebrew', async () => {
    for (const [path, lang, dir, heading] of [
      ['/', 'en', 'ltr', 'Find Your Local Shul'],
      ['/fr/search', 'fr', 'ltr', ''],
      ['/es', 'es', 'ltr', 'Encuentra tu sinagoga'],
      ['/ru', 'ru', 'ltr', 'Найдите синагогу рядом'],
    ] as const) {
      const { status, text } = await html(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(`<html lang="${lang}" dir="${dir}"`);
      if (heading) expect(text, path).toContain(heading);
    }
  });

  it('links the same page in each other language, each named in itself', async () => {
    const { text } = await html('/he/search');
    const links = [...text.matchAll(/<a href="([^"]+)" hrefLang="(\w+)" lang="\w+" data-language-choice="\w+"[^>]*>([^<]+)</g)].map(
      ([, href, lang, label]) => `${lang} ${href} ${label}`,
    );
    expect(new Set(links)).toEqual(
      new Set(['en /search English', 'fr /fr/search Français', 'es /es/search Español', 'ru /ru/search Русский']),
    );
  });

  it('answers 404 for a language the site does not serve, and for /en', async () => {
    for (const path of ['/xx/search', '/en/search', '/xx']) expect((await html(path)).status, path).toBe(404);
  });
});

describe('the running app in each language', () => {
  it('hydrates /he and /fr/search without a hydration error, in their language', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const errors = collectHydrationErrors(page);
    await page.goto('/he');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('מצאו בית כנסת בסביבה');
    expect(await page.getByRole('navigation', { name: 'ראשי' }).getByRole('link').allInnerTexts()).toEqual([
      'דף הבית',
      'חיפוש',
      'לוח שנה',
      'תפילה',
      'נסיעה',
      'קדיש',
    ]);
    expect(await page.getByRole('navigation', { name: 'ראשי' }).getByRole('link', { name: 'חיפוש' }).getAttribute('href')).toBe(
      '/he/search',
    );
    await page.goto('/fr/search');
    expect(await page.evaluate('document.documentElement.lang')).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a page that is not prerendered in the language of its address (from the English fallback)', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const errors = collectHydrationErrors(page);
    await page.goto('/he/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' }).waitFor();
    expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual(['he', 'rtl']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers the language picked in the switch, and never offers another one after that', async () => {
    const { page, context } = await newPage(browser, DESKTOP, { locale: 'he-IL' });
    await page.goto('/');
    // The browser prefers Hebrew: the English page offers it, in Hebrew, without redirecting.
    await page.getByText('הדף הזה זמין גם בעברית.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('הדף הזה זמין גם בעברית.').count()).toBe(0);
    await context.close();
  });

  it('fits a Hebrew page in 375 px, without sideways scrolling', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    for (const path of ['/he', '/he/search']) {
      await page.goto(path);
      const [scrollWidth, clientWidth] = (await page.evaluate(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      )) as [number, number];
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
    await context.close();
  });
});
