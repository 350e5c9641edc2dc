import { describe, expect, it } from 'vitest';
import { readSearchParams, searchPath } from './searchState.ts';

describe('the search address', () => {
  it('reads q, near=me and page', () => {
    expect(readSearchParams(new URLSearchParams('q=%20Boston%20&page=3'))).toEqual({ q: 'Boston', nearMe: false, page: 3 });
    expect(readSearchParams(new URLSearchParams('near=me'))).toEqual({ q: '', nearMe: true, page: 1 });
    expect(readSearchParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(readSearchParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it("writes '/search?q={text}' or '/search', page only past the first", () => {
    expect(searchPath({ q: 'New York' })).toBe('/search?q=New+York');
    expect(searchPath({ q: '  ' })).toBe('/search');
    expect(searchPath({})).toBe('/search');
    expect(searchPath({ q: 'London', page: 2 })).toBe('/search?q=London&page=2');
    expect(searchPath({ q: 'London', page: 1 })).toBe('/search?q=London');
    expect(searchPath({ nearMe: true, q: 'ignored', page: 2 })).toBe('/search?near=me&page=2');
  });
});
