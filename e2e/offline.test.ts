// Without a signal (scripts/vite/service-worker.ts, web/src/features/offline): after one visit
// online, the pages visited open offline from this deployment's app and the answers saved with
// them, an address never visited gets the app's offline page in its language; a saved shul shows
// its times, 'Minyan now' answers from the saved shuls, the calendar of a visited place is
// computed on the device with the API's figures, the siddur read before opens; nothing personal is
// ever stored, and signing out takes the account's saved shuls off the device; Chromium finds the
// app installable.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HebrewCalendarResponse } from '../schema/contract/calendar.ts';
import type { SynagogueDetail } from '../schema/contract/minyanim.ts';
import { formatClock } from '../schema/domain/minyan-format.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { DESKTOP, MOBILE, baseURL, eventually, launchBrowser, newPage } from './browser.ts';
import { registerAndSignIn, unique } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker controls the page and has precached this deployment. */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Every URL held in the page's caches. */
const cachedURLs = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

describe('after one visit online, with the network cut', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, MOBILE, { serviceWorkers: 'allow' }));
    await page.goto('/calendar?place=281184');
    await untilControlled(page);
    // A visit now that the service worker answers: the page and its data are kept.
    await page.goto('/calendar?place=281184');
    await page
      .getByText(/Candle lighting/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await context.setOffline(true);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens a visited page with its saved answers, and says it is offline', async () => {
    await page.reload();
    await page
      .getByText(/Candle lighting/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('offline-banner').textContent()).resolves.toMatch(/You are offline: showing what was saved on/);
  });

  it("answers an address never visited with the app's offline page, in the address's language", async () => {
    await page.goto('/shul/2');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/shul/2');
    await page.goto('/he/tehillim');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('אין חיבור לאינטרנט');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  });

  it('never stores a personal answer, the embed or a feed', async () => {
    const urls = await cachedURLs(page);
    expect(urls.some((url) => url.includes('/api/zmanim'))).toBe(true);
    expect(urls.filter((url) => /\/api\/(user|auth|passkeys|manage|admin|account)|\/embed\/|\.ics/.test(url))).toEqual([]);
  });
});

/** A time of day as the calendar shows it in English (web/src/i18n/format.ts: '4:05 PM'). */
const timeOfDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone }).format(new Date(iso));

