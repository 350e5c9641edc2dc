import { describe, expect, it } from 'vitest';
import { PRESET_CITIES } from '../schema/places.ts';
import { buildPlacesSql, cityRows, postalRows } from './build-places.ts';

describe('build-places', () => {
  const cities = cityRows();
  const postal = postalRows();

  it('turns GeoNames cities into rows with a time zone and an ASCII name', () => {
    expect(cities.length).toBeGreaterThan(100_000);
    expect(cities.filter((r) => !/^[\x20-\x7e]+$/.test(r.asciiName))).toEqual([]);
    expect(cities.filter((r) => !/^(Etc\/|[A-Z][A-Za-z_]+\/)[A-Za-z0-9_/+-]+$/.test(r.tzid))).toEqual([]);
    expect(cities.find((r) => r.geonameid === 3133895)).toMatchObject({ name: 'Tromsø', asciiName: 'Tromso', country: 'NO', tzid: 'Europe/Oslo' });
  });

  it('agrees with the preset table on every preset city', () => {
    const byId = new Map(cities.map((r) => [r.geonameid, r]));
    for (const p of PRESET_CITIES) {
      const row = byId.get(p.geonameid);
      expect(row, p.name).toMatchObject({ country: p.country, admin1: p.admin1, latitude: p.latitude, longitude: p.longitude, tzid: p.tzid });
    }
  });

  it('adds US ZIP codes and Canadian postal districts with their state or province', () => {
    expect(postal.find((r) => r.zip === '10001')).toMatchObject({ kind: 'zip', name: 'New York', admin1: 'NY', country: 'US', tzid: 'America/New_York' });
    expect(postal.find((r) => r.zip === 'M5V')).toMatchObject({ name: 'Downtown Toronto', admin1: 'ON', country: 'CA', tzid: 'America/Toronto' });
    expect(postal.filter((r) => r.country === 'US').length).toBeGreaterThan(40_000);
    expect(postal.every((r) => Number.isFinite(r.latitude) && Number.isFinite(r.longitude))).toBe(true);
  });

  it('writes statements that wrangler d1 execute accepts (each under 100 KB)', () => {
    const sql = buildPlacesSql();
    const statements = sql.split(';\n').filter((s) => s.trim());
    expect(statements[0]).toBe('DELETE FROM places');
    for (const s of statements) expect(new TextEncoder().encode(s).length).toBeLessThan(100_000);
    expect(sql.match(/^\('(city|zip)'/gm)).toHaveLength(cities.length + postal.length);
  }, 30_000);
});
