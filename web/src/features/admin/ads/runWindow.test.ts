import { describe, expect, it } from 'vitest';
import { runWindow } from './runWindow.ts';

describe('runWindow', () => {
  it('names the days chosen, whatever the time zone', () => {
    expect(runWindow({ startDate: '2026-11-21T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' })).toBe(
      'November 21, 2026 – November 30, 2026',
    );
  });

  it('shows an open end and nothing for an ad without a window', () => {
    expect(runWindow({ startDate: '2026-01-01T00:00:00.000Z', endDate: null })).toBe('January 1, 2026 – …');
    expect(runWindow({ startDate: null, endDate: null })).toBeNull();
  });
});

describe('runWindow in other languages', () => {
  it('writes the days in the page’s language', () => {
    const window = { startDate: '2026-11-21T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' };
    expect(runWindow(window, 'fr')).toBe('21 novembre 2026 – 30 novembre 2026');
    expect(runWindow(window, 'he')).toContain('בנובמבר');
  });
});