/** An answer of the API, asked from the test itself (the browser may be offline). */
async function fromApi<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, baseURL()));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** What the device keeps (web/src/features/offline/db.ts): a store's records, read in the page. */
const kept = (page: Page, store: 'shuls' | 'places' | 'texts' | 'answers') =>
  page.evaluate(
    (name) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('shul-finder-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve([]);
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );

/** A listing of the sample data with minyan times, and its first minyan from tomorrow on. */
async function listingWithTimes(): Promise<{ listing: SynagogueDetail; next: SynagogueDetail['upcoming'][number] }> {
  for (let id = 1; id <= 42; id += 1) {
    const listing = await fromApi<SynagogueDetail>(`/api/synagogues/${id}`);
    const days = [...new Set(listing.upcoming.map((m) => m.date))];
    const next = listing.upcoming.find((m) => m.date === days[1]);
    if (next && listing.latitude && listing.longitude) return { listing, next };
  }
  throw new Error('no sample listing has minyan times');
}

describe('saved for offline, with the network cut after one visit online', () => {
  let context: BrowserContext;
  let page: Page;
  let listing: SynagogueDetail;
  let next: SynagogueDetail['upcoming'][number];
  beforeAll(async () => {
    ({ listing, next } = await listingWithTimes());
    ({ context, page } = await newPage(browser, MOBILE, {
      serviceWorkers: 'allow',
      permissions: ['geolocation'],
      geolocation: { latitude: Number(listing.latitude), longitude: Number(listing.longitude) },
    }));
    await page.goto('/');
    await untilControlled(page);
    await page.goto('/');
    await page.goto('/calendar?place=281184');
    await page
      .getByText(/Candle lighting/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await page.goto(`/shul/${listing.id}`);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText('Saved on this device').waitFor({ timeout: 20_000 });
    await page.goto('/siddur?section=shacharit&nusach=ashkenaz');
    await page.locator('#part-1').getByText('I give thanks to You').waitFor({ timeout: 20_000 });
    // The batch read is kept on the device (in the background).
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('shul-finder-device');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('texts')) return resolve(false);
            const keys = db.transaction('texts').objectStore('texts').getAllKeys();
            keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith('part:ashkenaz:')));
          };
          open.onerror = () => resolve(false);
        }),
      undefined,
      { timeout: 20_000, polling: 250 },
    );
    await context.setOffline(true);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('keeps per saved shul its page, 14 days of minyanim and its place, and shows them offline', async () => {
    const [shul] = await kept(page, 'shuls');
    expect(shul).toMatchObject({ id: listing.id, device: true, account: false });
    expect((shul!.schedule as { days: unknown[] }).days).toHaveLength(14);
    console.log(`Kept for one saved shul (${listing.name}): ${((shul!.bytes as number) / 1000).toFixed(1)} kB`);

    await page.goto(`/shul/${listing.id}`);
    await page.getByTestId('saved-copy').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(listing.name);
    expect(await page.evaluate(() => document.body.innerText)).toContain(formatClock(next.time));
    await expect(page.getByTestId('offline-banner').textContent()).resolves.toMatch(/You are offline/);
  });

  it("answers 'Minyan now' from the saved shuls near the position", async () => {
    const clocked = await context.newPage();
    // Half an hour before the saved shul's minyan of tomorrow.
    await clocked.clock.install({ time: new Date(Date.parse(next.start) - 30 * 60_000) });
    await clocked.goto('/');
    await clocked.getByRole('link', { name: 'Find a minyan near me' }).click();
    await clocked.getByTestId('minyan-now-from-saved').waitFor({ timeout: 20_000 });
    const results = clocked.getByRole('list', { name: /minyanim/i });
    await eventually(() => results.innerText()).toContain(listing.name);
    expect(await results.innerText()).toContain(formatClock(next.time));
    await clocked.close();
  });

  it("computes a visited place's calendar on the device, with the API's candle lighting", async () => {
    // Two months on: a month the browser never asked the API for.
    const now = new Date();
    const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const [year, month] = [later.getUTCFullYear(), later.getUTCMonth() + 1];
    // The page as visited, then two months on, client-side: months the browser never asked the API for.
    await page.goto('/calendar?place=281184');
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: /^Next month/ }).click();
    await eventually(() => page.url()).toContain(`month=${year}-${String(month).padStart(2, '0')}`);
    const api = await fromApi<HebrewCalendarResponse>(`/api/hebrew-calendar?geonameid=281184&year=${year}&month=${month}&lang=en`);
    const candles = api.items.filter((i) => i.category === 'candles').map((i) => timeOfDay(i.date, 'Asia/Jerusalem'));
    expect(candles.length).toBeGreaterThan(3);
    await page
      .getByText(/Candle lighting/i)
      .first()
      .waitFor({ timeout: 20_000 });
    const shown = () => page.evaluate(() => document.body.innerText);
    await eventually(shown, 20_000).toContain(candles[0]);
    for (const time of candles) expect(await shown()).toContain(time);
    expect((await kept(page, 'places')).map((p) => p.key)).toContain('geonameid=281184');
  });

  it('opens the siddur service read before, with its credits', async () => {
    await page.goto('/siddur?section=shacharit&nusach=ashkenaz');
    await eventually(() => page.locator('#part-1').innerText(), 20_000).toContain('I give thanks to You');
    const texts = await kept(page, 'texts');
    const bytes = texts.filter((r) => r.group === 'siddur:ashkenaz').reduce((n, r) => n + (r.bytes as number), 0);
    console.log(`Kept of Nusach Ashkenaz after reading the first batch: ${texts.length} texts, ${(bytes / 1000).toFixed(1)} kB`);
  });

  it('lists the saved shul and the visited place on /saved, never visited online', async () => {
    await page.goto('/saved');
    await eventually(() => page.getByTestId('saved-shul').innerText(), 20_000).toContain(listing.name);
    expect(await page.getByRole('link', { name: /Jerusalem/ }).getAttribute('href')).toBe('/calendar?geonameid=281184');
  });
});

