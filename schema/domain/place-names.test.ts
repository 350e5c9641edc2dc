import { describe, expect, it } from 'vitest';
import { keyLabel, placeRank, prefixTops, sectionRank, type NameRow } from './place-names.ts';

describe('prefixTops', () => {
  // In key order, as the build sorts them: [key, rank, place id].
  const names: NameRow[] = [
    ['paris', 500, 1],
    ['pari', 100, 2],
    ['parisa', 300, 3],
    ['parise', 200, 1],
    ['pas', 50, 4],
    ['san jose', 400, 5],
    ['san juan', 350, 6],
    ['sanaa', 600, 7],
  ];
  const tops = prefixTops(names, { rangeMax: 2, top: 2 });
  const of = (prefix: string) => tops.filter(([p]) => p === prefix);

  it('lists the best places of every prefix more than rangeMax keys begin with, each place once', () => {
    // 'pa' begins five keys; place 1 (paris and parise) counts once, at its best rank.
    expect(of('pa')).toEqual([
      ['pa', 500, 1],
      ['pa', 300, 3],
    ]);
    expect(of('par')).toEqual([
      ['par', 500, 1],
      ['par', 300, 3],
    ]);
    expect(of('pari')).toEqual([
      ['pari', 500, 1],
      ['pari', 300, 3],
    ]);
    // Two keys begin 'paris': not crowded.
    expect(of('paris')).toEqual([]);
    expect(of('pas')).toEqual([]);
  });

  it('skips prefixes ending in a space (typed text is trimmed) but not the longer ones', () => {
    expect(of('san')).toEqual([
      ['san', 600, 7],
      ['san', 400, 5],
    ]);
    expect(of('san ')).toEqual([]);
    expect(of('san j')).toEqual([]);
    expect(prefixTops(names, { rangeMax: 1, top: 1 }).filter(([p]) => p.startsWith('san '))).toEqual([['san j', 400, 5]]);
  });
});

describe('sectionRank', () => {
  it('ranks a section of a large city as a town of a hundredth of its people, at most as one of 100,000', () => {
    expect(sectionRank(4_600_000)).toBe(placeRank(46_000, null));
    expect(sectionRank(300_000)).toBe(placeRank(3_000, null));
    expect(sectionRank(20_000_000)).toBe(placeRank(100_000, null));
  });
});

describe('keyLabel', () => {
  it('capitalises each word of a name key, and leaves Hebrew as it is', () => {
    expect(keyLabel('beer sheva')).toBe('Beer Sheva');
    expect(keyLabel('санкт петербург')).toBe('Санкт Петербург');
    expect(keyLabel('בני ברק')).toBe('בני ברק');
  });
});
