// The pages where people give us data, in other languages than English (docs/translating.md):
// the privacy page complete in Hebrew (as delivered and running), the sponsor inquiry and the
// registration form in Hebrew at 375 px with the browser's validation messages in Hebrew, and a
// translated heading on /fr/privacy, /es/sponsor and /ru/auth.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
let mobile: { context: BrowserContext; page: Page };
// React's hydration errors (#418 and the like, minified in production), as the console reports them.
const hydrationErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // One context for the Hebrew journeys; axe needs the page's CSP bypassed to inject itself.
  mobile = await newPage(browser, MOBILE, { bypassCSP: true });
  mobile.page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
});

/** The English messages of a namespace that are whole phrases without arguments: none may show on a page in another language. */
function englishPhrases(namespace: string): string[] {
  const catalog = JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/${namespace}/en.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
  return Object.values(catalog).filter((message) => !message.includes('{') && message.includes(' '));
}

const bodyText = (page: Page) => page.locator('body').innerText();
const fitsWidth = async (page: Page) =>
  (await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')) as boolean;
const langAndDir = (page: Page) => page.evaluate('[document.documentElement.lang, document.documentElement.dir]');

describe('the privacy page in Hebrew', () => {
  it('is delivered in Hebrew, complete: what we keep, for how long, who processes it, how to download or delete', async () => {
    const response = await fetch(new URL('/he/privacy', baseURL()));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="he" dir="rtl"/);
    for (const text of [
      'מה אנחנו שומרים, ולמה',
      'מה נשמר במכשיר שלכם',
      'לכמה זמן אנחנו שומרים',
      'מי מעבד את המידע',
      'הורדה או מחיקה של המידע שלכם',
    ]) {
      expect(html).toContain(text);
    }
    // The retention periods, from schema/domain/retention.ts, worded in Hebrew.
    expect(html).toContain('90 ימים אחרי שבדקנו אותן');
    expect(html).toContain('נמחק 30 ימים אחרי שנפתח');
    expect(html).toContain('Cloudflare');
    for (const phrase of englishPhrases('privacy')) expect(html, phrase).not.toContain(phrase);
  });

  it('hydrates at 375 px in Hebrew without English, sideways scrolling or serious axe violations', async () => {
    const { page } = mobile;
    await page.goto('/he/privacy');
    await page.getByRole('heading', { level: 1, name: 'פרטיות' }).waitFor();
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    const text = await bodyText(page);
    for (const phrase of englishPhrases('privacy')) expect(text, phrase).not.toContain(phrase);
    expect(await page.getByRole('link', { name: 'לחשבון שלך' }).getAttribute('href')).toBe('/he/account');
    expect(await fitsWidth(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });
});

describe('the forms in Hebrew at 375 px', () => {
  it('shows the sponsor inquiry’s validation messages in Hebrew and keeps what was typed', async () => {
    const { page } = mobile;
    await page.goto('/he/sponsor');
    await page.getByRole('heading', { level: 1, name: 'לתמוך באתר' }).waitFor();
    await page.getByLabel('שם העסק').fill('מאפיית השכונה');
    await page.getByRole('button', { name: 'שליחת הפנייה' }).click();
    for (const message of [
      'נא להזין את שם איש הקשר',
      'נא להזין כתובת דוא״ל תקינה',
      'נא להזין מספר טלפון',
      'נא לתאר את העסק בלפחות 10 תווים',
    ]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByLabel('שם העסק').inputValue()).toBe('מאפיית השכונה');
    expect(await page.getByLabel('שם איש הקשר').getAttribute('aria-invalid')).toBe('true');
    const text = await bodyText(page);
    for (const phrase of [...englishPhrases('sponsorship'), ...englishPhrases('forms')]) expect(text, phrase).not.toContain(phrase);
    expect(await fitsWidth(page)).toBe(true);
    expect(hydrationErrors).toEqual([]);
  });

  it('shows the registration form and its messages in Hebrew', async () => {
    const { page } = mobile;
    await page.goto('/he/auth?mode=register');
    const form = page.getByRole('form', { name: 'פתיחת חשבון' });
    await form.waitFor();
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    await form.getByRole('button', { name: 'פתיחת חשבון' }).click();
    for (const message of ['נא להזין שם פרטי', 'נא להזין כתובת דוא״ל תקינה', 'הסיסמה צריכה להכיל לפחות 10 תווים']) {
      await form.getByText(message).waitFor();
    }
    await page.getByRole('button', { name: 'הצגת הסיסמה' }).waitFor();
    expect(await page.getByRole('link', { name: 'כניסה' }).last().getAttribute('href')).toMatch(/^\/he\/auth/);
    const text = await bodyText(page);
    for (const phrase of [...englishPhrases('auth'), ...englishPhrases('privacy')]) expect(text, phrase).not.toContain(phrase);
    expect(await fitsWidth(page)).toBe(true);
  });
});

describe('the same pages at 1280 px and in French, Spanish and Russian', () => {
  let desktop: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    desktop = await newPage(browser, DESKTOP);
  });

  it('fits the Hebrew privacy and sponsor pages at 1280 px', async () => {
    const { page } = desktop;
    for (const path of ['/he/privacy', '/he/sponsor']) {
      await page.goto(path);
      expect(await langAndDir(page), path).toEqual(['he', 'rtl']);
      expect(await fitsWidth(page), path).toBe(true);
    }
  });

  it.each([
    ['/fr/privacy', 'fr', 'Confidentialité'],
    ['/es/sponsor', 'es', 'Patrocinar'],
    ['/ru/auth', 'ru', 'Добро пожаловать в Shul Finder'],
  ] as const)('shows %s in its language', async (path, lang, heading) => {
    const { page } = desktop;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
  });
});
