import { describe, expect, it } from 'vitest';
import {
  cityPagePath,
  distinctSlug,
  nameInSentence,
  pagedPath,
  parseDirectoryPagePath,
  parsePageNumber,
  placeSlug,
  spellingLocale,
} from './city-pages.ts';

describe('city page addresses', () => {
  it('fold a place name to a lower-case ASCII slug, or its id when it has no Latin letters', () => {
    expect(placeSlug('Zürich', 2657896)).toBe('zurich');
    expect(placeSlug('Bnei Brak', 295514)).toBe('bnei-brak');
    expect(placeSlug('St. Louis', 4407066)).toBe('st-louis');
    expect(placeSlug("Be'er Sheva", 295530)).toBe('beer-sheva');
    expect(placeSlug('לוד', 294421)).toBe('294421');
  });

  it('keep a shared slug for the most populous place of a scope and add the id for the others', () => {
    const smaller = { geonameid: 5102970, population: 5794 };
    const larger = { geonameid: 5102973, population: 5953 };
    expect(distinctSlug(larger, 'prospect-park', [smaller, larger])).toBe('prospect-park');
    expect(distinctSlug(smaller, 'prospect-park', [smaller, larger])).toBe('prospect-park-5102970');
    expect(distinctSlug(smaller, 'prospect-park', [smaller])).toBe('prospect-park');
  });

  it('read a path back to the page it names, and nothing that names none', () => {
    expect(parseDirectoryPagePath('/synagogues/il')).toEqual({ kind: 'country', country: 'IL' });
    expect(parseDirectoryPagePath('/synagogues/fr/paris')).toEqual({ kind: 'city', country: 'FR', region: '', slug: 'paris' });
    expect(parseDirectoryPagePath('/synagogues/us/ny/brooklyn/')).toEqual({ kind: 'city', country: 'US', region: 'ny', slug: 'brooklyn' });
    for (const path of [
      '/synagogues',
      '/synagogues/usa',
      '/synagogues/us/brooklyn',
      '/synagogues/fr/a/b',
      '/synagogues/fr/Paris',
      '/synagogues/fr/-x',
    ])
      expect(parseDirectoryPagePath(path), path).toBeNull();
    const address = { country: 'US', region: 'ny', slug: 'brooklyn' };
    expect(parseDirectoryPagePath(cityPagePath(address))).toEqual({ kind: 'city', ...address });
    expect(pagedPath('/synagogues/il', 1)).toBe('/synagogues/il');
    expect(pagedPath('/synagogues/il', 3)).toBe('/synagogues/il?page=3');
    expect([parsePageNumber(null), parsePageNumber('2'), parsePageNumber('0'), parsePageNumber('1.5'), parsePageNumber('99999')]).toEqual([
      1,
      2,
      null,
      null,
      null,
    ]);
  });

  it('name a city in the language of its script, and set a Latin name off inside Hebrew', () => {
    expect([spellingLocale('לוד'), spellingLocale('Москва'), spellingLocale('Lod'), spellingLocale('Lod לוד')]).toEqual([
      'he',
      'ru',
      null,
      null,
    ]);
    expect(nameInSentence('לוד', 'he')).toBe('לוד');
    expect(nameInSentence('Brooklyn, NY', 'he')).toBe('־\u2068Brooklyn, NY\u2069');
    expect(nameInSentence('Brooklyn, NY', 'en')).toBe('Brooklyn, NY');
  });
});
