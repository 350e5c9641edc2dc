// The 54 weekly Torah portions and this week's, computed with @hebcal/leyning and @hebcal/core:
// no network. The API answers this list, and the web app's prerendered /parsha page carries the
// same list in its HTML. References are written the way Sefaria reads them ("Genesis 28:10-32:3"),
// and the Hebrew ones the way Sefaria writes them ("בראשית כ״ח:י׳-ל״ב:ג׳").
import { HDate, Sedra, gematriya, parshiot } from '@hebcal/core';
import { BOOK, getLeyningForParsha, lookupParsha } from '@hebcal/leyning';
import type { Parasha, ParashasResponse } from '#contract/texts.ts';

const HEBREW_BOOKS: Record<string, string> = {
  Genesis: 'בראשית',
  Exodus: 'שמות',
  Leviticus: 'ויקרא',
  Numbers: 'במדבר',
  Deuteronomy: 'דברים',
};

/** "Genesis 28:10-32:3" → Sefaria's Hebrew form of the same reference. */
export function hebrewRef(ref: string): string {
  const match = /^(.+) (\d+):(\d+)-(?:(\d+):)?(\d+)$/.exec(ref);
  if (!match) throw new Error(`Not a verse range: ${ref}`);
  const [, book = '', c1, v1, c2, v2] = match;
  const he = (n: string | undefined) => gematriya(Number(n));
  const end = c2 && c2 !== c1 ? `${he(c2)}:${he(v2)}` : he(v2);
  return `${HEBREW_BOOKS[book] ?? book} ${he(c1)}:${he(v1)}-${end}`;
}

function toParasha(name: string, index: number): Parasha {
  const leyning = getLeyningForParsha(name);
  const meta = lookupParsha(name);
  const book = BOOK[meta.book] ?? '';
  return {
    number: index + 1,
    name,
    hebrewName: meta.hebrew,
    book,
    hebrewBook: HEBREW_BOOKS[book] ?? '',
    ref: leyning.summary,
    heRef: hebrewRef(leyning.summary),
    haftarahRef: leyning.haftara,
  };
}

/** All 54 in order (parshiot is Bereshit … Vezot Haberakhah), built once per process. */
export const PARASHAS: readonly Parasha[] = parshiot.map(toParasha);

/**
 * The portion(s) read on the Shabbat on or after `date` (yyyy-MM-dd). When that Shabbat is a
 * festival with its own reading, the next Shabbat with a weekly portion is "this week's".
 */
export function thisWeek(date: string, il: boolean): { date: string; names: string[] } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let shabbat = new HDate(new Date(y, m - 1, d)).onOrAfter(6);
  // A festival Shabbat is followed within three weeks by a regular one (Pesach, Sukkot).
  for (let week = 0; week < 4; week++) {
    const found = new Sedra(shabbat.getFullYear(), il).lookup(shabbat);
    if (!found.chag) {
      const g = shabbat.greg();
      const iso = `${g.getFullYear()}-${String(g.getMonth() + 1).padStart(2, '0')}-${String(g.getDate()).padStart(2, '0')}`;
      return { date: iso, names: found.parsha };
    }
    shabbat = shabbat.add(7, 'd');
  }
  throw new Error(`No weekly portion within four weeks of ${date}`);
}

/** The 54 portions with this week's for `date`, in Israel (`il`) or outside it. */
export function parashaList(date: string, il: boolean): ParashasResponse {
  const week = thisWeek(date, il);
  return { parashas: [...PARASHAS], current: week.names[0] ?? '', thisWeek: week };
}
