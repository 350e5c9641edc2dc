import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/languages.ts';
import { translator } from './translate.ts';

describe("the Worker's messages come from its compiled catalogs", () => {
  it('says the same message in each language, in that language', () => {
    const said = LOCALES.map((locale) => translator(locale)('common.notFound'));
    expect(said[0]).toBe('Not found');
    expect(new Set(said).size).toBe(LOCALES.length);
    expect(translator('he')('common.notFound')).toMatch(/[\u0590-\u05FF]/);
    expect(translator('ru')('common.notFound')).toMatch(/[\u0400-\u04FF]/);
  });
});

describe('messages with arguments follow each language’s plural rules', () => {
  it('counts seconds in Russian and Hebrew', () => {
    expect(translator('ru')('common.tooManyRequests', { seconds: 5 })).toContain('5 секунд');
    expect(translator('ru')('common.tooManyRequests', { seconds: 2 })).toContain('2 секунды');
    expect(translator('he')('common.tooManyRequests', { seconds: 2 })).toContain('שתי שניות');
    expect(translator('en')('common.tooManyRequests', { seconds: 1 })).toBe('Too many requests. Try again in 1 second.');
  });
});
