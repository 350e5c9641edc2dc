import { describe, expect, it } from 'vitest';
import { hasUnservedLanguagePrefix } from './languages.ts';

describe('a language prefix the site does not serve', () => {
  it('is a two-letter (or language-region) first segment other than he, fr, es, ru', () => {
    for (const path of ['/xx', '/xx/search', '/en', '/en/search', '/pt-br/calendar', '/DE/'])
      expect(hasUnservedLanguagePrefix(path), path).toBe(true);
  });

  it('is never a served language or a page of the app', () => {
    for (const path of ['/', '/he', '/he/search', '/ru/shul/3', '/search', '/shul/12', '/auth/verify', '/api/x']) {
      expect(hasUnservedLanguagePrefix(path), path).toBe(false);
    }
  });
});
