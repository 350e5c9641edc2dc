import { describe, expect, it } from 'vitest';
import type { Parasha } from '#contract/texts.ts';
import { filterParashas } from './parashaFilter.ts';

const p = (number: number, name: string, hebrewName: string, book: string, ref: string): Parasha => ({
  number,
  name,
  hebrewName,
  book,
  hebrewBook: book === 'Genesis' ? 'בראשית' : 'דברים',
  ref,
  heRef: '',
  haftarahRef: '',
});
const LIST = [
  p(1, 'Bereshit', 'בְּרֵאשִׁית', 'Genesis', 'Genesis 1:1-6:8'),
  p(3, 'Lech-Lecha', 'לֶךְ־לְךָ', 'Genesis', 'Genesis 12:1-17:27'),
  p(7, 'Vayetzei', 'וַיֵּצֵא', 'Genesis', 'Genesis 28:10-32:3'),
  p(52, 'Vayeilech', 'וַיֵּלֶךְ', 'Deuteronomy', 'Deuteronomy 31:1-30'),
];

describe('filterParashas', () => {
  it('keeps everything for an empty query', () => {
    expect(filterParashas(LIST, '  ')).toHaveLength(4);
  });

  it('matches names ignoring case and punctuation, books, references and numbers', () => {
    expect(filterParashas(LIST, 'lech lecha').map((x) => x.number)).toEqual([3]);
    expect(filterParashas(LIST, 'VAYE').map((x) => x.number)).toEqual([7, 52]);
    expect(filterParashas(LIST, 'deuteronomy').map((x) => x.number)).toEqual([52]);
    expect(filterParashas(LIST, '28:10').map((x) => x.number)).toEqual([7]);
    expect(filterParashas(LIST, '52').map((x) => x.number)).toEqual([52]);
  });

  it('matches Hebrew with or without points', () => {
    expect(filterParashas(LIST, 'בראשית').map((x) => x.number)).toEqual([1, 3, 7]);
    expect(filterParashas(LIST, 'וַיֵּצֵא').map((x) => x.number)).toEqual([7]);
  });

  it('finds nothing for an unknown name', () => {
    expect(filterParashas(LIST, 'Purim')).toEqual([]);
  });
});