describe('an account on the device', () => {
  it('keeps no personal answer in any cache, and signing out takes the account’s saved shuls off the device', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    await page.goto('/');
    await untilControlled(page);
    await registerAndSignIn(page, { email: `offline-${unique()}@example.com`, password: 'a long offline passphrase', firstName: 'Rivka' });
    await page.goto('/shul/2');
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText('Saved on this device').waitFor({ timeout: 20_000 });
    expect(await kept(page, 'shuls')).toEqual([expect.objectContaining({ id: 2, account: true, device: false })]);
    await page.goto('/account');
    await page.goto('/saved');
    await eventually(() => page.getByTestId('saved-shul').count(), 20_000).toBe(1);
    // The account's pages are the SPA fallback, the same for everyone; its answers come from the API.
    const personal = /^\/api\/(user|auth|passkeys|manage|admin|account)(\/|$)/;
    expect((await cachedURLs(page)).filter((url) => personal.test(new URL(url).pathname))).toEqual([]);

    await page.getByRole('button', { name: 'Rivka', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => kept(page, 'shuls')).toEqual([]);
    expect((await cachedURLs(page)).filter((url) => personal.test(new URL(url).pathname))).toEqual([]);
    await context.close();
  });
});

describe('updating', () => {
  it('a new deployment replaces the old version: its files in the cache, the page told, offline pages from the new one', async () => {
    const { page, context } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    // The next deployment, as the browser sees it, put where the Worker serves the site from: a
    // service worker whose SPA fallback has a new revision, and that fallback's new content.
    const dir = inject('assetsDir');
    const files = { sw: join(dir, 'sw.js'), fallback: join(dir, '__spa-fallback.html') };
    const before = { sw: readFileSync(files.sw, 'utf8'), fallback: readFileSync(files.fallback, 'utf8') };
    try {
      await page.goto('/calendar?place=281184');
      await untilControlled(page);
      // Controlled from the start, as a returning visitor is.
      await page.goto('/calendar?place=281184');
      await page
        .getByText(/Candle lighting/i)
        .first()
        .waitFor({ timeout: 20_000 });

      const marker = `<!-- deployment ${unique()} -->`;
      const nextSw = before.sw.replace(/(url:"\/__spa-fallback",revision:")[0-9a-f]+"/, `$1${'0'.repeat(32)}"`);
      expect(nextSw).not.toBe(before.sw);
      writeFileSync(files.fallback, before.fallback.replace('</body>', `${marker}</body>`));
      writeFileSync(files.sw, nextSw);
      await eventually(async () => (await fetch(new URL('/sw.js', baseURL()))).text(), 20_000).toBe(nextSw);

      // The local asset server keeps the first build's ETags: without the browser's copy to
      // revalidate, it downloads the script anew, as it would from a new deployment.
      // The browser checks again until it has installed the new worker (a check made while the
      // server still answered the old file finds nothing new).
      const cdp = await context.newCDPSession(page);
      const notice = page.getByText('A new version of Shul Finder is ready.');
      await eventually(async () => {
        if (await notice.isVisible()) return true;
        await cdp.send('Network.clearBrowserCache');
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update().catch(() => undefined));
        return notice.isVisible();
      }, 45_000).toBe(true);
      await eventually(
        () => page.evaluate(async () => (await (await caches.match('/__spa-fallback', { ignoreSearch: true }))?.text()) ?? ''),
        20_000,
      ).toContain(marker);
      // Offline, a visited page opens from the new deployment's document.
      await context.setOffline(true);
      await page.goto('/calendar?place=281184');
      expect(await page.content()).toContain(marker);
      await page
        .getByText(/Candle lighting/i)
        .first()
        .waitFor({ timeout: 20_000 });
    } finally {
      writeFileSync(files.sw, before.sw);
      writeFileSync(files.fallback, before.fallback);
      await context.close();
    }
  });
});

describe('installing', () => {
  it('is possible: Chromium reports no installability error', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'sf-install-'));
    // A persistent profile: Chromium never offers to install from an incognito one.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: baseURL(),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/he');
      await untilControlled(page);
      const cdp = await context.newCDPSession(page);
      await eventually(
        async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId),
        20_000,
      ).toEqual([]);
      const manifest = await (await fetch(new URL('/he/manifest.webmanifest', baseURL()))).json();
      expect(manifest).toMatchObject({ lang: 'he', dir: 'rtl', start_url: '/he', display: 'standalone' });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
