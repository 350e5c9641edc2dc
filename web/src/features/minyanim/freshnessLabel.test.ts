import { describe, expect, it } from 'vitest';
import type { TimesFreshness } from '#domain/freshness.ts';
import type { Locale } from '#domain/languages.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { freshnessLabel } from './freshnessLabel.ts';

const labelIn = async (locale: Locale, freshness: TimesFreshness) => {
  const catalog = await loadCatalog(locale);
  return freshnessLabel((id, values) => catalog[id](values), freshness, locale);
};

const confirmed: TimesFreshness = {
  source: 'shul',
  confirmedAt: '2026-11-03T10:00:00Z',
  stale: false,
  label: 'Confirmed by the shul on 3 Nov 2026',
};

describe('who vouches for the times, in the page language', () => {
  it('writes the API’s English line in English', async () => {
    expect(await labelIn('en', confirmed)).toBe('Confirmed by the shul on 3 Nov 2026');
    expect(await labelIn('en', { ...confirmed, source: 'osm' })).toBe('From OpenStreetMap, checked on 3 Nov 2026');
    expect(await labelIn('en', { ...confirmed, confirmedAt: null })).toBe('Confirmed by the shul');
  });

  it('words and dates it in each language', async () => {
    expect(await labelIn('he', confirmed)).toBe('אושר על ידי בית הכנסת ב־3 בנובמבר 2026');
    expect(await labelIn('fr', confirmed)).toBe('Confirmés par la synagogue le 3 novembre 2026');
    expect(await labelIn('es', { ...confirmed, source: 'visitor' })).toBe('Propuestos por un visitante el 3 de noviembre de 2026');
  });

  it('has no line when the listing has no times', async () => {
    expect(await labelIn('ru', { ...confirmed, label: null })).toBeNull();
  });
});
