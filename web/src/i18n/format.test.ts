import { describe, expect, it } from 'vitest';
import { formatters } from './format.ts';

// Intl's output has narrow and non-breaking spaces in places; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const moment = new Date('2026-03-15T17:05:00Z');

describe('formatting in the page language', () => {
  it('writes times on a 12-hour clock in English and a 24-hour clock in the others, in the given time zone', () => {
    expect(plain(formatters('en').time(moment, 'America/New_York'))).toBe('1:05 PM');
    expect(formatters('he').time(moment, 'Asia/Jerusalem')).toBe('19:05');
    expect(formatters('fr').time(moment, 'Europe/Paris')).toBe('18:05');
    expect(formatters('es').time(moment, 'Europe/Madrid')).toBe('18:05');
    expect(formatters('ru').time(moment, 'Europe/Moscow')).toBe('20:05');
  });

  it('writes a listed time of day without shifting it by a zone', () => {
    expect(plain(formatters('en').clock('19:30'))).toBe('7:30 PM');
    expect(plain(formatters('en').clock('07:05'))).toBe('7:05 AM');
    expect(formatters('he').clock('19:30')).toBe('19:30');
    expect(formatters('ru').clock('07:05')).toBe('07:05');
  });

  it('writes the day in the given time zone, in each language', () => {
    const lateUtc = new Date('2026-03-15T23:30:00Z');
    expect(formatters('en').date(lateUtc, 'UTC')).toBe('March 15, 2026');
    expect(formatters('en').date(lateUtc, 'Asia/Jerusalem')).toBe('March 16, 2026');
    expect(formatters('fr').date(lateUtc, 'Europe/Paris')).toBe('16 mars 2026');
    expect(formatters('es').date(lateUtc, 'UTC')).toBe('15 de marzo de 2026');
    expect(formatters('he').date(lateUtc, 'UTC')).toContain('2026');
    expect(formatters('en').year(new Date('2026-12-31T23:30:00Z'), 'Asia/Jerusalem')).toBe('2027');
  });

  it("writes a moment as its day and time, on each language's clock", () => {
    expect(plain(formatters('en').dateTime(moment, 'UTC'))).toBe('Mar 15, 2026, 5:05 PM');
    expect(plain(formatters('fr').dateTime(moment, 'Europe/Paris'))).toMatch(/^15 mars 2026.* 18:05$/);
    expect(formatters('he').dateTime(moment, 'Asia/Jerusalem')).toContain('19:05');
  });

  it('groups the digits of counts as each language does', () => {
    expect(formatters('en').integer(27312)).toBe('27,312');
    expect(formatters('he').integer(27312)).toBe('27,312');
    expect(plain(formatters('fr').integer(27312))).toBe('27 312');
    expect(plain(formatters('ru').integer(27312))).toBe('27 312');
    expect(formatters('es').integer(27312)).toBe('27.312');
  });
});
