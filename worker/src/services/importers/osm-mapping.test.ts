import { describe, expect, it } from 'vitest';
import {
  composeAddress,
  finishOsmListing,
  isFormerSynagogue,
  isSynagogue,
  mapOsmElement,
  osmNames,
  websiteOf,
  type OsmDraft,
} from './osm-mapping.ts';

const pow = { amenity: 'place_of_worship', religion: 'jewish' };
const draftOf = (el: Parameters<typeof mapOsmElement>[0]): OsmDraft => {
  const result = mapOsmElement(el);
  if (!result.ok) throw new Error(`left out: ${result.reason}`);
  return result.draft;
};

describe('OpenStreetMap mapping', () => {
  it('maps name, address, position, phone, website, wheelchair, denomination, hours and service times', () => {
    const draft = draftOf({
      type: 'node',
      id: 42,
      lat: 40.775,
      lon: -73.9781,
      tags: {
        ...pow,
        name: 'Congregation Shearith Israel',
        'addr:housenumber': '8',
        'addr:street': 'West 70th Street',
        'addr:city': 'New York',
        'addr:state': 'NY',
        'addr:postcode': '10023',
        'addr:country': 'US',
        phone: '+1 212-873-0300;+1 212-873-0301',
        website: 'shearithisrael.org',
        wheelchair: 'yes',
        denomination: 'sephardi',
        opening_hours: 'Mo-Fr 07:00-09:00',
        service_times: 'Mo-Fr 07:15',
      },
    });
    expect(finishOsmListing(draft, undefined)).toEqual({
      sourceId: 'node/42',
      name: 'Congregation Shearith Israel',
      hebrewName: null,
      names: null,
      address: '8 West 70th Street',
      city: 'New York',
      state: 'NY',
      zipCode: '10023',
      country: 'USA',
      latitude: 40.775,
      longitude: -73.9781,
      phone: '+1 212-873-0300',
      website: 'https://shearithisrael.org',
      // Sephardi communities pray Edot HaMizrach (Nusach Sefard is the Chasidic rite).
      nusach: 'mizrachi',
      hasWheelchairAccess: true,
      openingHours: 'Mo-Fr 07:00-09:00',
      minyanTimes: 'Mo-Fr 07:15',
    });
  });

  it('takes a way’s centre and names the source id by type', () => {
    const draft = draftOf({ type: 'way', id: 7, center: { lat: 31.7771, lon: 35.2171 }, tags: { ...pow, name: 'Great Synagogue' } });
    expect(draft.listing).toMatchObject({ sourceId: 'way/7', latitude: 31.7771, longitude: 35.2171, city: '' });
    expect(draftOf({ type: 'relation', id: 9, center: { lat: 1, lon: 2 }, tags: { ...pow, name: 'Shul' } }).listing.sourceId).toBe(
      'relation/9',
    );
  });

  it('names a listing by name, name:en, name:he, then any other name:xx, and keeps the Hebrew name apart', () => {
    // Lod (karov sample): Hebrew `name`, English transliteration, Hebrew name:he.
    expect(osmNames({ name: 'שארית יצחק', 'name:en': "She'erit Yitzchak", 'name:he': 'שארית יצחק' })).toMatchObject({
      name: 'שארית יצחק',
      hebrewName: 'שארית יצחק',
    });
    // A blank name:en does not hide a good name.
    expect(osmNames({ name: 'Park East Synagogue', 'name:en': ' ' })).toMatchObject({ name: 'Park East Synagogue', hebrewName: null });
    // Only name:he: not dropped as nameless.
    expect(osmNames({ 'name:he': 'היכל ברוך' })).toMatchObject({ name: 'היכל ברוך', hebrewName: 'היכל ברוך' });
    expect(osmNames({ 'name:en': 'Beit Israel', 'name:he': 'בית ישראל' })).toMatchObject({ name: 'Beit Israel', hebrewName: 'בית ישראל' });
    expect(osmNames({ 'name:ru': 'Шомер Исраэль', 'name:etymology': 'x' })).toMatchObject({ name: 'Шомер Исраэль', hebrewName: null });
    // A Hebrew `name` (Lod, later ways: no name:he) is the Hebrew name too.
    expect(osmNames({ name: 'בית כנסת פרושים' }).hebrewName).toBe('בית כנסת פרושים');
    expect(osmNames({ name: 'Beit Knesset בית כנסת' }).hebrewName).toBeNull();
    expect(mapOsmElement({ type: 'node', id: 1, lat: 1, lon: 1, tags: { ...pow, 'name:he': 'היכל ברוך' } })).toMatchObject({
      ok: true,
      draft: { listing: { name: 'היכל ברוך', hebrewName: 'היכל ברוך' } },
    });
  });

  it('keeps name:en, name:fr, name:es and name:ru as the listing’s names, and no other language’s', () => {
    // Lod (karov sample, way 431954305): the local name in Hebrew, with English, Hebrew and Russian names.
    const shomer = { name: 'שומר ישראל', 'name:en': 'Shomer Israel', 'name:he': 'שומר ישראל', 'name:ru': 'Шомер Исраэль' };
    expect(osmNames(shomer)).toMatchObject({
      name: 'שומר ישראל',
      hebrewName: 'שומר ישראל',
      names: { en: 'Shomer Israel', ru: 'Шомер Исраэль' },
    });
    expect(draftOf({ type: 'way', id: 431954305, center: { lat: 31.95, lon: 34.9 }, tags: { ...pow, ...shomer } }).listing.names).toEqual({
      en: 'Shomer Israel',
      ru: 'Шомер Исраэль',
    });
    // Blank names are none; languages the site does not speak (name:de) and name:etymology are not kept.
    const names = osmNames({
      name: 'Synagoge',
      'name:fr': ' Synagogue ',
      'name:es': ' ',
      'name:de': 'Synagoge',
      'name:etymology': 'x',
    }).names;
    expect(names).toEqual({ fr: 'Synagogue' });
    expect(Object.keys(osmNames({ name: 'X', 'name:ru': 'Р', 'name:es': 'E', 'name:fr': 'F', 'name:en': 'E' }).names!)).toEqual([
      'en',
      'fr',
      'es',
      'ru',
    ]);
    expect(osmNames({ name: 'Park East Synagogue' }).names).toBeNull();
  });

  it('reads addr:country as a code or a country name', () => {
    const country = (value: string) =>
      finishOsmListing(draftOf({ type: 'node', id: 5, lat: 1, lon: 1, tags: { ...pow, name: 'Shul', 'addr:country': value } }), undefined)
        .country;
    // Cut to two letters these were Iceland, Georgia, Australia and Niger.
    expect(country('Israel')).toBe('Israel');
    expect(country('Germany')).toBe('Germany');
    expect(country('Austria')).toBe('Austria');
    expect(country('Netherlands')).toBe('Netherlands');
    expect(country('il')).toBe('Israel');
    expect(country('US')).toBe('USA');
    expect(country('Atlantis')).toBe('');
  });

  it('completes the city from the nearest place in the country addr:country names', () => {
    const lod = draftOf({
      type: 'way',
      id: 6,
      center: { lat: 31.95, lon: 34.89 },
      tags: { ...pow, name: 'בית יוסף', 'addr:country': 'Israel' },
    });
    expect(finishOsmListing(lod, { name: 'Lod', admin1: '02', country: 'IL' })).toMatchObject({ city: 'Lod', country: 'Israel' });
  });

  it('leaves out elements without a name (skipped), former synagogues and non-synagogues (skipped), positionless ones (failed)', () => {
    expect(mapOsmElement({ type: 'node', id: 1, lat: 1, lon: 1, tags: { ...pow } })).toEqual({ ok: false, reason: 'no-name' });
    expect(mapOsmElement({ type: 'node', id: 1, lat: 1, lon: 1, tags: { ...pow, name: 'X', historic: 'memorial' } })).toEqual({
      ok: false,
      reason: 'former',
    });
    expect(
      mapOsmElement({
        type: 'node',
        id: 1,
        lat: 1,
        lon: 1,
        tags: { amenity: 'childcare', religion: 'jewish', name: 'Moriah Kindergarten' },
      }),
    ).toEqual({ ok: false, reason: 'not-synagogue' });
    expect(mapOsmElement({ type: 'way', id: 1, tags: { ...pow, name: 'X' } })).toEqual({ ok: false, reason: 'no-location', failed: true });
  });

  it('counts as former only what says it is no longer used', () => {
    expect(isFormerSynagogue({ 'disused:amenity': 'place_of_worship', religion: 'jewish' })).toBe(true);
    expect(isFormerSynagogue({ 'was:religion': 'jewish', amenity: 'place_of_worship' })).toBe(true);
    expect(isFormerSynagogue({ 'abandoned:building': 'synagogue' })).toBe(true);
    expect(isFormerSynagogue({ ...pow, abandoned: 'yes' })).toBe(true);
    expect(isFormerSynagogue({ ...pow, historic: 'ruins' })).toBe(true);
    expect(isFormerSynagogue({ historic: 'synagogue', religion: 'jewish', name: 'Old Synagogue' })).toBe(true);
    expect(isFormerSynagogue({ building: 'synagogue', name: 'Old shul' })).toBe(true);
    // Active historic synagogues: a listed building that still holds services.
    expect(isFormerSynagogue({ ...pow, historic: 'building' })).toBe(false);
    expect(isFormerSynagogue({ ...pow, historic: 'synagogue', building: 'synagogue' })).toBe(false);
    expect(isFormerSynagogue({ ...pow, heritage: '2', historic: 'yes' })).toBe(false);
    // An old name is not an old use.
    expect(isFormerSynagogue({ ...pow, 'was:name': 'Chevra Kadisha' })).toBe(false);
    expect(isFormerSynagogue({ ...pow, building: 'synagogue', historic: 'no' })).toBe(false);
  });

  it('keeps out what is not a synagogue, by its tags or its name', () => {
    const is = (tags: Record<string, string>) => isSynagogue(tags, osmNames(tags).all);
    // nz-places sample: a childcare and a cemetery with religion=jewish.
    expect(is({ amenity: 'childcare', religion: 'jewish', name: 'Moriah Kindergarten' })).toBe(false);
    expect(is({ religion: 'jewish', name: 'Jewish cemetery' })).toBe(false);
    expect(is({ religion: 'jewish', name: 'Jewish Place of Worship' })).toBe(true);
    // london-geofabrik sample: names only.
    for (const name of [
      'Willesden Jewish Cemetery',
      'Jewish Burial Ground',
      'Stamford Hill & District Mikvah',
      'Alma Primary School',
      'Naima Jewish Preparatory School',
      'Zera Avraham Messianic Synagogue',
    ]) {
      expect(is({ name }), name).toBe(false);
    }
    for (const name of ['Richmond United Syangogue', 'Lubavitch Synogogue', 'Spanish and Portugese Synagogue', 'Munks', 'Porat Yousef'])
      expect(is({ name }), name).toBe(true);
    // Israel: tombs, a mikveh, a youth-movement branch, a museum.
    expect(is({ ...pow, name: 'קבר רחל', historic: 'tomb' })).toBe(false);
    expect(is({ ...pow, name: 'ציון הרשב"י', tomb: 'yes' })).toBe(false);
    expect(is({ ...pow, name: 'מקווה טהרה' })).toBe(false);
    expect(is({ ...pow, name: 'בני עקיבא סניף לוד' })).toBe(false);
    expect(is({ ...pow, name: 'Museum of the Jewish Heritage', tourism: 'museum' })).toBe(false);
    expect(is({ ...pow, name: 'בית כנסת הספרדי המרכזי - בית כנסת יוצאי חברון' })).toBe(true);
    // A congregation named Mikveh Israel is not a mikveh.
    for (const name of ['Mikveh Israel', 'Khal Mikveh Israel', 'Temple Mikveh Israel', 'Comunidad Mikvé Israel'])
      expect(is({ ...pow, name }), name).toBe(true);
    // A name that says synagogue wins.
    expect(is({ ...pow, name: 'Hebrew School Synagogue' })).toBe(true);
    expect(is({ ...pow, name: 'Beth Shalom', building: 'synagogue' })).toBe(true);
  });

  it('keeps only http(s) websites', () => {
    expect(websiteOf('http://example.org/a')).toBe('http://example.org/a');
    expect(websiteOf('www.example.org')).toBe('https://www.example.org');
    expect(websiteOf('mailto:a@example.org')).toBeNull();
    expect(websiteOf('not a url')).toBeNull();
  });

  it('orders house number and street as the country writes them, or uses addr:full', () => {
    const parts = { street: 'Oranienburger Straße', houseNumber: '28-30', fullAddress: null };
    expect(composeAddress(parts, 'DE')).toBe('Oranienburger Straße 28-30');
    expect(composeAddress(parts, 'GB')).toBe('28-30 Oranienburger Straße');
    expect(composeAddress(parts, null)).toBe('28-30 Oranienburger Straße');
    expect(composeAddress({ ...parts, fullAddress: '28 Main St, Town' }, 'DE')).toBe('28 Main St, Town');
    expect(composeAddress({ street: null, houseNumber: null, fullAddress: null }, 'US')).toBe('');
  });

  it('completes city, state and country from the nearest place, only within the same country', () => {
    const draft = draftOf({
      type: 'node',
      id: 3,
      lat: 40.67,
      lon: -73.94,
      tags: { ...pow, name: 'Shul', 'addr:street': 'Main St', 'addr:housenumber': '1' },
    });
    expect(finishOsmListing(draft, { name: 'Brooklyn', admin1: 'NY', country: 'US' })).toMatchObject({
      city: 'Brooklyn',
      state: 'NY',
      country: 'USA',
      address: '1 Main St',
    });
    expect(finishOsmListing(draft, undefined)).toMatchObject({ city: '', state: null, country: '' });
    const paris = draftOf({ type: 'node', id: 4, lat: 48.8, lon: 2.3, tags: { ...pow, name: 'Shul', 'addr:country': 'FR' } });
    // A nearest place across the border names neither city nor state.
    expect(finishOsmListing(paris, { name: 'Basel', admin1: '03', country: 'CH' })).toMatchObject({
      city: '',
      country: 'France',
      state: null,
    });
    // Non-North-American admin codes are ids, not state names.
    expect(finishOsmListing(paris, { name: 'Paris', admin1: '11', country: 'FR' })).toMatchObject({ city: 'Paris', state: null });
  });
});
