import { describe, expect, it } from 'vitest';
import { cityPrefixQuery, ftsPrefixQuery, searchTerms, zipCodeOf } from './search-text.ts';

describe('search terms', () => {
  it('quotes every term and makes it a prefix', () => {
    expect(ftsPrefixQuery('young isr')).toBe('"young"* "isr"*');
    expect(ftsPrefixQuery("B'nai Tel-Aviv St.")).toBe(`"B'nai"* "Tel-Aviv"* "St."*`);
  });

  it.each([
    ['"', null],
    ['*', null],
    ['-', null],
    ['()', null],
    ['🕍🙂', null],
    ['', null],
    ['   ', null],
    ['NEAR(a b)', '"NEAR"* "a"* "b"*'],
    ['beth AND el OR -x', '"beth"* "AND"* "el"* "OR"* "-x"*'],
    ['name:beth', '"name"* "beth"*'],
    ['"beth el"', '"beth"* "el"*'],
    ['🕍 beth', '"beth"*'],
    ['a^b', '"a"* "b"*'],
  ])('never lets %j through as syntax', (text, expected) => {
    expect(ftsPrefixQuery(text)).toBe(expected);
  });

  it('bounds the number of terms', () => {
    expect(searchTerms('a '.repeat(250))).toHaveLength(12);
  });

  it('keeps letters of every script and their marks', () => {
    expect(searchTerms('בֵּית כְּנֶסֶת Zürich')).toEqual(['בֵּית', 'כְּנֶסֶת', 'Zürich']);
  });

  it('suggests on the city column, one phrase before the first comma', () => {
    expect(cityPrefixQuery('new yo')).toBe('names : "new yo"*');
    expect(cityPrefixQuery('Brooklyn, NY, USA')).toBe('names : "Brooklyn"*');
    expect(cityPrefixQuery('**')).toBeNull();
  });

  it('recognises 5-digit ZIP codes and ZIP+4', () => {
    expect(zipCodeOf('10023')).toBe('10023');
    expect(zipCodeOf(' 10023-1234 ')).toBe('10023');
    expect(zipCodeOf('1002')).toBeNull();
    expect(zipCodeOf('100231')).toBeNull();
    expect(zipCodeOf('10023 NY')).toBeNull();
  });
});
