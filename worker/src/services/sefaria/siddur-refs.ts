// The siddur page's prayers: for each section, a fixed list of references into
// Sefaria's "Siddur Ashkenaz" (the Ashkenazi siddur; index categories Liturgy › Siddur). The node
// names are the index's current node titles (the schema Sefaria's export appends to each version
// file; test-fixtures/sefaria/index-siddur-ashkenaz.json), which siddur-refs.test.ts checks.
// A ref Sefaria no longer knows fails alone (the section still shows the others); see texts.ts.
import type { SiddurSection } from '#contract/texts.ts';

export interface SiddurEntry {
  /** The prayer's usual English name, shown under the card's 'Prayer N' heading. */
  title: string;
  ref: string;
}

const WEEKDAY = 'Siddur Ashkenaz, Weekday';
const SHABBAT = 'Siddur Ashkenaz, Shabbat';
const BERACHOT = 'Siddur Ashkenaz, Berachot';

export const SIDDUR_REFS: Record<SiddurSection, readonly SiddurEntry[]> = {
  shacharit: [
    { title: 'Modeh Ani', ref: `${WEEKDAY}, Shacharit, Preparatory Prayers, Modeh Ani` },
    { title: 'Asher Yatzar', ref: `${WEEKDAY}, Shacharit, Preparatory Prayers, Asher Yatzar` },
    { title: 'Elokai Neshama', ref: `${WEEKDAY}, Shacharit, Preparatory Prayers, Elokai Neshama` },
    { title: 'Ma Tovu', ref: `${WEEKDAY}, Shacharit, Preparatory Prayers, Ma Tovu` },
  ],
  mincha: [
    { title: 'Ashrei', ref: `${WEEKDAY}, Minchah, Ashrei` },
    { title: 'Aleinu', ref: `${WEEKDAY}, Minchah, Concluding Prayers, Alenu` },
  ],
  maariv: [
    { title: 'Barchu', ref: `${WEEKDAY}, Maariv, Barchu` },
    { title: 'Shema', ref: `${WEEKDAY}, Maariv, Blessings of the Shema, Shema` },
    { title: 'Hashkiveinu', ref: `${WEEKDAY}, Maariv, Blessings of the Shema, Second Blessing after Shema` },
    { title: 'Aleinu', ref: `${WEEKDAY}, Maariv, Alenu` },
  ],
  shabbat: [
    { title: 'Yedid Nefesh', ref: `${SHABBAT}, Kabbalat Shabbat, Yedid Nefesh` },
    { title: 'Lekha Dodi', ref: `${SHABBAT}, Kabbalat Shabbat, Lekha Dodi` },
    { title: 'Shalom Aleichem', ref: `${SHABBAT}, Shabbat Evening, Shalom Aleichem` },
    { title: 'Kiddush', ref: `${SHABBAT}, Shabbat Evening, Kiddush` },
  ],
  blessings: [
    { title: 'Birkat HaMazon', ref: `${BERACHOT}, Birkat HaMazon` },
    { title: 'Al Hamichyah', ref: `${BERACHOT}, Birkat Hanehenin, Eating, Brachot Achronot, Al Hamichyah` },
    { title: 'Borei Nefashot', ref: `${BERACHOT}, Birkat Hanehenin, Eating, Brachot Achronot, Borei Nefashot` },
    { title: 'Tefillat HaDerech', ref: `${BERACHOT}, Tefillat HaDerech` },
  ],
};
