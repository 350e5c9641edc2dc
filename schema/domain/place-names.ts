// How place names are matched (the gazetteer's `place_names` table and every lookup in it): one
// normal form per name, in any script, and the spelling variants a traveller's input may need.
// Shared by the places build script and the Worker, so that what is stored and what is looked
// up are folded the same way.
import { asciiFold } from './places.ts';

/** Scripts the gazetteer indexes: Latin (folded to ASCII), Hebrew and Cyrillic. */
const INDEXED_SCRIPT = /^[\p{Script=Latin}\p{Script=Hebrew}\p{Script=Cyrillic}\p{N}\s'’‘`´ʼ.\-()&/]+$/u;

/** True for a name in a script the gazetteer indexes (alternate names in other scripts are left out). */
export const indexedScript = (name: string) => INDEXED_SCRIPT.test(name);

/**
 * The normal form of a name: Latin letters folded to ASCII ('Zürich' → 'zurich'), Hebrew without
 * points ('יְרוּשָׁלַיִם' → 'ירושלים'), Cyrillic 'ё' as 'е', all lower case; apostrophes dropped
 * ("Be'er Sheva" → 'beer sheva'), other punctuation a space ('Boro-Park' → 'boro park').
 */
export function nameKey(text: string): string {
  const latin = /\p{Script=Latin}/u.test(text);
  // asciiFold drops non-Latin letters, so it only runs on names with no other script in them.
  const folded =
    latin && !/[\p{Script=Hebrew}\p{Script=Cyrillic}]/u.test(text) ? asciiFold(text) : text.normalize('NFD').replace(/\p{M}/gu, '');
  return folded
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/['’‘`´ʼ״׳"]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A name key as a suggestion shows the name it matched: each word begins with a capital
 * ('beer sheva' → 'Beer Sheva', 'москва' → 'Москва'); Hebrew has no capitals. The key is all that
 * is stored of an alternate name, so its punctuation and accents are not shown.
 */
export const keyLabel = (key: string) => key.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * Word spellings travellers use interchangeably in transliterated names: Beit/Bet/Beth
 * Shemesh, Boro/Borough Park, St/Saint, Mt/Mount. Each group is one word, matched whole.
 */
const WORD_VARIANTS: readonly (readonly string[])[] = [
  ['beit', 'bet', 'beth', 'beyt'],
  ['boro', 'borough'],
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
  ['ft', 'fort'],
  ['kiryat', 'qiryat', 'kiryath'],
  ['ramat', 'ramath'],
];

const VARIANT_OF = new Map(WORD_VARIANTS.flatMap((group) => group.map((word) => [word, group] as const)));

/** The key itself and its spelling variants (one word swapped at a time, at most 8 keys). */
export function keyVariants(key: string): string[] {
  const out = new Set([key]);
  const words = key.split(' ');
  words.forEach((word, i) => {
    for (const alt of VARIANT_OF.get(word) ?? []) {
      if (out.size < 8) out.add([...words.slice(0, i), alt, ...words.slice(i + 1)].join(' '));
    }
  });
  return [...out];
}

const RANK_BONUS: Readonly<Record<string, number>> = { PPLC: 100, PPLA: 50, PPLG: 30, PPLA2: 10, PPLH: -200, PPLQ: -200, PPLW: -200 };

/**
 * How prominent a place is, for ranking places of the same name: a hundred per power of ten of
 * population, more for capitals and seats of government (GeoNames feature codes), much less for
 * places that no longer exist (historical, abandoned, destroyed).
 */
export function placeRank(population: number, featureCode: string | null): number {
  return Math.round(Math.log10(population + 1) * 100) + (featureCode ? (RANK_BONUS[featureCode] ?? 0) : 0);
}

/**
 * A place found by one of its alternate names ranks a little lower than by its own name, as if
 * a third its size: 'Williamsburg' is Williamsburg, Brooklyn, not Rockville, Maryland (once
 * called Williamsburg), while 'Moskva' is still Moscow, not a village in Tajikistan.
 */
export const ALTERNATE_NAME_PENALTY = 60;

/**
 * A place found by an alternate name that is another place's own name in the same country (a
 * former name, a village it absorbed: 'Brooklyn' among Oshkosh's, 'Manhattan' among New York
 * City's) ranks below every place of that name, found by it or not: the place itself comes first.
 */
export const BORROWED_NAME_PENALTY = 1000;

/** A city of this many people or more gives its sections and suburbs a rank (build-places.ts). */
export const SECTION_CITY_MIN_POPULATION = 300_000;
/** A section of a large city ranks at least as a town of this fraction of the city's people… */
const SECTION_SHARE = 100;
/** …but never above a town of 100,000: a neighbourhood comes before a far town of its name, not a far city. */
const SECTION_RANK_MAX = 500;

/**
 * The least rank of a section or suburb of a city of `cityPopulation` people: Bondi (Sydney, 4.6
 * million) ranks as a town of 46,000, before Bondy near Paris found by its Russian spelling, and
 * Thornhill (Toronto's, with no population of its own in GeoNames) before a South African town of 5,000.
 */
export const sectionRank = (cityPopulation: number) => Math.min(placeRank(cityPopulation / SECTION_SHARE, null), SECTION_RANK_MAX);

/** A name prefix begun by more name keys than this has its best places listed in `place_name_prefixes`. */
export const PREFIX_RANGE_MAX = 128;
/** How many places `place_name_prefixes` keeps per prefix: more than any lookup asks for. */
export const PREFIX_TOP = 24;

export type NameRow = readonly [key: string, rank: number, placeId: number];

/**
 * The rows of `place_name_prefixes` for `names` sorted by key: for every prefix of two or more
 * characters that more than `rangeMax` keys begin with, its `top` best places (each once, with
 * its best rank under that prefix), highest rank first, then highest id, as the Worker reads them.
 */
export function prefixTops(names: readonly NameRow[], { rangeMax = PREFIX_RANGE_MAX, top = PREFIX_TOP } = {}): NameRow[] {
  const out: NameRow[] = [];
  const best = (from: number, to: number, prefix: string) => {
    const rank = new Map<number, number>();
    for (let i = from; i < to; i++) {
      const [, r, id] = names[i]!;
      if (r > (rank.get(id) ?? -Infinity)) rank.set(id, r);
    }
    const ranked = [...rank].sort((a, b) => b[1] - a[1] || b[0] - a[0]).slice(0, top);
    for (const [id, r] of ranked) out.push([prefix, r, id]);
  };
  // Rows [from, to) share their first `length - 1` characters; a crowded group of them sharing
  // `length` characters is listed, then split by one character more.
  const visit = (from: number, to: number, length: number) => {
    for (let i = from; i < to;) {
      const prefix = names[i]![0].slice(0, length);
      let j = i + 1;
      while (j < to && names[j]![0].slice(0, length) === prefix) j++;
      if (j - i > rangeMax && prefix.length === length) {
        // Typed text is trimmed, so a prefix ending in a space is never asked for; its longer ones are.
        if (!prefix.endsWith(' ')) best(i, j, prefix);
        visit(i, j, length + 1);
      }
      i = j;
    }
  };
  visit(0, names.length, 2);
  return out;
}
