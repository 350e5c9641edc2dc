import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, pathsInEveryLanguage, unlocalizedPath } from './paths.ts';

describe('language of an address', () => {
  it('is the prefix when it is a served language, English otherwise', () => {
    expect(localeFromPath('/he')).toBe('he');
    expect(localeFromPath('/he/search')).toBe('he');
    expect(localeFromPath('/ru/shul/12')).toBe('ru');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/search')).toBe('en');
    expect(localeFromPath('/en/search')).toBe('en');
    expect(localeFromPath('/hebrew')).toBe('en');
  });

  it('drops the prefix to give the English path', () => {
    expect(unlocalizedPath('/he')).toBe('/');
    expect(unlocalizedPath('/fr/search')).toBe('/search');
    expect(unlocalizedPath('/search')).toBe('/search');
  });
});

describe('the same page in another language', () => {
  it('prefixes every language but English, without a trailing slash for the home page', () => {
    expect(localizePath('/', 'he')).toBe('/he');
    expect(localizePath('/search', 'es')).toBe('/es/search');
    expect(localizePath('/he/search', 'fr')).toBe('/fr/search');
    expect(localizePath('/he/search', 'en')).toBe('/search');
    expect(localizePath('/he', 'en')).toBe('/');
  });

  it('keeps the query and the fragment', () => {
    expect(localizePath('/search?q=Paris', 'fr')).toBe('/fr/search?q=Paris');
    expect(localizePath('/?minyan=near-me', 'he')).toBe('/he?minyan=near-me');
    expect(localizePath('/ru/calendar#today', 'en')).toBe('/calendar#today');
  });

  it('lists every prerendered path in all five languages', () => {
    expect(pathsInEveryLanguage(['/', '/search'])).toEqual([
      '/',
      '/search',
      '/he',
      '/he/search',
      '/fr',
      '/fr/search',
      '/es',
      '/es/search',
      '/ru',
      '/ru/search',
    ]);
  });
});
