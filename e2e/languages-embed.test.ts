// The embed in the visitor's languages: on a Hebrew page the manager's snippet names Hebrew, a
// shul's site that pastes it frames the schedule right to left in Hebrew, and the French snippet
// frames French; at 375 px nothing scrolls sideways.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, baseURL, launchBrowser, newPage } from './browser.ts';
import { startEmbedHost } from './embed-host.ts';
import { call, signInAsAdmin, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the embed in Hebrew and French', () => {
  it('the snippet names the page’s language, and the framed schedule speaks it', async () => {
    const admin = await newPage(browser, MOBILE);
    await signInAsAdmin(admin.page);
    const created = await call<{ id: number }>(admin.page, 'POST', '/api/synagogues', {
      name: `E2E Embed Shul ${unique()}`,
      address: '1 Eastern Pkwy',
      city: 'Brooklyn',
      state: 'NY',
      latitude: 40.6782,
      longitude: -73.9442,
    });
    const id = created.json.id;
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    expect((await call(admin.page, 'POST', `/api/synagogues/${id}/minyanim`, { tefillah: 'shacharit', days, time: '07:00' })).status).toBe(
      201,
    );

    await admin.page.goto(`/he/manage/${id}`);
    await admin.page.getByRole('tab', { name: 'באתר שלכם' }).click();
    const snippet = admin.page.getByTestId('embed-snippet');
    expect(await snippet.textContent()).toBe(`<script src="${baseURL()}/embed.js" data-shul="${id}" data-lang="he" async></script>`);
    const hebrew = (await snippet.textContent())!;
    await admin.page.getByLabel('שפת לוח הזמנים').selectOption('fr');
    expect(await snippet.textContent()).toContain('data-lang="fr"');
    const french = (await snippet.textContent())!;
    expect(await admin.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await admin.context.close();

    for (const [pasted, lang, dir, title, shacharit] of [
      [hebrew, 'he', 'rtl', 'זמני תפילות', 'שחרית'],
      [french, 'fr', 'ltr', 'Horaires des offices', 'Chaharit'],
    ] as const) {
      const host = await startEmbedHost(pasted);
      try {
        const site = await newPage(browser, MOBILE);
        await site.page.goto(host.origin);
        const frameElement = site.page.locator(`iframe[src*="/embed/shul/${id}?lang=${lang}"]`);
        await frameElement.waitFor();
        expect(await frameElement.getAttribute('title')).toBe(title);
        const frame = site.page.frameLocator(`iframe[src*="/embed/shul/${id}"]`);
        await frame.getByRole('columnheader', { name: shacharit }).waitFor();
        await frame.getByText('07:00').first().waitFor();
        expect(await frame.locator('html').getAttribute('dir')).toBe(dir);
        expect(await frame.locator('html').getAttribute('lang')).toBe(lang);
        expect(await site.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
        await site.context.close();
      } finally {
        await host.stop();
      }
    }
  });
});
