import { describe, expect, it } from 'vitest';
import { normalizeNames, otherNames, shownNames, type NamedListing } from './listing-names.ts';

// Shomer Israel, Lod (the karov sample, way 431954305): local name in Hebrew, with English and Russian names.
const shomer: NamedListing = {
  name: 'שומר ישראל',
  hebrewName: 'שומר ישראל',
  names: { en: 'Shomer Israel', ru: 'Шомер Исраэль' },
};
// A listing with only its local name and a Hebrew name (as listings entered by hand are).
const parkEast: NamedListing = { name: 'Park East Synagogue', hebrewName: 'בית הכנסת פארק איסט', names: null };

describe('listing names', () => {
  it('shows the page language’s name first, with the local name beneath when they differ', () => {
    expect(shownNames(shomer, 'en')).toEqual({ name: 'Shomer Israel', lang: 'en', localName: 'שומר ישראל', localLang: 'he' });
    expect(shownNames(shomer, 'ru')).toEqual({ name: 'Шомер Исраэль', lang: 'ru', localName: 'שומר ישראל', localLang: 'he' });
    // The Hebrew name is the local name: nothing to show beneath.
    expect(shownNames(shomer, 'he')).toEqual({ name: 'שומר ישראל', lang: 'he', localName: null, localLang: null });
    // No French name: the local name alone, known to be Hebrew.
    expect(shownNames(shomer, 'fr')).toEqual({ name: 'שומר ישראל', lang: 'he', localName: null, localLang: null });
    expect(shownNames(parkEast, 'he')).toEqual({
      name: 'בית הכנסת פארק איסט',
      lang: 'he',
      localName: 'Park East Synagogue',
      localLang: null,
    });
    expect(shownNames(parkEast, 'en')).toEqual({ name: 'Park East Synagogue', lang: null, localName: null, localLang: null });
  });

  it('writes names in one order with blanks left out, and none as null', () => {
    expect(JSON.stringify(normalizeNames({ ru: ' Р ', fr: 'F', es: ' ', en: 'E' }))).toBe('{"en":"E","fr":"F","ru":"Р"}');
    expect(normalizeNames({ fr: '  ', es: null })).toBeNull();
    expect(normalizeNames(undefined)).toBeNull();
  });

  it('lists the other names a search engine may know the listing by, each once', () => {
    expect(otherNames(shomer, 'Shomer Israel')).toEqual(['שומר ישראל', 'Шомер Исраэль']);
    expect(otherNames(parkEast, 'Park East Synagogue')).toEqual(['בית הכנסת פארק איסט']);
  });
});
