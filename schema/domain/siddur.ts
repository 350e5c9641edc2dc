// The siddur's constants (nusachot, services, the page's sections), apart from the schemas that
// validate them (#contract/siddur.ts): pages that only name a nusach or a service load no zod.
import type { SiddurSection } from './texts.ts';

/** The three siddurim Sefaria holds complete. */
export const NUSACHOT = ['ashkenaz', 'sefard', 'edot_hamizrach'] as const;
export type Nusach = (typeof NUSACHOT)[number];

export const NUSACH_LABELS: Record<Nusach, string> = {
  ashkenaz: 'Ashkenaz',
  sefard: 'Sefard',
  edot_hamizrach: 'Edot HaMizrach',
};

/**
 * A shul's nusach (its listing's `nusach`) → the siddur that fits it: Nusach Ari (Chabad) is a
 * Sefard rite; Yemenite and Mizrachi shuls pray closest to Edot HaMizrach.
 */
export const NUSACH_OF_SHUL: Record<string, Nusach> = {
  ashkenaz: 'ashkenaz',
  sefard: 'sefard',
  arizal: 'sefard',
  temani: 'edot_hamizrach',
  mizrachi: 'edot_hamizrach',
};

export const SERVICES = [
  'weekday_shacharit',
  'weekday_mincha',
  'weekday_maariv',
  'kabbalat_shabbat',
  'shabbat_maariv',
  'shabbat_shacharit',
  'shabbat_musaf',
  'shabbat_mincha',
  'birkat_hamazon',
  'blessings',
  'tefillat_haderech',
] as const;
export type Service = (typeof SERVICES)[number];

export const SERVICE_LABELS: Record<Service, string> = {
  weekday_shacharit: 'Shacharit',
  weekday_mincha: 'Mincha',
  weekday_maariv: 'Maariv',
  kabbalat_shabbat: 'Kabbalat Shabbat',
  shabbat_maariv: 'Shabbat Maariv',
  shabbat_shacharit: 'Shabbat Shacharit',
  shabbat_musaf: 'Musaf',
  shabbat_mincha: 'Shabbat Mincha',
  birkat_hamazon: 'Birkat HaMazon',
  blessings: 'Blessings',
  tefillat_haderech: 'Tefillat HaDerech',
};

/** The page's section buttons and the services each one holds, in the order they are prayed. */
export const SECTION_SERVICES: Record<SiddurSection, readonly Service[]> = {
  shacharit: ['weekday_shacharit'],
  mincha: ['weekday_mincha'],
  maariv: ['weekday_maariv'],
  shabbat: ['kabbalat_shabbat', 'shabbat_maariv', 'shabbat_shacharit', 'shabbat_musaf', 'shabbat_mincha'],
  blessings: ['birkat_hamazon', 'blessings', 'tefillat_haderech'],
};

/** At most this many parts in one request: one upstream bulk request each. */
export const PARTS_PER_REQUEST = 12;

export const PRAYER_TIMES = ['shacharit', 'mincha', 'maariv'] as const;
export type PrayerTime = (typeof PRAYER_TIMES)[number];
