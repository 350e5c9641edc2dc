// The 54 weekly Torah portions and this week's, computed with @hebcal/leyning and @hebcal/core:
// no network. References are written the way Sefaria reads them ("Genesis 28:10-32:3"), and the
// Hebrew ones the way Sefaria writes them ("בראשית כ״ח:י׳-ל״ב:ג׳").
import { HDate, Sedra, gematriya, parshiot } from '@hebcal/core';
import { BOOK, getLeyningForParsha, lookupParsha, type Aliyah } from '@hebcal/leyning';
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

/** One passage as a Sefaria ref: "Isaiah 55:6-56:8", "Isaiah 29:22-23", "Jeremiah 3:4". */
export function passageRef(a: Aliyah): string {
  if (a.b === a.e) return `${a.k} ${a.b}`;
  const [bc] = a.b.split(':');
  const [ec, ev] = a.e.split(':');
  return `${a.k} ${a.b}-${bc === ec ? ev : a.e}`;
}

interface ParashaReadings {
  parasha: Parasha;
  /** The Haftarah as Sefaria refs: several for a Haftarah read in parts. */
  haftarahRefs: string[];
}

function build(name: string, index: number): ParashaReadings {
  const leyning = getLeyningForParsha(name);
  const meta = lookupParsha(name);
  const book = BOOK[meta.book] ?? '';
  const haft = Array.isArray(leyning.haft) ? leyning.haft : [leyning.haft];
  return {
    parasha: {
      number: index + 1,
      name,
      hebrewName: meta.hebrew,
      book,
      hebrewBook: HEBREW_BOOKS[book] ?? '',
      ref: leyning.summary,
      heRef: hebrewRef(leyning.summary),
      haftarahRef: leyning.haftara,
    },
    haftarahRefs: haft.map(passageRef),
  };
}

/** All 54 in order (parshiot is Bereshit … Vezot Haberakhah). Built once per isolate. */
const READINGS: readonly ParashaReadings[] = parshiot.map(build);

export const PARASHAS: readonly Parasha[] = READINGS.map((r) => r.parasha);

/** The portion named `name` (case and punctuation insensitive: "vayetzei", "Lech Lecha"). */
export function findParasha(name: string): ParashaReadings | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = key(name);
  return READINGS.find((r) => key(r.parasha.name) === wanted);
}

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

export function parashaList(date: string, il: boolean): ParashasResponse {
  const week = thisWeek(date, il);
  return { parashas: [...PARASHAS], current: week.names[0] ?? '', thisWeek: week };
}
