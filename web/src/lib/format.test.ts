import { describe, expect, it } from 'vitest';
import { formatInteger, formatLongDate } from './format.ts';

describe('formatInteger', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 27312, 1234567, -4321, 100000]) expect(formatInteger(n)).toBe(n.toLocaleString('en-US'));
  });

  it('rounds fractions away', () => {
    expect(formatInteger(1499.6)).toBe('1,500');
  });
});

describe('formatLongDate', () => {
  it('writes a civil date in words', () => {
    expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatLongDate('2027-01-02')).toBe('January 2, 2027');
  });
});
