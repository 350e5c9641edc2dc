import { describe, expect, it } from 'vitest';
import { PARASHA_COUNT } from '#contract/texts.ts';
import { PARASHAS, hebrewRef, parashaList, thisWeek } from './parashas.ts';

describe('the 54 portions', () => {
  it('are numbered 1-54 in Torah order with Hebrew names and books', () => {
    expect(PARASHAS).toHaveLength(PARASHA_COUNT);
    expect(PARASHAS.map((p) => p.number)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    expect(PARASHAS[0]).toMatchObject({
      number: 1,
      name: 'Bereshit',
      hebrewName: 'בְּרֵאשִׁית',
      book: 'Genesis',
      hebrewBook: 'בראשית',
      ref: 'Genesis 1:1-6:8',
    });
    expect(PARASHAS[6]).toEqual({
      number: 7,
      name: 'Vayetzei',
      hebrewName: 'וַיֵּצֵא',
      book: 'Genesis',
      hebrewBook: 'בראשית',
      ref: 'Genesis 28:10-32:3',
      heRef: 'בראשית כ״ח:י׳-ל״ב:ג׳',
      haftarahRef: 'Hosea 12:13-14:10',
    });
    expect(PARASHAS[51]).toMatchObject({
      number: 52,
      name: 'Vayeilech',
      hebrewName: 'וַיֵּלֶךְ',
      book: 'Deuteronomy',
      heRef: 'דברים ל״א:א׳-ל׳',
    });
    expect(PARASHAS[53]).toMatchObject({ number: 54, name: 'Vezot Haberakhah', hebrewName: 'וְזֹאת הַבְּרָכָה', hebrewBook: 'דברים' });
    for (const p of PARASHAS) {
      expect(p.hebrewName).toMatch(/^[\u0590-\u05FF ]+$/);
      expect(['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy']).toContain(p.book);
      expect(p.haftarahRef).not.toBe('');
    }
    expect(PARASHAS.filter((p) => p.book === 'Genesis')).toHaveLength(12);
  });

  it('write Hebrew references as Sefaria does', () => {
    expect(hebrewRef('Deuteronomy 33:1-34:12')).toBe('דברים ל״ג:א׳-ל״ד:י״ב');
    expect(hebrewRef('Numbers 30:2-32:42')).toBe('במדבר ל׳:ב׳-ל״ב:מ״ב');
    expect(() => hebrewRef('Genesis')).toThrow();
  });
});

describe("this week's portion", () => {
  it('is Vayetzei on Shabbat 2026-11-21 and in the days before it', () => {
    expect(thisWeek('2026-11-21', false)).toEqual({ date: '2026-11-21', names: ['Vayetzei'] });
    expect(thisWeek('2026-11-15', false)).toEqual({ date: '2026-11-21', names: ['Vayetzei'] });
    expect(parashaList('2026-11-21', false).current).toBe('Vayetzei');
  });

  it('follows the Israel schedule when asked', () => {
    expect(thisWeek('2026-06-06', false).names).toEqual(["Beha'alotcha"]);
    expect(thisWeek('2026-06-06', true).names).toEqual(["Sh'lach"]);
  });

  it('names both portions of a combined week, the first as current', () => {
    const list = parashaList('2026-06-27', false);
    expect(list.thisWeek.names).toEqual(['Chukat', 'Balak']);
    expect(list.current).toBe('Chukat');
    expect(parashaList('2026-06-27', true).current).toBe('Balak');
  });

  it('skips a festival Shabbat to the next weekly portion', () => {
    expect(thisWeek('2026-05-23', false)).toEqual({ date: '2026-05-30', names: ['Nasso'] });
    expect(thisWeek('2026-10-03', false)).toEqual({ date: '2026-10-10', names: ['Bereshit'] });
  });
});
