import { describe, expect, it } from 'vitest';
import { ownerOfSource, selfTimeByFunction, selfTimeByOwner, type CpuProfile } from './profile-startup.ts';

const CHUNK = 'http://127.0.0.1/assets/theme.js';
/** Each function's original source, by the line of the chunk it starts on. */
const SOURCES: Record<number, string> = {
  1: '../../web/src/app/theme.ts',
  2: '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
  3: '../../node_modules/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js',
  4: '../../node_modules/@emotion/serialize/dist/emotion-serialize.esm.js',
  5: '../../node_modules/react-dom/cjs/react-dom-client.production.js',
};
const frame = (line: number, functionName = 'f') => ({ functionName, url: CHUNK, lineNumber: line - 1, columnNumber: 0 });

describe('start-up CPU by owner', () => {
  it("puts everything under Chakra's createSystem down to it, and other self time to its source's owner", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2, 5, 6, 7, 8] },
        { id: 2, callFrame: frame(1, 'createAppSystem'), children: [3] },
        { id: 3, callFrame: frame(2, 'createSystem'), children: [4] },
        { id: 4, callFrame: frame(3) },
        { id: 5, callFrame: frame(4) },
        { id: 6, callFrame: frame(5) },
        { id: 7, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1, columnNumber: -1 } },
        { id: 8, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
      ],
      samples: [4, 4, 3, 2, 5, 6, 6, 7, 8],
      timeDeltas: [1000, 1000, 1000, 1000, 2000, 3000, 3000, 500, 9000],
    };
    const locate = (f: { url: string; lineNumber: number }) =>
      f.url ? { source: SOURCES[f.lineNumber + 1]!, line: f.lineNumber + 1 } : null;
    const ms = selfTimeByOwner(profile, locate, (source, line) => source.endsWith('styled-system/system.js') && line === 2);
    expect(ms['Chakra createSystem']).toBe(3);
    expect(ms['our code']).toBe(1);
    expect(ms.emotion).toBe(2);
    expect(ms.React).toBe(6);
    expect(ms['browser (parsing, style, layout, GC)']).toBe(0.5);
    expect(Object.values(ms).reduce((a, b) => a + b, 0)).toBe(12.5);
  });

  it('names the owner of a source path', () => {
    expect(ownerOfSource('../../node_modules/react-router/dist/development/chunk.mjs')).toBe('React Router');
    expect(ownerOfSource('../../node_modules/@chakra-ui/react/dist/esm/styled-system/css.js')).toBe('Chakra styling at render');
    expect(ownerOfSource('../../node_modules/stylis/src/Parser.js')).toBe('emotion');
    expect(ownerOfSource('../../node_modules/swr/dist/index.mjs')).toBe('other libraries');
    expect(ownerOfSource('../../schema/domain/places.ts')).toBe('our code');
  });

  it("sums one owner's self time by function: source, line and name", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2, 3, 4] },
        { id: 2, callFrame: frame(1, 'createAppSystem') },
        { id: 3, callFrame: frame(5, 'renderWithHooks') },
        { id: 4, callFrame: frame(1, 'createAppSystem') },
      ],
      samples: [2, 3, 4, 2],
      timeDeltas: [1000, 4000, 500, 1500],
    };
    const locate = (f: { url: string; lineNumber: number }) => ({ source: SOURCES[f.lineNumber + 1]!, line: f.lineNumber + 1 });
    const ms = selfTimeByFunction(profile, locate, (source) => ownerOfSource(source) === 'our code');
    expect([...ms]).toEqual([['web/src/app/theme.ts:1 createAppSystem', 3]]);
  });
});
