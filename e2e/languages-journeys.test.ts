// A Hebrew reader's journeys, at a phone's and a desktop's width: register in Hebrew, read the
// verification mail in Hebrew and confirm from its link, sign in; 'Minyan now' in Hebrew; the
// calendar for ירושלים typed in the place box; Shacharit in the siddur, right to left.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './a11y.ts';
import { DESKTOP, MOBILE, baseURL, eventually, launchBrowser, newPage } from './browser.ts';
import { englishInterfaceLeft, englishOnlyMessages } from './interfaceText.ts';
import { call, mailTo, mailedLink, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ENGLISH = englishOnlyMessages('he');
const HEBREW = /[\u0590-\u05FF]/;
const langAndDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const)('in Hebrew at %s', (_, viewport) => {
  it('registers, gets the verification mail in Hebrew, confirms from its link and signs in again', async () => {
    const { page, context } = await newPage(browser, viewport, { locale: 'he-IL', bypassCSP: true });
    const email = `he-${unique()}@example.org`;
    const password = 'שקט גן 27 פנסים ירוקים';
    await page.goto('/he/auth?mode=register');
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    const form = page.getByRole('form', { name: 'פתיחת חשבון' });
    await form.getByLabel('שם פרטי').fill('תובה');
    await form.getByLabel('דוא״ל').fill(email);
    await form.getByRole('textbox', { name: 'סיסמה', exact: true }).fill(password);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'פתיחת חשבון' }).click();
    await page.waitForURL((url) => url.pathname === '/he');

    // The mail is written in Hebrew and links to the Hebrew page.
    const link = await mailedLink(email, '/he/auth/verify');
    const [mail] = await mailTo(email);
    expect(mail!.subject).toMatch(HEBREW);
    expect(mail!.text).toMatch(HEBREW);
    await page.goto(link);
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    await page.getByRole('button', { name: 'לאשר את הכתובת' }).click();
    await page.getByText(`תודה: הכתובת ${email} אושרה.`).waitFor();
    expect(await call(page, 'GET', '/api/user')).toMatchObject({ json: { emailVerified: true } });

    // Signed out, then in again through the Hebrew form.
    expect((await call(page, 'POST', '/api/logout')).status).toBeLessThan(300);
    await page.goto('/he/auth');
    const signIn = page.getByRole('form', { name: 'כניסה' });
    await signIn.getByLabel('דוא״ל').fill(email);
    await signIn.getByRole('textbox', { name: 'סיסמה', exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'כניסה', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/he');
    // Signed in: the header names the member (in the menu drawer on a phone).
    await eventually(async () => (await call<{ firstName: string }>(page, 'GET', '/api/user')).json.firstName).toBe('תובה');
    if (viewport === DESKTOP) await page.getByRole('button', { name: 'תובה', exact: true }).waitFor();
    expect(await englishInterfaceLeft(page, ENGLISH)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it("finds a minyan near the visitor ('Minyan now') in Hebrew", async () => {
    // A sample listing's next minyan, as the API answers it, half an hour before it starts.
    const [listing] = (await (await fetch(`${baseURL()}/api/synagogues?q=Brooklyn&limit=1`)).json()) as {
      latitude: number | string;
      longitude: number | string;
    }[];
    // The API answers coordinates as decimal strings; the browser's geolocation wants numbers.
    const place = { latitude: Number(listing!.latitude), longitude: Number(listing!.longitude) };
    const { items: next } = (await (
      await fetch(`${baseURL()}/api/minyanim/next?lat=${place.latitude}&lng=${place.longitude}&within=1440`)
    ).json()) as {
      items: { start: string }[];
    };
    expect(next.length, 'a minyan near a sample listing within a day').toBeGreaterThan(0);
    const { page, context } = await newPage(browser, viewport, { locale: 'he-IL', geolocation: place, permissions: ['geolocation'] });
    await page.clock.setFixedTime(new Date(Date.parse(next[0]!.start) - 30 * 60_000));
    await page.goto('/he');
    await page.getByRole('link', { name: 'מצאו לי מניין קרוב' }).click();
    const soon = page.getByRole('list', { name: 'מניינים שמתחילים בקרוב לידך' });
    await soon.waitFor();
    const first = soon.getByRole('listitem').first();
    await eventually(() => first.innerText()).toMatch(/\d{1,2}:\d\d/);
    expect(await first.innerText()).not.toMatch(/\b(AM|PM|in \d+ min|away)\b/);
    expect(await first.getByRole('link', { name: 'הוראות הגעה' }).count()).toBe(1);
    expect(await englishInterfaceLeft(page, ENGLISH)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('shows the calendar for ירושלים typed in the place box, in Hebrew', async () => {
    const { page, context } = await newPage(browser, viewport, { locale: 'he-IL' });
    await page.goto('/he/calendar?month=2026-11');
    const box = page.getByRole('combobox').first();
    await box.fill('ירושלים');
    await box.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('geonameid')).toBe('281184');
    // Jerusalem lights candles 40 minutes before sunset: 16:05 on Friday 6 November 2026, on Hebrew's 24-hour clock.
    // The day as shown at this width: the month's grid on a desktop, its list on a phone.
    const friday = page.locator(`li[data-date="2026-11-06"]:visible`).first();
    await eventually(() => friday.innerText()).toContain('16:05');
    expect(await friday.innerText()).toContain('הדלקת נרות');
    expect(await englishInterfaceLeft(page, ENGLISH)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('opens Shacharit in the siddur, right to left, its contents in Hebrew', async () => {
    const { page, context } = await newPage(browser, viewport, { locale: 'he-IL' });
    await page.goto('/he/siddur?section=shacharit&nusach=ashkenaz');
    expect(await langAndDir(page)).toEqual(['he', 'rtl']);
    const contents = page.getByRole('navigation', { name: /שחרית/ });
    await eventually(() => contents.getByRole('link').count()).toBeGreaterThan(50);
    expect(await englishInterfaceLeft(page, ENGLISH)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});
