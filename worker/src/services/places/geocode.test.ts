import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GeocodeResponse, JobConflict } from '#contract/jobs.ts';
import { adminCookie } from '#worker-test/auth.ts';
import { api } from '#worker-test/helpers.ts';
import { addListings } from '#worker-test/listings.ts';
import { insertPlaces } from '#worker-test/places.ts';
import worker from '../../index.ts';
import { REQUEST_LIMITS } from '../jobs/budget.ts';
import { postalKeys } from './geocode.ts';

let admin: string;
beforeAll(async () => {
  admin = await adminCookie();
  await insertPlaces();
});
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
});

const geocode = () => api('/api/geocode-synagogues-basic', { method: 'POST', cookie: admin });
const position = (id: number) =>
  env.DB.prepare('SELECT latitude, longitude, geocode_precision AS precision FROM synagogues WHERE id = ?').bind(id).first();

describe('basic city lookup', () => {
  it('gives listings without coordinates those of their ZIP code or city, and never moves existing ones', async () => {
    const [brooklynZip, springfieldMa, springfieldIl, toronto, london, jerusalem, atlantis, placed, zeroZero, nyc] = await addListings(
      { city: 'Brooklyn', state: 'NY', zipCode: '11230-1234' },
      { city: 'Springfield', state: 'MA' },
      // An unknown ZIP falls back to the city, and the state picks among the Springfields.
      { city: 'Springfield', state: 'il', zipCode: '62799' },
      { city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6', country: 'Canada' },
      // London, England, not London, Ontario.
      { city: 'London', country: 'United Kingdom' },
      { city: 'Jerusalem', country: 'Israel' },
      { city: 'Atlantis', country: 'Greece' },
      { city: 'Chicago', state: 'IL', latitude: 41.9, longitude: -87.6, geocodePrecision: 'exact' },
      // The admin form's default 0,0 means "no coordinates".
      { city: 'Chicago', state: 'IL', latitude: 0, longitude: 0 },
      { city: 'new york city', state: 'NY' },
    );
    const res = await geocode();
    expect(res.status).toBe(200);
    const body = (await res.json()) as GeocodeResponse;
    expect(body).toMatchObject({ succeeded: 8, failed: 1, remaining: 0 });
    expect(body.job).toMatchObject({
      kind: 'geocode',
      status: 'succeeded',
      unit: 'listings',
      total: 9,
      processed: 9,
      updated: 8,
      failed: 1,
    });

    expect(await position(brooklynZip!.id)).toEqual({ latitude: 40.6225, longitude: -73.965, precision: 'zip' });
    expect(await position(springfieldMa!.id)).toEqual({ latitude: 42.10148, longitude: -72.58981, precision: 'city' });
    expect(await position(springfieldIl!.id)).toEqual({ latitude: 39.80172, longitude: -89.64371, precision: 'city' });
    expect(await position(toronto!.id)).toEqual({ latitude: 43.6525, longitude: -79.3686, precision: 'zip' });
    expect(await position(london!.id)).toEqual({ latitude: 51.50853, longitude: -0.12574, precision: 'city' });
    expect(await position(jerusalem!.id)).toEqual({ latitude: 31.76904, longitude: 35.21633, precision: 'city' });
    expect(await position(atlantis!.id)).toEqual({ latitude: null, longitude: null, precision: null });
    expect(await position(placed!.id)).toEqual({ latitude: 41.9, longitude: -87.6, precision: 'exact' });
    expect(await position(zeroZero!.id)).toEqual({ latitude: 41.85003, longitude: -87.65005, precision: 'city' });
    expect(await position(nyc!.id)).toEqual({ latitude: 40.71427, longitude: -74.00597, precision: 'city' });

    // Only the listing it could not place is left for the next pass.
    const again = (await (await geocode()).json()) as GeocodeResponse;
    expect(again).toMatchObject({ succeeded: 0, failed: 1, remaining: 0 });
  });

  it('finishes in the request when few listings lack coordinates; otherwise the cron carries on', async () => {
    const many = REQUEST_LIMITS.batchRows * REQUEST_LIMITS.maxQueries; // more than one request can do
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO synagogues (name, address, city, state) SELECT 'Shul ' || i, i || ' Main St', 'Brooklyn', 'NY' FROM n`,
    )
      .bind(many)
      .run();
    const body = (await (await geocode()).json()) as GeocodeResponse;
    expect(body.job.status).toBe('running');
    expect(body.succeeded).toBeGreaterThan(0);
    expect(body.remaining).toBe(many - body.succeeded);
    expect(body.job.nextRunAt).toBeNull();

    const busy = await geocode();
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as JobConflict).job.id).toBe(body.job.id);

    let at = Date.now();
    for (let i = 0; i < 10; i++) {
      at += 60_000;
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
      const job = await env.DB.prepare('SELECT status FROM jobs WHERE id = ?').bind(body.job.id).first('status');
      if (job !== 'running') break;
    }
    const done = (await (await api(`/api/jobs/${body.job.id}`, { cookie: admin })).json()) as GeocodeResponse['job'];
    expect(done).toMatchObject({ status: 'succeeded', total: many, processed: many, updated: many, failed: 0 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM synagogues WHERE latitude IS NULL').first('n')).toBe(0);
  });

  it('reads postal codes as the places table holds them', () => {
    expect(postalKeys('11230-1234', 'US')).toEqual(['11230', null]);
    expect(postalKeys('11230', 'US')).toEqual(['11230', null]);
    expect(postalKeys('1123', 'US')).toEqual([null, null]);
    expect(postalKeys('m5v 2t6', 'CA')).toEqual(['M5V 2T6', 'M5V']);
    expect(postalKeys('M5V', 'CA')).toEqual(['M5V', 'M5V']);
    expect(postalKeys('75009', 'FR')).toEqual([null, null]);
  });
});
