import { describe, expect, it } from 'vitest';
import { browserLocale, languageLinks, offeredLocale, readCookie, yearCookie } from './preference.ts';

describe('the language switch', () => {
  it('links the same page in every other language, each named in itself', () => {
    expect(languageLinks('/he/search', 'he')).toEqual([
      { locale: 'en', href: '/search', label: 'English' },
      { locale: 'fr', href: '/fr/search', label: 'Français' },
      { locale: 'es', href: '/es/search', label: 'Español' },
      { locale: 'ru', href: '/ru/search', label: 'Русский' },
    ]);
    expect(languageLinks('/', 'en').map((l) => l.href)).toEqual(['/he', '/fr', '/es', '/ru']);
  });

  it('remembers the choice for a year, site-wide', () => {
    expect(yearCookie('lang', 'he')).toBe('lang=he; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readCookie('a=1; lang=fr; b=2', 'lang')).toBe('fr');
    expect(readCookie('language=fr', 'lang')).toBeUndefined();
  });
});

describe("the notice offering the browser's language", () => {
  it("picks the browser's first language the site speaks, by its primary subtag", () => {
    expect(browserLocale(['de-DE', 'fr-CA', 'he'])).toBe('fr');
    expect(browserLocale(['iw-IL'])).toBe('he');
    expect(browserLocale(['de', 'ja'])).toBeUndefined();
  });

  it('offers it on a page in another language, to a visitor who has not chosen or dismissed', () => {
    expect(offeredLocale({ pageLocale: 'en', languages: ['he-IL', 'en'], cookies: '' })).toBe('he');
    expect(offeredLocale({ pageLocale: 'he', languages: ['ru'], cookies: 'session=x' })).toBe('ru');
  });

  it('offers nothing when the page is already in it, or the visitor picked a language or dismissed the notice', () => {
    expect(offeredLocale({ pageLocale: 'he', languages: ['he-IL', 'en'], cookies: '' })).toBeUndefined();
    expect(offeredLocale({ pageLocale: 'en', languages: ['he-IL'], cookies: 'lang=en' })).toBeUndefined();
    expect(offeredLocale({ pageLocale: 'en', languages: ['he-IL'], cookies: 'lang_notice=1' })).toBeUndefined();
    expect(offeredLocale({ pageLocale: 'en', languages: ['de'], cookies: '' })).toBeUndefined();
  });
});
