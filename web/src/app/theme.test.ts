import { describe, expect, it } from 'vitest';
import { createAppSystem } from './theme.ts';

describe("the app's Chakra system", () => {
  it("has Chakra's tokens, style properties and global styles", () => {
    const system = createAppSystem();
    expect(system.token('colors.blue.700')).toBe('#173da6');
    expect(system.isValidProperty('bg')).toBe(true);
    // The reset, the global CSS and a CSS variable per token, which the provider inserts (or, on a
    // prerendered page, finds in the HTML).
    expect(system._global).toHaveLength(3);
  });

  it('leaves out the palettes the app never uses', () => {
    const system = createAppSystem();
    expect(system.token('colors.blue.500')).toBeTruthy();
    expect(system.tokens.getByName('colors.pink.500')).toBeUndefined();
  });
});
