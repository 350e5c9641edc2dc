import { describe, expect, it } from 'vitest';
import { PREFIX_RANGE_MAX, PREFIX_TOP, nameKey } from '#domain/place-names.ts';
import { PRESET_CITIES } from '#domain/places.ts';
import { buildPlaces, buildPlacesSql, placeKeys } from './build-places.ts';
import { NEIGHBOURHOODS } from './places/neighbourhoods.ts';

describe('build-places', () => {
  const seed = buildPlaces();
  const cities = seed.places.filter((r) => r.kind === 'city');
  const postal = seed.places.filter((r) => r.kind === 'zip');
  const byId = new Map(cities.map((r) => [r.geonameid, r]));
  const keysOf = (geonameid: number) => seed.names.filter(([, , id]) => id === byId.get(geonameid)!.id).map(([key]) => key);

  it('turns GeoNames cities500 into rows with a time zone, an ASCII name and a feature code', () => {
    expect(cities.length).toBeGreaterThan(190_000);
    expect(cities.filter((r) => !/^[\x20-\x7e]*$/.test(r.asciiName))).toEqual([]);
    expect(cities.filter((r) => !/^(Etc\/|[A-Z][A-Za-z_]+\/)[A-Za-z0-9_/+-]+$/.test(r.tzid))).toEqual([]);
    expect(byId.get(3133895)).toMatchObject({ name: 'Tromsø', asciiName: 'Tromso', country: 'NO', tzid: 'Europe/Oslo' });
    expect(byId.get(2643743)).toMatchObject({ featureCode: 'PPLC', area: null });
    // A city section is labelled with the city it belongs to.
    expect(byId.get(5109790)).toMatchObject({ name: 'Borough Park', admin1: 'NY', area: 'Brooklyn' });
    expect(byId.get(7535506)).toMatchObject({ name: 'Golders Green', area: 'London' });
  });

  it('agrees with the preset table on every preset city', () => {
    for (const p of PRESET_CITIES) {
      expect(byId.get(p.geonameid), p.name).toMatchObject({
        country: p.country,
        admin1: p.admin1,
        latitude: p.latitude,
        longitude: p.longitude,
        tzid: p.tzid,
      });
    }
  });

  it('indexes names and alternate names in Latin, Hebrew and Cyrillic script, folded', () => {
    expect(keysOf(281184)).toEqual(expect.arrayContaining(['jerusalem', 'yerushalayim', 'ירושלים', 'иерусалим']));
    expect(keysOf(703448)).toEqual(expect.arrayContaining(['kyiv', 'kiev', 'киев']));
    expect(keysOf(5109790)).toContain('boro park');
    // Other scripts are left out.
    expect(keysOf(2643743).filter((k) => /[\p{Script=Han}\p{Script=Arabic}]/u.test(k))).toEqual([]);
    expect(placeKeys(['Zürich', 'ZURICH', '12', 'X', '東京'])).toEqual(['zurich']);
  });

  it('indexes villages of under 1,000 people outside Israel under their own and Hebrew names only', () => {
    const villages = new Map(
      cities
        .filter((c) => c.population < 1000 && c.geonameid !== null && c.area === null && !['IL', 'PS'].includes(c.country))
        .map((c) => [c.id, c]),
    );
    expect(villages.size).toBeGreaterThan(50_000);
    const others = seed.names.filter(([key, , id]) => {
      const village = villages.get(id);
      return village && key !== nameKey(village.name) && key !== nameKey(village.asciiName) && !/\p{Script=Hebrew}/u.test(key);
    });
    expect(others).toEqual([]);
  });

  it('indexes a section of a large city under every alternate name, whatever its population', () => {
    // London's Hendon has no population in GeoNames.
    expect(byId.get(2647116)).toMatchObject({ population: 0, area: 'London' });
    expect(keysOf(2647116)).toContain('хендон');
  });

  it("adds the places GeoNames added after cities500's snapshot, from cities1000, once each", () => {
    const newer = cities.filter((c) => c.geonameid === null && c.featureCode === 'PPL');
    expect(newer.length).toBeGreaterThan(20_000);
    const thornhill = newer.filter((c) => c.name === 'Thornhill' && c.admin1 === 'ON');
    expect(thornhill).toEqual([
      expect.objectContaining({ latitude: 43.815, longitude: -79.4242, area: 'Vaughan', tzid: 'America/Toronto' }),
    ]);
    // Montreal's Outremont is the documented neighbourhood, not cities1000's as well.
    expect(cities.filter((c) => c.name === 'Outremont')).toEqual([expect.objectContaining({ featureCode: 'PPLX', geonameid: null })]);
    // A place cities500 has (Borough Park) is not added again.
    expect(cities.filter((c) => c.name === 'Borough Park')).toHaveLength(1);
  });

  const rankOf = (row: { id: number } | undefined, key: string) => seed.names.find(([k, , id]) => k === key && id === row!.id)?.[1];

  it('ranks a section of a large city at least as a town of a hundredth of its size', () => {
    const bondi = byId.get(2208290);
    const bondy = byId.get(3031815);
    // Bondi (9,891 people, Sydney's) before Bondy (48,268, near Paris), found by its Russian spelling 'Бонди' folded to 'bondi'.
    expect(rankOf(bondi, 'bondi')).toBeGreaterThan(rankOf(bondy, 'bondi')!);
    const thornhills = cities.filter((c) => c.name === 'Thornhill');
    const best = thornhills.reduce((a, b) => (rankOf(a, 'thornhill')! >= rankOf(b, 'thornhill')! ? a : b));
    expect(best).toMatchObject({ admin1: 'ON', country: 'CA' });
  });

  it('ranks a name borrowed from another place of the country below every place of that name', () => {
    const brooklyns = seed.names.filter(([key]) => key === 'brooklyn');
    const own = brooklyns.filter(([, , id]) => cities[id - 1]!.name === 'Brooklyn' && cities[id - 1]!.country === 'US');
    const lowest = Math.min(...own.map(([, rank]) => rank));
    // Oshkosh, Crystal Lake, Hopatcong, Salem and Three Rivers were once called Brooklyn.
    for (const geonameid of [5265838, 4889229, 5099289, 5271991, 5012194]) {
      expect(rankOf(byId.get(geonameid), 'brooklyn'), String(geonameid)).toBeLessThan(lowest);
    }
    // A name of the place in another spelling, or another country's place of that name, is not borrowed.
    const frankfurt = byId.get(2925533)!;
    expect(rankOf(frankfurt, 'frankfurt')).toBeGreaterThan(frankfurt.rank - 100);
    const moscow = byId.get(524901)!;
    expect(rankOf(moscow, 'moskva')).toBeGreaterThan(moscow.rank - 100);
  });

  it('adds the documented neighbourhoods, with their area and names', () => {
    for (const n of NEIGHBOURHOODS) {
      const row = cities.find((r) => r.name === n.name && r.geonameid === null);
      expect(row, n.name).toMatchObject({ area: n.area, country: n.country, featureCode: 'PPLX' });
      const keys = seed.names.filter(([, , id]) => id === row!.id).map(([key]) => key);
      expect(keys).toContain(nameKey(n.name));
      expect(n.source.length).toBeGreaterThan(20);
    }
  });

  it('adds US ZIP codes and Canadian postal districts with their state or province', () => {
    expect(postal.find((r) => r.zip === '10001')).toMatchObject({
      kind: 'zip',
      name: 'New York',
      admin1: 'NY',
      country: 'US',
      tzid: 'America/New_York',
    });
    expect(postal.find((r) => r.zip === 'M5V')).toMatchObject({
      name: 'Downtown Toronto',
      admin1: 'ON',
      country: 'CA',
      tzid: 'America/Toronto',
    });
    expect(postal.filter((r) => r.country === 'US').length).toBeGreaterThan(40_000);
    expect(postal.every((r) => Number.isFinite(r.latitude) && Number.isFinite(r.longitude))).toBe(true);
  });

  it('writes statements that wrangler d1 execute accepts (each under 100 KB), names in key order', () => {
    const sql = buildPlacesSql(seed);
    const statements = sql.split(';\n').filter((s) => s.trim());
    expect(statements.slice(0, 3)).toEqual(['DELETE FROM place_name_prefixes', 'DELETE FROM place_names', 'DELETE FROM places']);
    for (const s of statements) expect(new TextEncoder().encode(s).length).toBeLessThan(100_000);
    expect(sql.match(/^\(\d+,'(city|zip)'/gm)).toHaveLength(seed.places.length);
    const keys = seed.names.map(([key]) => key);
    expect(keys.every((k, i) => i === 0 || keys[i - 1]! <= k)).toBe(true);
  });

  it('lists the best places of each crowded prefix, each once, best first', () => {
    const of = (prefix: string) => seed.prefixes.filter(([p]) => p === prefix);
    const sa = of('sa');
    expect(sa).toHaveLength(PREFIX_TOP);
    expect(new Set(sa.map(([, , id]) => id)).size).toBe(PREFIX_TOP);
    // The best rank of any 'sa…' name comes first: São Paulo's.
    const best = Math.max(...seed.names.filter(([key]) => key.startsWith('sa')).map(([, rank]) => rank));
    expect(Math.max(...sa.map(([, rank]) => rank))).toBe(best);
    expect(sa.some(([, , id]) => id === byId.get(3448439)!.id)).toBe(true);
    // A rare prefix is left to the names themselves.
    expect(seed.names.filter(([key]) => key.startsWith('yerushal')).length).toBeLessThanOrEqual(PREFIX_RANGE_MAX);
    expect(of('yerushal')).toEqual([]);
  });
}, 120_000);
