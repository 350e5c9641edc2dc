// The traveller inputs (worker/test/traveller-inputs.ts) against every real namesake of theirs
// in the gazetteer (worker/test/gazetteer-fixture.json), through /api/places/resolve.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPlace } from '#contract/places.ts';
import fixture from '../../test/gazetteer-fixture.json';
import { api } from '../../test/helpers.ts';
import { insertPlaces, type PlaceTestRow } from '../../test/places.ts';
import { FIRST_INPUTS, TRAVELLER_INPUTS, type TravellerInput } from '../../test/traveller-inputs.ts';
import { distanceKm } from '../services/geo/geo.ts';

beforeAll(() => insertPlaces(fixture.places as PlaceTestRow[]));

async function resolve({ q, visitor }: TravellerInput) {
  const res = await api(`/api/places/resolve?q=${encodeURIComponent(q)}`, { headers: visitor ? { 'cf-ipcountry': visitor } : {} });
  return { status: res.status, body: (await res.json()) as ResolvedPlace };
}

describe('traveller inputs', () => {
  it('cover English, Hebrew, Russian and French: the first 92, and 40 or more neighbourhoods in English and their own script', () => {
    expect(TRAVELLER_INPUTS.length).toBeGreaterThanOrEqual(FIRST_INPUTS + 40);
    expect(new Set(TRAVELLER_INPUTS.map((i) => i.language))).toEqual(new Set(['en', 'he', 'ru', 'fr']));
    const neighbourhoods = TRAVELLER_INPUTS.slice(FIRST_INPUTS);
    expect(neighbourhoods.every((i) => i.at && i.name)).toBe(true);
    expect(new Set(neighbourhoods.map((i) => i.language))).toEqual(new Set(['en', 'he', 'ru', 'fr']));
  });

  it.each(TRAVELLER_INPUTS)('$q', async (input) => {
    const { status, body } = await resolve(input);
    expect(status).toBe(200);
    if (input.geonameid !== undefined) expect(body.geonameid, body.label).toBe(input.geonameid);
    if (input.at) expect(distanceKm(body.latitude, body.longitude, input.at[0], input.at[1]), body.label).toBeLessThan(5);
    if (input.name) expect(body.name).toBe(input.name);
    for (const id of input.choices ?? []) {
      expect([body.geonameid, ...body.choices.map((c) => c.geonameid)], `${input.q}: ${body.label}`).toContain(id);
    }
    if (input.choices) expect(body.choices.length).toBeGreaterThan(0);
    console.log(
      `| ${input.q} | ${input.language} | ${body.label} | ${body.geonameid ?? `${body.latitude}, ${body.longitude}`} | ${body.choices.map((c) => c.label).join('; ')} |`,
    );
  });

  it('offers choices with region and country for an ambiguous name, and none for a clear one', async () => {
    const { body } = await resolve({ q: 'Springfield', language: 'en' });
    expect([body, ...body.choices].map((c) => c.context)).toEqual(
      expect.arrayContaining(['Massachusetts, United States', 'Illinois, United States']),
    );
    expect((await resolve({ q: 'Har Nof', language: 'en' })).body).toMatchObject({ label: 'Har Nof, Jerusalem, Israel', choices: [] });
    expect((await resolve({ q: 'Crown Heights', language: 'en' })).body.label).toBe('Crown Heights, Brooklyn, NY');
  });
});
