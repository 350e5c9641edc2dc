import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNext.ts';

const ORIGIN = 'https://shul.example';

describe('safeNextPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/search?q=paris#top', '/search?q=paris#top'],
    ['/admin/../calendar', '/calendar'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['admin'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/auth?next=/admin'],
    ['/login'],
    // Issue 16: paths that only resolve to `//host` (the check must look at the resolved path).
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
    ['/auth/reset?token=x'],
  ])('falls back to / for %s', (raw) => {
    expect(safeNextPath(raw, ORIGIN)).toBe('/');
  });
});
