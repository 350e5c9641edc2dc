// The search map opens on all its results, at a phone's width and a desktop's: every result with
// coordinates is inside the view, no marker sits under the status label or the map's controls,
// and the status counts what is in view. Cities with a few listings close together (London,
// Paris, Jerusalem), a borough with several (Brooklyn), and the whole directory's first page
// spread over four continents.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, newPage } from './browser.ts';
import { serveMapTiles } from './mapTiles.ts';
import { call } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many listings the markers stand for: a cluster its count, a listing one. */
async function markedListings(markers: Locator): Promise<number> {
  const counts = await markers.evaluateAll((els) =>
    els.map((el) => (el.getAttribute('data-marker') === 'cluster' ? Number(el.textContent) : 1)),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  return await locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
}

async function mappableCount(page: Page, q: string): Promise<number> {
  const query = q ? `search=${encodeURIComponent(q)}&` : '';
  const results = (await call<{ latitude: string | null; longitude: string | null }[]>(page, 'GET', `/api/synagogues?${query}limit=20`))
    .json;
  return results.filter((s) => s.latitude && s.longitude).length;
}

const CASES = ['London', 'Brooklyn', 'Paris', 'Jerusalem', ''];

describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
])('the search map at %s', (_, viewport) => {
  it.each(CASES)('shows every mappable result of "%s" in view, clear of the controls', async (q) => {
    const { page, context } = await newPage(browser, viewport);
    await serveMapTiles(context);
    await page.goto(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    const expected = await mappableCount(page, q);
    expect(expected, `sample data has listings with coordinates for "${q}"`).toBeGreaterThan(q ? 1 : 10);

    const region = page.getByRole('region', { name: 'Map of synagogues' });
    // The map starts once its box is on screen: below the list on a phone.
    await region.scrollIntoViewIfNeeded();
    const status = region.getByRole('status');
    const label = `Showing ${expected} synagogues in view`;
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toBe(label);
    const markers = region.locator('[data-marker]');
    await expect.poll(() => markedListings(markers), { timeout: 15_000 }).toBe(expected);

    const map = (await region.boundingBox())!;
    const covered = [
      ...(await boxesOf(status)),
      ...(await boxesOf(region.locator('.maplibregl-ctrl-top-right .maplibregl-ctrl'))),
      ...(await boxesOf(region.locator('.maplibregl-ctrl-bottom-right .maplibregl-ctrl'))),
    ];
    expect(covered.length).toBe(3);
    for (const marker of await boxesOf(markers)) {
      expect(inside(marker, map), `marker ${JSON.stringify(marker)} inside the map ${JSON.stringify(map)}`).toBe(true);
      for (const control of covered)
        expect(overlaps(marker, control), `marker ${JSON.stringify(marker)} clear of ${JSON.stringify(control)}`).toBe(false);
    }
    await context.close();
  });
});
