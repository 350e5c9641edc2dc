// Chakra's createSystem computes the page's global styles (the reset, the global CSS and a CSS
// variable for every token) the moment it runs: two thirds of its time, some 20 ms of start-up
// on this machine and four times that on a slow phone. A prerendered page already carries those styles in its HTML and drops them
// (theme.ts `withoutGlobalStyles`), so this plugin makes Chakra compute them only when read.
// It rewrites one statement of Chakra's system.js and fails the build if Chakra has changed it.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';
const LAZY_CACHE = 'let _globalStyles;';
const LAZY_GETTER = '    get _global() {\n      return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n';

/** Chakra's system.js with `_global` computed on first read; throws when the source differs. */
export function lazyGlobalStyles(source: string): string {
  if (source.split(EAGER).length !== 2 || source.split(RETURNED).length !== 2) {
    throw new Error(
      'chakra-lazy-global-styles: @chakra-ui/react/dist/esm/styled-system/system.js no longer matches; update scripts/vite/chakra-lazy-global-styles.ts or remove it',
    );
  }
  return source.replace(EAGER, LAZY_CACHE).replace(RETURNED, LAZY_GETTER);
}

export function chakraLazyGlobalStyles(): Plugin {
  return {
    name: 'chakra-lazy-global-styles',
    enforce: 'pre',
    transform(code, id) {
      return SYSTEM_MODULE.test(id.split('?')[0]!) ? { code: lazyGlobalStyles(code), map: null } : undefined;
    },
  };
}
