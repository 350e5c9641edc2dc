import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { createAppSystem, withoutGlobalStyles } from './theme.ts';

describe('the system of a prerendered page', () => {
  it('drops the global styles without reading them (reading computes them)', () => {
    // As Chakra's system is built (scripts/vite/chakra-lazy-global-styles.ts): computed when read.
    const system = Object.defineProperty({}, '_global', {
      get: () => {
        throw new Error('the global styles were computed');
      },
      configurable: true,
    }) as SystemContext;
    expect(withoutGlobalStyles(system)._global).toEqual([]);
  });

  it('keeps everything else of the system', () => {
    const system = withoutGlobalStyles(createAppSystem());
    expect(system._global).toEqual([]);
    expect(system.token('colors.blue.700')).toBe('#173da6');
    expect(system.isValidProperty('bg')).toBe(true);
  });
});
