import { describe, expect, it } from 'vitest';
import { countryCode, countryName, normalizeCountry } from './countries.ts';

describe('countries', () => {
  it('names ISO codes in English, with the directory’s USA', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('il')).toBe('Israel');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('US')).toBe('USA');
    expect(countryName('ZZ')).toBeNull();
    expect(countryName('France')).toBeNull();
  });

  it('finds the code of a name, alias or code, ignoring case and accents', () => {
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('united kingdom')).toBe('GB');
    expect(countryCode('England')).toBe('GB');
    expect(countryCode('Czech Republic')).toBe('CZ');
    expect(countryCode('Czechia')).toBe('CZ');
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('Curacao')).toBe('CW');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
  });

  it('normalizes codes to names and keeps unknown names', () => {
    expect(normalizeCountry('de')).toBe('Germany');
    expect(normalizeCountry('United States of America')).toBe('USA');
    expect(normalizeCountry(' Atlantis ')).toBe('Atlantis');
    expect(normalizeCountry('')).toBeNull();
  });
});
