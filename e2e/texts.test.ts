// The prayer & study pages (Tefillah, Siddur, Parsha, Tehillim) in Chromium against the
// real Worker, whose Sefaria calls the loopback upstream answers from test-fixtures/sefaria.ts.
// Recorded: the four Shacharit prayers, psalms 1 and 23, Vayeilech's reading and the siddurim's
// node trees; anything else fails upstream, which exercises the pages' offline fallbacks.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, eventually, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Polls for up to 10 s: the first text requests go through the Worker to the upstream server. */
const cards = (page: Page) => page.getByTestId('parasha-card');
// This project's e2e TypeScript has no DOM library: page-side code reaches the window through
// the element, or is an expression string.
const visibleCount = (page: Page, selector: string): Promise<number> =>
  page.locator(selector).evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).length);
const pageWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth');
const computed = (locator: Locator, property: 'fontFamily' | 'backgroundColor'): Promise<string> =>
  locator.evaluate((e, p) => e.ownerDocument.defaultView!.getComputedStyle(e)[p], property);

describe('parsha', () => {
  it("lists the 54 portions with this week's, filters them, and opens a reading in Hebrew only", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/parsha');
    await eventually(() => cards(page).count()).toBe(54);
    expect(await page.getByText('THIS WEEK', { exact: true }).count()).toBeGreaterThanOrEqual(2); // featured card + its list card
    const numbers = await cards(page).evaluateAll((els) => els.map((e) => Number(/#(\d+)/.exec(e.textContent ?? '')?.[1])));
    expect(numbers).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));

    const filter = page.getByLabel('Filter Torah portions');
    await filter.fill('no such portion');
    await eventually(() => page.getByText('No Torah portions found matching your search.').isVisible()).toBe(true);
    await filter.fill('vayeilech');
    await eventually(() => cards(page).count()).toBe(1);
    await cards(page).getByRole('link', { name: 'Vayeilech' }).click();

    await eventually(() => new URL(page.url()).searchParams.get('name')).toBe('Vayeilech');
    const torah = page.getByRole('region', { name: 'Torah Reading' });
    await eventually(() => torah.locator('li').count()).toBe(30);
    expect(await torah.innerText()).toContain('And Moses went and spoke these words unto all Israel.');
    const haftarah = page.getByRole('region', { name: 'Haftarah' });
    expect(await haftarah.locator('li').count()).toBe(16);
    expect(await haftarah.innerText()).toContain('Isaiah 55:6-56:8');
    for (const credit of await page.getByTestId('version-credit').allInnerTexts())
      expect(credit).toMatch(/English — The Holy Scriptures: A New Translation \(JPS 1917\) \(Public Domain\)/);
    expect(await page.getByTestId('version-credit').count()).toBeGreaterThanOrEqual(1);

    await page.getByRole('radio', { name: 'Hebrew' }).check({ force: true });
    await eventually(() => visibleCount(page, 'main [lang="en"]')).toBe(0);
    const firstVerse = torah.locator('li [lang="he"]').first();
    expect(await firstVerse.getAttribute('dir')).toBe('rtl');
    expect(await firstVerse.innerText()).toContain('וַיֵּ֖לֶךְ מֹשֶׁ֑ה');
    expect(await computed(firstVerse, 'fontFamily')).toContain('Noto Serif Hebrew');
    await eventually(() => page.evaluate(`document.fonts.check('16px "Noto Serif Hebrew"', 'שלום')`)).toBe(true);
    expect(await page.locator('main').innerHTML()).not.toMatch(/footnote|mam-spi|\{פ\}/);

    await page.getByRole('button', { name: 'Back to All Parshas' }).click();
    await eventually(() => cards(page).count()).toBe(54);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('opens a reading from its address, and returns to the list when the library fails', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/parsha?name=Vayeilech');
    await eventually(() => page.getByRole('region', { name: 'Haftarah' }).locator('li').count()).toBe(16);
    expect(await pageWidth(page)).toBeLessThanOrEqual(MOBILE.width);

    await page.goto('/parsha?name=Vayetzei'); // not recorded: upstream answers 502
    await eventually(() => page.getByText('Reading unavailable').isVisible()).toBe(true);
    await eventually(() => cards(page).count()).toBe(54);
    expect(new URL(page.url()).searchParams.get('name')).toBeNull();
    await context.close();
  });
});

describe('tehillim', () => {
  it('starts at psalm 1, jumps to 23 by number, and bookmarks it for the session', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/tehillim');
    await eventually(() => page.getByRole('heading', { name: 'Psalm 1', exact: true }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('list', { name: 'Psalm 1 verses' }).locator('li').count()).toBe(6);
    expect(await page.getByRole('navigation', { name: 'Bookmarked' }).count()).toBe(0);

    const box = page.getByPlaceholder('Enter psalm number (1-150)');
    await box.fill('151');
    await page.getByRole('button', { name: 'Go' }).click();
    await eventually(() => page.getByText('Enter a whole number from 1 to 150.').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('psalm')).toBeNull();

    await box.fill('23');
    await page.getByRole('button', { name: 'Go' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('psalm')).toBe('23');
    const verses = page.getByRole('list', { name: 'Psalm 23 verses' });
    await eventually(() => verses.locator('li').count()).toBe(6);
    expect(await verses.innerText()).toContain('The LORD is my shepherd; I shall not want.');
    expect(await page.getByText('תהילים כ״ג').isVisible()).toBe(true);
    expect(await page.getByTestId('version-credit').innerText()).toMatch(/JPS 1917[\s\S]*Public Domain/);

    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    const bookmarked = page.getByRole('navigation', { name: 'Bookmarked' });
    await eventually(() => bookmarked.getByRole('button', { name: 'Psalm 23' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Bookmarked', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // Session only: kept across a reload, gone in a new session.
    await page.reload();
    await eventually(() => bookmarked.getByRole('button', { name: 'Psalm 23' }).isVisible()).toBe(true);
    const fresh = await newPage(browser, MOBILE);
    await fresh.page.goto('/tehillim?psalm=23');
    await eventually(() => fresh.page.getByRole('list', { name: 'Psalm 23 verses' }).locator('li').count()).toBe(6);
    expect(await fresh.page.getByRole('navigation', { name: 'Bookmarked' }).count()).toBe(0);
    await fresh.context.close();

    await page.getByRole('button', { name: 'Psalm 24' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('psalm')).toBe('24');
    expect(await pageWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });

  it('shows a labelled one-verse sample when a psalm cannot be loaded', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/tehillim');
    await page.getByRole('navigation', { name: 'Popular Psalms' }).getByRole('link', { name: 'Psalm 121' }).click();
    await eventually(() => page.getByText('Offline sample').isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).toContain('Let every thing that hath breath praise the LORD.');
    await context.close();
  });
});

/** A page whose clock reads `at` (local time), so the siddur opens on that hour's service. */
async function pageAt(viewport: typeof DESKTOP | typeof MOBILE, at: string) {
  const opened = await newPage(browser, viewport);
  await opened.page.clock.setFixedTime(new Date(at));
  return opened;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('siddur (%s)', (_name, viewport) => {
  it('opens on Shacharit on a weekday morning with its contents, each text credited, and switches nusach', async () => {
    const { page, context } = await pageAt(viewport, '2026-11-24T08:00:00');
    await page.goto('/siddur');
    const contents = page.getByRole('navigation', { name: 'Contents of Shacharit' });
    await eventually(() => contents.getByRole('link').count()).toBe(106);
    expect(
      await page.getByRole('group', { name: 'Siddur section' }).getByRole('link', { name: 'Shacharit' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Ashkenaz' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const first = page.locator('main article').first();
    await eventually(() => first.innerText()).toMatch(/Prayer 1[\s\S]*Modeh Ani[\s\S]*I give thanks to You/);
    expect(await page.locator('main').innerText()).not.toContain('Vilna Gaon'); // footnotes removed
    await eventually(() => page.getByTestId('version-credit').first().innerText()).toMatch(
      /Daat Siddur Ashkenaz[\s\S]*Metsudah[\s\S]*CC-BY/,
    );
    expect(await page.getByTestId('today-panel').innerText()).toMatch(/Kislev[\s\S]*Tachanun: said/);

    // The table of contents jumps to a part.
    await contents.getByRole('link', { name: 'Ma Tovu' }).click();
    await eventually(() => new URL(page.url()).hash).toBe('#part-10');

    // Hebrew only, then English only.
    await page.getByRole('radio', { name: 'Hebrew' }).check({ force: true });
    // The English text gone; the book's own titles (English, marked data-book-title) stay.
    await eventually(() => visibleCount(page, 'main article [lang="en"]:not([data-book-title])')).toBe(0);
    expect(await visibleCount(page, 'main article [lang="he"][dir="rtl"]')).toBeGreaterThan(0);

    await page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Sefard' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('nusach')).toBe('sefard');
    await eventually(() => page.getByRole('navigation', { name: 'Contents of Shacharit' }).getByRole('link').count()).toBe(25);
    expect(await page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Sefard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });

  it('puts what Rosh Chodesh adds in place and marks it, in each nusach, and collapses what it removes', async () => {
    // Rosh Chodesh Tevet in Chanukah: full Hallel after the Amidah, Rosh Chodesh's Musaf after Uva LeTzion.
    const { page, context } = await pageAt(viewport, '2026-12-11T08:00:00');
    await page.goto('/siddur?nusach=ashkenaz');
    const contents = page.getByRole('navigation', { name: 'Contents of Shacharit' });
    await eventually(() => contents.getByRole('link').count()).toBe(106 + 8 + 9);
    const insertIn = (n: number) => page.locator(`#part-${n} [data-testid="today-insert"]`).allInnerTexts();
    expect(await insertIn(65)).toEqual(["Today: Ya'aleh VeYavo (Rosh Chodesh Tevet)"]); // Temple Service
    expect(await insertIn(66)).toEqual(['Today: Al HaNissim (Chanukah, day 7)']); // Thanksgiving
    expect(await page.locator('#part-70').innerText()).toMatch(/Prayer 70[\s\S]*Rosh Chodesh › Hallel › Berakhah before the Hallel/);
    expect(await insertIn(70)).toEqual(['Today: Full Hallel (Chanukah, day 7)']);
    expect(await page.locator('#part-101').innerText()).toMatch(/Uva Letzion/);
    expect(await page.locator('#part-102').innerText()).toMatch(/Musaf Amidah for Rosh Chodesh › Avot/);
    expect(await insertIn(102)).toEqual(['Today: Musaf (Rosh Chodesh Tevet)']);
    expect(await page.getByTestId('today-omission').first().innerText()).toMatch(/Not said today: Tachanun/);
    // Hallel loads with its batch when the reader reaches it (its text is not recorded here: the part says so).
    await contents.getByRole('link', { name: 'Psalm 113' }).click();
    await eventually(() => new URL(page.url()).hash).toBe('#part-71');
    await eventually(() => page.locator('#part-71').innerText()).toContain('The text library has no text for this part.');

    // Siddur Sefard and Edot HaMizrach: each Amidah is one part, and takes Ya'aleh VeYavo and Al HaNissim.
    for (const [nusach, amidah, musaf, count] of [
      ['Sefard', 14, 21, 25 + 2],
      ['Edot HaMizrach', 13, 21, 21 + 2],
    ] as const) {
      await page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: nusach }).click();
      await eventually(() => contents.getByRole('link').count()).toBe(count);
      expect(await insertIn(amidah)).toEqual(["Today: Ya'aleh VeYavo (Rosh Chodesh Tevet)", 'Today: Al HaNissim (Chanukah, day 7)']);
      expect(await page.locator(`#part-${amidah + 1}`).innerText()).toMatch(/Rosh (Chodesh|Hodesh) › Hallel/);
      expect(await insertIn(amidah + 1)).toEqual(['Today: Full Hallel (Chanukah, day 7)']);
      expect(await page.locator(`#part-${musaf}`).innerText()).toMatch(/Rosh (Chodesh|Hodesh) › Mussaf/);
      expect(await insertIn(musaf)).toEqual(['Today: Musaf (Rosh Chodesh Tevet)']);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });

  it('opens in the nusach of the shul the visitor came from (Chabad: Nusach Ari, Siddur Sefard)', async () => {
    const { page, context } = await pageAt(viewport, '2026-11-24T08:00:00');
    const [shul] = (await (await page.request.get('/api/synagogues?search=770 Eastern Parkway')).json()) as { id: number }[];
    await page.goto(`/shul/${shul!.id}`);
    await page.getByRole('link', { name: 'Pray from the siddur, Nusach Sefard' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('nusach')).toBe('arizal');
    expect(await page.getByRole('group', { name: 'Nusach' }).getByRole('link', { name: 'Sefard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await eventually(() => page.getByRole('navigation', { name: 'Contents of Shacharit' }).getByRole('link').count()).toBe(25);
    await context.close();
  });

  it("opens at the calendar's place on the service of the hour by its zmanim, with its customs", async () => {
    // 17:00 in Brooklyn on 24 November (the moment, whatever the browser's own time zone): after
    // sunset (about 16:31), so Maariv, where the clock's hours say Mincha. In Jerusalem it is midnight.
    const { page, context } = await pageAt(viewport, '2026-11-24T17:00:00-05:00');
    await page.goto('/calendar?place=5110302');
    await page.getByRole('link', { name: "Today's prayers in Brooklyn, in the siddur" }).click();
    await eventually(() => new URL(page.url()).searchParams.get('place')).toBe('5110302');
    await eventually(() =>
      page.getByRole('group', { name: 'Siddur section' }).getByRole('link', { name: 'Maariv' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await page
        .getByRole('group', { name: 'Israel or outside Israel' })
        .getByRole('link', { name: 'Outside Israel' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await eventually(() => page.getByTestId('today-panel').innerText()).toMatch(/Maariv · Outside Israel/);

    // Jerusalem (after sunset there too): Israel's customs; choosing 'Outside Israel' keeps the place.
    await page.goto('/siddur?place=281184');
    const customs = page.getByRole('group', { name: 'Israel or outside Israel' });
    await eventually(() => customs.getByRole('link', { name: 'Israel', exact: true }).getAttribute('aria-current')).toBe('page');
    await eventually(() => page.getByTestId('today-panel').innerText()).toMatch(/Maariv · Israel/);
    await customs.getByRole('link', { name: 'Outside Israel' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('il')).toBe('0');
    expect(new URL(page.url()).searchParams.get('place')).toBe('281184');
    await eventually(() => page.getByTestId('today-panel').innerText()).toMatch(/Outside Israel/);
    await context.close();
  });

  it('goes to another section by its link and keeps the nusach, with samples labelled when the library fails', async () => {
    const { page, context } = await pageAt(viewport, '2026-11-24T08:00:00');
    await page.goto('/siddur?nusach=edot_hamizrach');
    await page.getByRole('group', { name: 'Siddur section' }).getByRole('link', { name: 'Shabbat' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('section')).toBe('shabbat');
    expect(new URL(page.url()).searchParams.get('nusach')).toBe('edot_hamizrach');
    await eventually(() => page.getByRole('navigation', { name: 'Contents of Kabbalat Shabbat' }).isVisible()).toBe(true);
    await page.getByRole('group', { name: 'Service' }).getByRole('link', { name: 'Musaf' }).click();
    await eventually(() => page.getByRole('navigation', { name: 'Contents of Musaf' }).getByRole('link').count()).toBe(3);
    await context.close();
  });
});

/**
 * The texts the page asks the Worker for, read from Chromium's network log: each /api/texts/ request, the
 * bytes it took on the wire (headers and body as sent, 0 when served from the browser's cache).
 */
async function apiTraffic(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  const log: { path: string; bytes: number; cached: boolean }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) fromCache.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = new URL(urls.get(e.requestId) ?? 'about:blank');
    if (url.pathname.startsWith('/api/texts/'))
      log.push({ path: url.pathname, bytes: e.encodedDataLength, cached: fromCache.has(e.requestId) });
  });
  return log;
}

/** Scrolls to the end of the service, a screen at a time, until every part has loaded. */
async function readToTheEnd(page: Page) {
  for (let screen = 0; screen < 400; screen++) {
    const atEnd = await page.evaluate(
      'window.scrollBy(0, window.innerHeight), window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2',
    );
    if (atEnd && (await page.getByText('Loading…', { exact: true }).count()) === 0) return;
    await page.waitForTimeout(50);
  }
  throw new Error('the service did not finish loading');
}

describe('a full weekday Shacharit (Ashkenaz, 106 parts)', () => {
  it('opens with three API requests, and costs one contents and nine batch requests read to the end; none again from the browser cache', async () => {
    const { page, context } = await pageAt(DESKTOP, '2026-11-24T08:00:00');
    const traffic = await apiTraffic(page);
    await page.goto('/siddur?nusach=ashkenaz');
    await eventually(() => page.getByRole('navigation', { name: 'Contents of Shacharit' }).getByRole('link').count()).toBe(106);
    await eventually(() => page.locator('#part-1').innerText()).toContain('I give thanks to You');
    const onOpen = traffic.map((r) => r.path).sort();
    expect(onOpen).toEqual(['/api/texts/siddur-parts', '/api/texts/siddur/ashkenaz/weekday_shacharit', '/api/texts/today']);

    await readToTheEnd(page);
    const first = [...traffic];
    expect(first.filter((r) => r.path === '/api/texts/siddur-parts')).toHaveLength(9);
    expect(first.filter((r) => r.path.startsWith('/api/texts/siddur/'))).toHaveLength(1);

    await page.reload();
    await eventually(() => page.locator('#part-1').innerText()).toContain('I give thanks to You');
    await readToTheEnd(page);
    const again = traffic.slice(first.length);
    const overNetwork = again.filter((r) => !r.cached && r.bytes > 0).map((r) => r.path);
    // Today's changes are kept an hour, the texts a day: nothing of the service is asked for again.
    expect(overNetwork).toEqual([]);
    const sum = (rs: typeof first) => rs.reduce((n, r) => n + r.bytes, 0);
    console.log(
      `Full Shacharit: first open ${onOpen.length} API requests; read to the end ${first.length} requests, ${sum(first)} bytes on the wire ` +
        `(contents ${sum(first.filter((r) => r.path.startsWith('/api/texts/siddur/')))}, batches ${sum(first.filter((r) => r.path === '/api/texts/siddur-parts'))}); ` +
        `reloaded: ${again.length} requests, ${overNetwork.length} over the network, ${sum(again)} bytes`,
    );
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('daily learning (%s)', (_name, viewport) => {
  it('lists the day’s learning on /tefillah and opens Daf Yomi in the app', async () => {
    const { page, context } = await pageAt(viewport, '2026-11-24T08:00:00');
    await page.goto('/tefillah');
    const daf = page.getByRole('link', { name: 'Arachin 7' });
    await eventually(() => daf.isVisible()).toBe(true);
    await daf.click();
    await eventually(() => new URL(page.url()).pathname).toBe('/learn');
    expect(new URL(page.url()).searchParams.get('ref')).toBe('Arakhin 7a-7b');
    await eventually(() => page.getByRole('heading', { name: 'Daf Yomi', level: 1 }).isVisible()).toBe(true);
    // Not recorded (the network is closed): the page says the library failed, not a blank.
    await eventually(() => page.getByText('Arakhin 7a-7b could not be loaded').isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });

  it('opens Nach Yomi (Psalm 23 on 21 March 2027) with its text and version credit, the Tanakh in JPS 1917', async () => {
    const { page, context } = await pageAt(viewport, '2027-03-21T08:00:00');
    await page.goto('/tefillah');
    const nach = page.locator('a[href^="/learn?"][href*="title=Nach+Yomi"]');
    await eventually(() => nach.isVisible()).toBe(true);
    await nach.click();
    await eventually(() => new URL(page.url()).searchParams.get('ref')).toBe('Psalms 23');
    await eventually(() => page.locator('main').innerText()).toContain('The LORD is my shepherd; I shall not want.');
    expect(await page.getByTestId('version-credit').innerText()).toMatch(
      /Hebrew — [\s\S]*English — The Holy Scriptures: A New Translation \(JPS 1917\) \(Public Domain\)/,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});

describe('tehillim today', () => {
  it("links today's psalms on /tehillim", async () => {
    const { page, context } = await pageAt(MOBILE, '2026-11-24T08:00:00');
    await page.goto('/tehillim');
    const today = page.getByRole('navigation', { name: 'Today’s psalms' });
    // Psalm 72 ends the weekly portion (51-72) and begins the monthly one (72-76).
    await eventually(() => today.getByRole('link', { name: 'Psalm 72' }).count()).toBe(2);
    expect(await today.getByRole('link', { name: 'Psalm 51' }).getAttribute('href')).toBe('/tehillim?psalm=51');
    await context.close();
  });
});

describe('tefillah hub and dark mode', () => {
  it('credits the library, links the three pages, and toggles dark mode for the page only', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/tefillah');
    await eventually(() => page.getByRole('heading', { name: 'Prayer & Study', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sefaria' }).getAttribute('href')).toBe('https://www.sefaria.org');
    for (const [name, href] of [
      ['Siddur', '/siddur'],
      ['Weekly Parsha', '/parsha'],
      ['Tehillim', '/tehillim'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }

    const shell = page.getByTestId('text-page');
    const background = () => computed(shell, 'backgroundColor');
    const light = await background();
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await eventually(() => shell.getAttribute('data-appearance')).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await eventually(background).not.toBe(light);
    // Only the page: the site header keeps its light look.
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((e) => e.closest('.dark')),
    ).toBeNull();

    // Per page and not stored: the next page starts light.
    await page.getByRole('link', { name: 'Tehillim', exact: true }).click();
    await eventually(() => shell.getAttribute('data-appearance')).toBe('light');
    await context.close();
  });
});
