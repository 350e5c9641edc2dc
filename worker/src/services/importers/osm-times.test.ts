// OpenStreetMap times through the import job: service_times becomes rules with source 'osm'
// (change log, freshness, 'Minyan now' catch-up), what does not convert stays as text, and a
// re-import never touches rules a person has taken over. The elements are our own hand-written
// ones (Brooklyn positions), not recorded OpenStreetMap data.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '#contract/jobs.ts';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { adminCookie } from '#worker-test/auth.ts';
import { api } from '#worker-test/helpers.ts';
import { runImportJob } from '#worker-test/import-job.ts';

let admin: string;

beforeAll(async () => {
  admin = await adminCookie();
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM synagogues'),
    env.DB.prepare('DELETE FROM jobs'),
    env.DB.prepare('DELETE FROM listing_changes'),
  ]);
  const staged = await env.IMPORTS.list();
  if (staged.objects.length) await env.IMPORTS.delete(staged.objects.map((o) => o.key));
});

const shul = (id: number, name: string, tags: Record<string, string>) => ({
  type: 'node' as const,
  id,
  lat: 40.634 + id / 1000,
  lon: -73.99,
  tags: {
    amenity: 'place_of_worship',
    religion: 'jewish',
    name,
    'addr:city': 'Brooklyn',
    'addr:state': 'NY',
    'addr:country': 'US',
    ...tags,
  },
});

/** Runs a whole import of `elements` through the cron. */
async function runImport(elements: unknown[]): Promise<Job> {
  const job = await runImportJob(elements, admin);
  expect(job.status).toBe('succeeded');
  return job;
}

interface Row {
  id: number;
  osm_service_times: string | null;
  times_source: string | null;
  times_confirmed_at: number | null;
}
const listing = (sourceId: string) =>
  env.DB.prepare('SELECT id, osm_service_times, times_source, times_confirmed_at FROM synagogues WHERE source_id = ?')
    .bind(sourceId)
    .first<Row>();

