import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyGlobalStyles } from './chakra-lazy-global-styles.ts';

const systemJs = readFileSync(
  createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/dist[\\/].*$/, 'dist/esm/styled-system/system.js'),
  'utf8',
);

describe("Chakra's global styles, computed when read", () => {
  it('rewrites the installed Chakra: the styles are no longer computed when the system is built', () => {
    const out = lazyGlobalStyles(systemJs);
    expect(out).not.toContain('const _global = [');
    expect(out).toContain('get _global() {');
    expect(out).toContain('_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]');
  });

  it('still returns the same styles when read', () => {
    // The rewritten function, run on a stand-in for its surroundings.
    const out = lazyGlobalStyles('function f(getPreflightCss, getGlobalCss, getTokenCss) {\n  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n  return {\n    _global,\n    x: 1\n  };\n}');
    let computed = 0;
    const part = (name: string) => () => (computed++, name);
    const system = new Function(`${out}; return f;`)()(part('reset'), part('global'), part('tokens')) as { _global: string[] };
    expect(computed).toBe(0);
    expect(system._global).toEqual(['reset', 'global', 'tokens']);
    expect(system._global).toBe(system._global);
    expect(computed).toBe(3);
  });

  it('fails the build when Chakra has changed the statement', () => {
    expect(() => lazyGlobalStyles(systemJs.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(/no longer matches/);
  });
});
