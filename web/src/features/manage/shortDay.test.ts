import { describe, expect, it } from 'vitest';
import { shortDay } from './shortDay.ts';

describe('shortDay', () => {
  it('writes a date or an instant as the same UTC day, in the page’s language', () => {
    expect(shortDay('2026-09-03', 'en')).toBe('3 Sep 2026');
    expect(shortDay('2026-11-03T23:30:00.000Z', 'en')).toBe('3 Nov 2026');
    expect(shortDay('2026-11-03', 'fr')).toBe('3 nov. 2026');
    expect(shortDay('2026-11-03', 'he')).toMatch(/^3 בנוב׳ 2026$/);
  });
});
