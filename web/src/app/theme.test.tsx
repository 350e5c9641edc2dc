import { Badge, ChakraProvider, Tag } from '@chakra-ui/react';
import { badgeRecipe, tagSlotRecipe } from '@chakra-ui/react/theme';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppSystem, registerRecipes } from './theme.ts';

// Test content, not interface text.
const [BEFORE, TAG, BADGE] = ['before', 'a tag', 'a badge'];

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

  it("holds the frame's recipes from the start, and no page's", () => {
    const system = createAppSystem();
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('alert')).toBe(true);
    expect(system.isSlotRecipe('tag')).toBe(false);
  });

  it('answers a recipe registered after it was built, and styles its component with it', () => {
    const system = createAppSystem();
    const unstyled = render(
      <ChakraProvider value={system}>
        <Tag.Root>{BEFORE}</Tag.Root>
      </ChakraProvider>,
    );
    expect(screen.getByText(BEFORE).className).not.toContain('chakra-tag__root');
    unstyled.unmount();

    registerRecipes({ tag: tagSlotRecipe, badge: badgeRecipe });
    expect(system.isSlotRecipe('tag')).toBe(true);
    expect(system.hasRecipe('badge')).toBe(true);
    render(
      <ChakraProvider value={system}>
        <Tag.Root>
          <Tag.Label>{TAG}</Tag.Label>
        </Tag.Root>
        <Badge>{BADGE}</Badge>
      </ChakraProvider>,
    );
    expect(screen.getByText(TAG).className).toContain('chakra-tag__label');
    expect(screen.getByText(BADGE).className).toContain('chakra-badge');
  });
});
