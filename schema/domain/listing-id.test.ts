import { describe, expect, it } from 'vitest';
import { parseListingId } from './listing-id.ts';

describe('a listing id in an address', () => {
  it('is a positive whole number of up to 16 digits', () => {
    expect(parseListingId('1')).toBe(1);
    expect(parseListingId('42')).toBe(42);
    expect(parseListingId('1234567890123456')).toBe(1234567890123456);
  });

  it('is nothing else: no zero, sign, leading zero, fraction, space, letter or 17th digit', () => {
    for (const text of ['', '0', '-1', '+1', '007', '1.5', '1e3', ' 1', '1 ', '12a', 'abc', '12345678901234567']) {
      expect(parseListingId(text), text).toBeNull();
    }
  });
});
