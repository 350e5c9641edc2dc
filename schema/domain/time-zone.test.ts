import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, todayIn } from './time-zone.ts';

describe('time zones', () => {
  it("gives today's civil date at the place, not the browser's", () => {
    const instant = new Date('2026-11-07T02:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-06');
    expect(todayIn('Asia/Jerusalem', instant)).toBe('2026-11-07');
  });

  it('knows IANA names and refuses offsets', () => {
    expect(isIanaTimeZone('America/Argentina/Salta')).toBe(true);
    expect(isIanaTimeZone('+05:00')).toBe(false);
  });
});
