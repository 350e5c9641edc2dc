import { describe, expect, it } from 'vitest';
import { insertStatements, sqlValue } from './sql.ts';

describe('sqlValue', () => {
  it('quotes strings, doubling single quotes', () => {
    expect(sqlValue("Ohev Sholom's")).toBe("'Ohev Sholom''s'");
    expect(sqlValue(null)).toBe('NULL');
    expect(sqlValue(true)).toBe('1');
    expect(sqlValue(40.5)).toBe('40.5');
    expect(sqlValue(['a'])).toBe(`'["a"]'`);
  });
});

describe('insertStatements', () => {
  it('chunks rows by count and by size', () => {
    const rows = Array.from({ length: 5 }, (_, i) => [i, 'x'.repeat(40)]);
    expect(insertStatements('t', ['a', 'b'], rows, { maxRows: 2 })).toHaveLength(3);
    const bySize = insertStatements('t', ['a', 'b'], rows, { maxBytes: 120 });
    expect(bySize.length).toBeGreaterThan(1);
    for (const s of bySize) expect(s.length).toBeLessThanOrEqual(120);
  });

  it('refuses a row of the wrong width', () => {
    expect(() => insertStatements('t', ['a'], [[1, 2]])).toThrow(/2 values for 1 columns/);
  });
});
