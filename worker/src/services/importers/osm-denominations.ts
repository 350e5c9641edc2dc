// OpenStreetMap `denomination` values for religion=jewish → the rite (nusach) they imply.
// The values are the OSM wiki's table for Judaism (wiki.openstreetmap.org/wiki/Key:denomination),
// plus spellings and Hebrew values found in real data. A denomination that names a movement
// (orthodox, conservative, reform, …) says nothing about the rite and maps to none.
// Rites, as this directory names them (docs/domain.md: OpenStreetMap import):
// - ashkenaz: Nusach Ashkenaz (Ashkenazi and Lithuanian/yeshivish communities);
// - sefard: Nusach Sefard, the Chasidic rite;
// - arizal: Nusach Ari, Chabad's rite;
// - mizrachi: Edot HaMizrach, the rite Sephardi and Mizrahi communities pray;
// - temani: the Yemenite rite (Baladi and Shami).
import type { Nusach } from '#domain/enums.ts';

/** Every wiki value for Judaism, with the rite it implies or null. */
export const OSM_JUDAISM_DENOMINATIONS: Record<string, Nusach | null> = {
  alternative: null,
  ashkenazi: 'ashkenaz',
  buchari: 'mizrachi',
  conservative: null,
  egalitarian: null,
  hasidic: 'sefard',
  humanistic: null,
  kabbalistic: null,
  karaite: null,
  liberal: null,
  lubavitch: 'arizal',
  mizrachi_baghdadi: 'mizrachi',
  mizrachi_chida: 'mizrachi',
  mizrachi_jerusalemite: 'mizrachi',
  mizrachi_livorno: 'mizrachi',
  mizrachi_moroccan: 'mizrachi',
  modern_orthodox: null,
  neo_orthodox: null,
  nondenominational: null,
  orthodox: null,
  orthodox_ashkenaz: 'ashkenaz',
  orthodox_sefard: 'sefard',
  progressive: null,
  reconstructionist: null,
  reform: null,
  renewal: null,
  samaritan: null,
  sefardi: 'mizrachi',
  sefardi_amsterdam: 'mizrachi',
  sefardi_london: 'mizrachi',
  traditional: null,
  ultra_orthodox: null,
  unaffiliated: null,
  yemenite: 'temani',
  yemenite_baladi: 'temani',
  yemenite_shami: 'temani',
};

/** Other spellings mappers use (English and Hebrew), folded like the wiki's values. */
const SPELLINGS: Record<string, Nusach> = {
  ashkenaz: 'ashkenaz',
  ashkenazic: 'ashkenaz',
  litvish: 'ashkenaz',
  lithuanian: 'ashkenaz',
  sephardi: 'mizrachi',
  sephardic: 'mizrachi',
  sefardic: 'mizrachi',
  sefaradi: 'mizrachi',
  spanish_and_portuguese: 'mizrachi',
  mizrahi: 'mizrachi',
  mizrachi: 'mizrachi',
  edot_hamizrach: 'mizrachi',
  bukharian: 'mizrachi',
  chassidic: 'sefard',
  hassidic: 'sefard',
  chasidic: 'sefard',
  sefard: 'sefard',
  chabad: 'arizal',
  chabad_lubavitch: 'arizal',
  arizal: 'arizal',
  ari: 'arizal',
  teimani: 'temani',
  temani: 'temani',
  yemeni: 'temani',
  אשכנזי: 'ashkenaz',
  אשכנז: 'ashkenaz',
  ליטאי: 'ashkenaz',
  ליטאי_ישיבתי: 'ashkenaz',
  ספרדי: 'mizrachi',
  עדות_המזרח: 'mizrachi',
  מזרחי: 'mizrachi',
  חסידי: 'sefard',
  'חב״ד': 'arizal',
  'חב"ד': 'arizal',
  תימני: 'temani',
};

const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    // 'Nusach Ari', 'nusach-sefard': the word "nusach" adds nothing.
    .replace(/^(nusach|נוסח)_/, '');

/** The rite a `denomination` value implies (the first of `;`-separated values that implies one), or null. */
export function nusachOf(denomination: string | null | undefined): Nusach | null {
  for (const part of (denomination ?? '').split(';')) {
    const key = fold(part);
    const nusach = OSM_JUDAISM_DENOMINATIONS[key] ?? SPELLINGS[key];
    if (nusach) return nusach;
  }
  return null;
}
