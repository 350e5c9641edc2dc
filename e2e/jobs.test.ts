// Browser journey of the import and geocoding jobs: an admin starts an OpenStreetMap import,
// the cron (fired through wrangler dev's /cdn-cgi/local/scheduled, as `npm start` fires it)
// carries it to the end against the recorded Overpass answers, the imported listings are
// found by search, and 'Add GPS Coordinates' places a listing typed in without coordinates.
// The listings it adds are removed at the end, so other journeys see the sample data only.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '#contract/jobs.ts';
import type { Synagogue } from '#contract/synagogues.ts';
import { baseURL, launchBrowser, newPage } from './browser.ts';
import { call, signInAsAdmin } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One cron tick, as scripts/lib/cron-ticker.ts fires it for `npm start`. */
async function tick() {
  const res = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
  expect(res.status).toBe(200);
}

async function runToEnd(page: Page, id: number): Promise<Job> {
  for (let i = 0; i < 30; i++) {
    await tick();
    const { json: job } = await call<Job>(page, 'GET', `/api/jobs/${id}`);
    if (job.status !== 'queued' && job.status !== 'running') return job;
  }
  throw new Error(`job ${id} did not finish`);
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

describe('import and geocoding jobs', () => {
  it('imports from OpenStreetMap through the cron, then geocodes a listing without coordinates', { timeout: 120_000 }, async () => {
    const { page, context } = await newPage(browser);
    await signInAsAdmin(page);
    // Another journey may have queued an import: finish it first.
    for (const job of (await call<Job[]>(page, 'GET', '/api/jobs?status=queued')).json) await runToEnd(page, job.id);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Start Import' }).click();
    await toast(page, 'Import started');
    const [started] = (await call<Job[]>(page, 'GET', '/api/jobs?kind=import&limit=1')).json;
    expect(started).toMatchObject({ source: 'osm', status: 'queued', unit: 'elements' });

    const done = await runToEnd(page, started!.id);
    // 14 recorded elements in one worldwide answer: one without a name and one former
    // synagogue are left out.
    expect(done).toMatchObject({ status: 'succeeded', inserted: 12, skipped: 2, failed: 0, lastError: null });
    expect(done.processed).toBe(done.total);

    await page.goto(`/search?q=${encodeURIComponent('Neue Synagoge')}`);
    await page.getByText('Neue Synagoge').first().waitFor();
    await page.getByText('Oranienburger Straße 28-30').first().waitFor();

    const created = await call<Synagogue>(page, 'POST', '/api/synagogues', {
      name: `Geocode Me ${Date.now()}`,
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '',
    });
    expect(created.status).toBe(201);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Add GPS Coordinates' }).click();
    await toast(page, /Added coordinates to \d+ synagogues? using basic city lookup/);
    const placed = await call<Synagogue>(page, 'GET', `/api/synagogues/${created.json.id}`);
    expect(placed.json).toMatchObject({ geocodePrecision: 'city', latitude: expect.stringMatching(/^39\.8/) });

    // Leave the shared database as the other journeys expect it.
    const { json: all } = await call<Synagogue[]>(page, 'GET', '/api/synagogues?limit=5000&includeInactive=true');
    for (const listing of all.filter((s) => s.source === 'osm' || s.id === created.json.id)) {
      expect((await call(page, 'DELETE', `/api/synagogues/${listing.id}`)).status).toBeLessThan(300);
    }
    await context.close();
  });
});
