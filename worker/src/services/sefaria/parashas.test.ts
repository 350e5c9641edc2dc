import { describe, expect, it } from 'vitest';
import { findParasha, passageRef } from './parashas.ts';

describe('the portions with their readings', () => {
  it('are found by name regardless of case and punctuation', () => {
    expect(findParasha('vayetzei')?.parasha.number).toBe(7);
    expect(findParasha("Beha'alotcha")?.parasha.number).toBe(36);
    expect(findParasha('Lech Lecha')?.parasha.name).toBe('Lech-Lecha');
    expect(findParasha('Vayakhel-Pekudei')).toBeUndefined();
  });

  it('turn a Haftarah in parts into one Sefaria ref per part', () => {
    expect(findParasha('Vayeilech')?.haftarahRefs).toEqual(['Isaiah 55:6-56:8']);
    expect(findParasha('Shemot')?.haftarahRefs).toEqual(['Isaiah 27:6-28:13', 'Isaiah 29:22-23']);
    expect(findParasha('Masei')?.haftarahRefs).toEqual(['Jeremiah 2:4-28', 'Jeremiah 3:4']);
    expect(passageRef({ k: 'Joshua', b: '1:1', e: '1:18' })).toBe('Joshua 1:1-18');
  });
});