/** A listing's rules in words, e.g. 'osm shacharit mon,tue 07:00' or 'osm mincha fri sunset-15'. */
async function rules(sourceId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.source, m.tefillah, m.days, m.time, m.zman, m.offset_minutes FROM minyanim m JOIN synagogues s ON s.id = m.synagogue_id WHERE s.source_id = ?`,
  )
    .bind(sourceId)
    .all<{ source: string; tefillah: string; days: string; time: string | null; zman: string | null; offset_minutes: number }>();
  return results
    .map((r) => `${r.source} ${r.tefillah} ${(JSON.parse(r.days) as string[]).join(',')} ${r.time ?? `${r.zman}${r.offset_minutes}`}`)
    .sort();
}

async function changes(sourceId: string) {
  const { results } = await env.DB.prepare(
    `SELECT c.action, c.actor_kind, c.before, c.after FROM listing_changes c JOIN synagogues s ON s.id = c.synagogue_id WHERE s.source_id = ? ORDER BY c.id`,
  )
    .bind(sourceId)
    .all<{ action: string; actor_kind: string; before: string | null; after: string | null }>();
  return results;
}

const A = 'node/1';
const B = 'node/2';
const C = 'node/3';
const D = 'node/4';
const elements = (aTimes: Record<string, string>) => [
  shul(1, 'Shul A', { service_times: 'Mo-Fr 07:00,(sunset-00:15); Sa 09:00', 'check_date:service_times': '2026-03-01', ...aTimes }),
  // Holidays make weeks differ: nothing converts.
  shul(2, 'Shul B', { service_times: 'Sa 09:00; PH 08:00' }),
  // 18:00 is Mincha in winter and Maariv in summer in Brooklyn: the morning converts, the value stays as text.
  shul(3, 'Shul C', { service_times: 'Su 09:00,18:00' }),
  // The building's visiting hours: not services.
  shul(4, 'Shul D', { opening_hours: 'Mo-Su 09:00-17:00' }),
];

describe('times from OpenStreetMap in the import', { timeout: 120_000 }, () => {
  it('turns service_times into osm rules, keeps the rest as published text, and says where the times come from', async () => {
    await runImport(elements({}));

    expect(await rules(A)).toEqual([
      'osm mincha mon,tue,wed,thu,fri sunset-15',
      'osm shacharit mon,tue,wed,thu,fri 07:00',
      'osm shacharit sat 09:00',
    ]);
    expect(await listing(A)).toMatchObject({ osm_service_times: null, times_source: 'osm', times_confirmed_at: Date.UTC(2026, 2, 1) });
    const log = await changes(A);
    expect(log).toHaveLength(3);
    expect(log.every((c) => c.action === 'create' && c.actor_kind === 'import' && c.before === null)).toBe(true);
    expect(log.map((c) => JSON.parse(c.after!) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        tefillah: 'mincha',
        days: ['mon', 'tue', 'wed', 'thu', 'fri'],
        zman: 'sunset',
        offsetMinutes: -15,
        source: 'osm',
      }),
    );

    expect(await rules(B)).toEqual([]);
    expect(await listing(B)).toMatchObject({ osm_service_times: 'Sa 09:00; PH 08:00', times_source: 'osm', times_confirmed_at: null });
    expect(await rules(C)).toEqual(['osm shacharit sun 09:00']);
    expect(await listing(C)).toMatchObject({ osm_service_times: 'Su 09:00,18:00', times_source: 'osm' });
    expect(await rules(D)).toEqual([]);
    expect(await listing(D)).toMatchObject({ osm_service_times: null, times_source: null });

    // The listing page: the rules, their week, and 'From OpenStreetMap'.
    const a = (await (await api(`/api/synagogues/${(await listing(A))!.id}`)).json()) as SynagogueDetail;
    expect(a.minyanim.map((m) => m.source)).toEqual(['osm', 'osm', 'osm']);
    expect(a.upcoming.length).toBeGreaterThan(0);
    expect(a.freshness).toMatchObject({ source: 'osm', label: 'From OpenStreetMap, checked on 1 Mar 2026' });
    const b = (await (await api(`/api/synagogues/${(await listing(B))!.id}`)).json()) as SynagogueDetail;
    expect(b).toMatchObject({
      osmServiceTimes: 'Sa 09:00; PH 08:00',
      freshness: { source: 'osm', label: 'From OpenStreetMap', stale: true },
    });
    const d = (await (await api(`/api/synagogues/${(await listing(D))!.id}`)).json()) as SynagogueDetail;
    expect(d.freshness.label).toBeNull();

    // 'Minyan now' finds the converted times (the new listing's minyanim are expanded on its first read).
    const next = await api(`/api/minyanim/next?lat=40.635&lng=-73.99&radiusKm=5&within=1440&at=2026-03-09T05:00:00-04:00`);
    const items = ((await next.json()) as { items: { synagogue: { name: string }; time: string; freshness: { source: string } }[] }).items;
    expect(items).toContainEqual(
      expect.objectContaining({
        synagogue: expect.objectContaining({ name: 'Shul A' }),
        time: '07:00',
        freshness: expect.objectContaining({ source: 'osm' }),
      }),
    );
  });

  it('a re-import writes nothing when the times are unchanged, and replaces the osm rules when they changed', async () => {
    await runImport(elements({}));
    const before = await env.DB.prepare('SELECT id FROM minyanim ORDER BY id').all();
    await runImport(elements({}));
    expect((await env.DB.prepare('SELECT id FROM minyanim ORDER BY id').all()).results).toEqual(before.results);
    expect(await changes(A)).toHaveLength(3);

    const aId = (await listing(A))!.id;
    await runImport(elements({ service_times: 'Mo-Fr 07:10; Sa 09:00' }));
    expect(await rules(A)).toEqual(['osm shacharit mon,tue,wed,thu,fri 07:10', 'osm shacharit sat 09:00']);
    const log = await changes(A);
    expect(log.map((c) => c.action)).toEqual(['create', 'create', 'create', 'delete', 'delete', 'delete', 'create', 'create']);
    expect(log.slice(3).every((c) => c.actor_kind === 'import')).toBe(true);
    // Its minyanim for the coming days were expanded again from the new rules (by the same tick's refresh).
    const { results: occurrences } = await env.DB.prepare(
      'SELECT DISTINCT o.time, o.minyan_id IN (SELECT id FROM minyanim WHERE synagogue_id = ?) AS current FROM minyan_occurrences o WHERE o.synagogue_id = ? ORDER BY 1',
    )
      .bind(aId, aId)
      .all<{ time: string; current: number }>();
    expect(occurrences).toEqual([
      { time: '07:10', current: 1 },
      { time: '09:00', current: 1 },
    ]);

    // A visitor's 'These times are right' outlasts a re-import of the same times.
    const confirmed = await api(`/api/synagogues/${aId}/confirm`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    const { timesConfirmedAt } = (await confirmed.json()) as { timesConfirmedAt: string };
    await runImport(elements({ service_times: 'Mo-Fr 07:10; Sa 09:00' }));
    expect((await listing(A))!.times_confirmed_at).toBe(Date.parse(timesConfirmedAt));
    // New times are as fresh as their own check_date.
    await runImport(elements({ service_times: 'Mo-Fr 07:05; Sa 09:00' }));
    expect((await listing(A))!.times_confirmed_at).toBe(Date.UTC(2026, 2, 1));

    // service_times gone from OpenStreetMap: its rules go, and with them the 'From OpenStreetMap' source.
    const [, ...rest] = elements({});
    await runImport([shul(1, 'Shul A', {}), ...rest]);
    expect(await rules(A)).toEqual([]);
    expect(await listing(A)).toMatchObject({ osm_service_times: null, times_source: null, times_confirmed_at: null });
  });

  it('never touches the rules of a listing whose rules an admin or manager edited', async () => {
    await runImport(elements({}));
    const aId = (await listing(A))!.id;
    // An admin adds a Maariv: the rules are now a person's ('minyanim' in editedFields).
    const added = await api(`/api/synagogues/${aId}/minyanim`, {
      method: 'POST',
      cookie: admin,
      json: { tefillah: 'maariv', days: ['mon'], time: '21:00' },
    });
    expect(added.status).toBe(201);
    const kept = await rules(A);
    expect(kept).toEqual([
      'admin maariv mon 21:00',
      'osm mincha mon,tue,wed,thu,fri sunset-15',
      'osm shacharit mon,tue,wed,thu,fri 07:00',
      'osm shacharit sat 09:00',
    ]);
    const logged = (await changes(A)).length;

    await runImport(elements({ service_times: 'Mo-Fr 06:30; Sa 08:45' }));
    expect(await rules(A)).toEqual(kept);
    expect(await changes(A)).toHaveLength(logged);
    expect(await listing(A)).toMatchObject({ times_source: 'admin', osm_service_times: null });
  });

  it('leaves a listing with rules from another source alone even without editedFields, and drops its published text', async () => {
    await runImport(elements({}));
    const bId = (await listing(B))!.id;
    await env.DB.prepare(
      `INSERT INTO minyanim (synagogue_id, tefillah, days, time, source) VALUES (?, 'shacharit', '["sat"]', '08:30', 'visitor')`,
    )
      .bind(bId)
      .run();
    await runImport(elements({}).map((e) => (e.id === 2 ? { ...e, tags: { ...e.tags, service_times: 'Sa 09:15' } } : e)));
    expect(await rules(B)).toEqual(['visitor shacharit sat 08:30']);
    expect(await listing(B)).toMatchObject({ osm_service_times: null });
  });
});
