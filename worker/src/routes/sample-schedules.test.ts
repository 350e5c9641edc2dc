import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import type { NextMinyanResponse } from '#contract/minyanim.ts';
import { buildSampleSql } from '../../../scripts/seed/build-sample-sql.ts';
import { api, json } from '../../test/helpers.ts';

it('gives every sample listing a schedule, so Minyan now in Brooklyn finds minyanim morning, midday and evening', async () => {
  for (const statement of buildSampleSql().split(/;\n/)) if (statement.trim()) await env.DB.prepare(statement).run();
  const counts = await env.DB.prepare(
    "SELECT count(*) AS listings, (SELECT count(*) FROM synagogues WHERE source = 'sample') AS samples FROM (SELECT DISTINCT synagogue_id FROM minyanim)",
  ).first<{ listings: number; samples: number }>();
  expect(counts!.listings).toBe(counts!.samples);
  const found: Record<string, string[]> = {};
  for (const hour of ['08:00', '13:00', '19:00']) {
    const at = encodeURIComponent(`2026-11-24T${hour}:00-05:00`);
    const body = await json<NextMinyanResponse>(await api(`/api/minyanim/next?lat=40.6501&lng=-73.9496&at=${at}`));
    found[hour] = body.items.map((i) => `${i.time} ${i.tefillah} ${i.synagogue.name}`);
    expect(body.items.length).toBeGreaterThan(0);
  }
});
