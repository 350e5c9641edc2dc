import { env } from 'cloudflare:workers';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../env.ts';
import { network } from '#worker-test/network.ts';
import { createDb } from '../../db.ts';
import { CRON_LIMITS } from '../jobs/budget.ts';
import { advanceJobs } from '../jobs/engine.ts';
import { runnersFor } from '../jobs/runner-registry.ts';
import { startImport } from '../jobs/start.ts';
import { mapPartnerItem, partnerFeedConfig, PartnerFeedConfigError, type PartnerFeedEnv } from './partner-feed.ts';

const FEED_URL = 'https://directory.example.org/export/synagogues.json';
const FIELDS = {
  items: 'data.synagogues',
  sourceId: 'uid',
  name: 'title',
  address: 'location.street',
  city: 'location.city',
  state: 'location.region',
  zipCode: 'location.postal',
  country: 'location.country',
  latitude: 'location.lat',
  longitude: 'location.lng',
  nusach: 'rite',
  hasWheelchairAccess: 'accessible',
  minyanTimes: 'schedule',
};
const partnerEnv: Env & PartnerFeedEnv = { ...env, PARTNER_FEED_URL: FEED_URL, PARTNER_FEED_FIELDS: JSON.stringify(FIELDS) };

const ITEMS = [
  {
    uid: 'p-2',
    title: 'Beth Israel',
    location: { street: '10 Oak Ave', city: 'Springfield', region: 'MA', postal: '01103', country: 'US', lat: '42.1', lng: '-72.59' },
    rite: 'Nusach Ari',
    accessible: 'yes',
    schedule: 'Shacharit 7:00',
  },
  // No coordinates: a geocoding pass places it later.
  { uid: 'p-1', title: 'Ohel Torah', location: { street: '5 Elm St', city: 'Toronto', region: 'ON', country: 'Canada' }, rite: 'sephardi' },
  { uid: 'p-3', title: '', location: { city: 'Nowhere' } },
  { title: 'No id' },
];

describe('partner feed', () => {
  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare('DELETE FROM synagogues'), env.DB.prepare('DELETE FROM jobs')]);
  });

  it('needs a URL and a valid field map', () => {
    expect(() => partnerFeedConfig(env)).toThrow(PartnerFeedConfigError);
    expect(() => partnerFeedConfig({ ...env, PARTNER_FEED_URL: 'ftp://x' })).toThrow('PARTNER_FEED_URL');
    expect(() => partnerFeedConfig({ ...partnerEnv, PARTNER_FEED_FIELDS: '{' })).toThrow('not valid JSON');
    expect(() => partnerFeedConfig({ ...partnerEnv, PARTNER_FEED_FIELDS: '{"title":"name"}' })).toThrow('PARTNER_FEED_FIELDS');
    expect(partnerFeedConfig({ ...env, PARTNER_FEED_URL: FEED_URL }).fields).toMatchObject({
      sourceId: 'id',
      name: 'name',
      zipCode: 'zipCode',
    });
  });

  it('maps an item through the field map', () => {
    const { fields } = partnerFeedConfig(partnerEnv);
    expect(mapPartnerItem(ITEMS[0], fields)).toEqual({
      ok: true,
      listing: {
        sourceId: 'p-2',
        name: 'Beth Israel',
        hebrewName: null,
        names: null,
        address: '10 Oak Ave',
        city: 'Springfield',
        state: 'MA',
        zipCode: '01103',
        country: 'USA',
        latitude: 42.1,
        longitude: -72.59,
        phone: null,
        website: null,
        nusach: 'arizal',
        hasWheelchairAccess: true,
        openingHours: null,
        minyanTimes: 'Shacharit 7:00',
      },
    });
    // Names by language, under the field map's `names` (its own name here): each read as text, other languages left out.
    const names = { title: 'Synagogue de la rue', uid: 'p-9', names: { fr: ' Synagogue de la rue ', de: 'Synagoge', ru: 5, es: '' } };
    expect(mapPartnerItem(names, fields)).toMatchObject({ listing: { names: { fr: 'Synagogue de la rue', ru: '5' } } });
    expect(mapPartnerItem({ ...names, names: 'Synagogue' }, fields)).toMatchObject({ listing: { names: null } });
    expect(mapPartnerItem(ITEMS[2], fields)).toEqual({ ok: false, reason: 'no-name' });
    expect(mapPartnerItem(ITEMS[3], fields)).toEqual({ ok: false, reason: 'no-id' });
    expect(mapPartnerItem({ uid: 'x', title: 'Y', location: { lat: 95, lng: 10 } }, fields)).toMatchObject({
      listing: { latitude: null, longitude: null },
    });
  });

  it('imports the feed as a job, re-imports without duplicates, and keeps coordinates a geocoder added', async () => {
    network.use(http.get(FEED_URL, () => HttpResponse.json({ data: { synagogues: ITEMS } })));
    const db = createDb(env.DB);
    const run = async () => {
      const started = await startImport(db, partnerEnv, 'partner', null);
      if (!started.ok) throw new Error('not started');
      await advanceJobs(db, runnersFor({ db, env: partnerEnv }), CRON_LIMITS, Date.now());
      return env.DB.prepare('SELECT status, total, processed, inserted, updated, skipped, failed FROM jobs WHERE id = ?')
        .bind(started.job.id)
        .first();
    };
    expect(await run()).toEqual({ status: 'succeeded', total: 4, processed: 4, inserted: 2, updated: 0, skipped: 1, failed: 1 });
    const rows = await env.DB.prepare(
      'SELECT source, source_id, name, city, country, nusach, latitude, geocode_precision FROM synagogues ORDER BY source_id',
    ).all();
    expect(rows.results).toEqual([
      {
        source: 'partner',
        source_id: 'p-1',
        name: 'Ohel Torah',
        city: 'Toronto',
        country: 'Canada',
        nusach: 'mizrachi',
        latitude: null,
        geocode_precision: null,
      },
      {
        source: 'partner',
        source_id: 'p-2',
        name: 'Beth Israel',
        city: 'Springfield',
        country: 'USA',
        nusach: 'arizal',
        latitude: 42.1,
        geocode_precision: 'exact',
      },
    ]);

    await env.DB.prepare(
      "UPDATE synagogues SET latitude = 43.65, longitude = -79.38, geocode_precision = 'city' WHERE source_id = 'p-1'",
    ).run();
    expect(await run()).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0 });
    expect(await env.DB.prepare("SELECT latitude, geocode_precision FROM synagogues WHERE source_id = 'p-1'").first()).toEqual({
      latitude: 43.65,
      geocode_precision: 'city',
    });
  });

  it('fails a partner import at once when the deployment has no feed configured', async () => {
    const db = createDb(env.DB);
    const started = await startImport(db, partnerEnv, 'partner', null);
    const [report] = await advanceJobs(db, runnersFor({ db, env }), CRON_LIMITS, Date.now());
    expect(report).toMatchObject({ jobId: started.ok ? started.job.id : 0, status: 'failed' });
    expect(await env.DB.prepare('SELECT status, last_error FROM jobs').first()).toEqual({
      status: 'failed',
      last_error: 'The partner feed is not configured: set PARTNER_FEED_URL to its http(s) URL',
    });
  });
});
