// The prayer & study texts' constants (the siddur's sections, the psalms' range), apart from the
// schemas that validate them (#contract/texts.ts): pages that only need a number load no zod.

/** The siddur's sections (docs/product-rules.md: Limits and constants), in the order the page shows them. */
export const SIDDUR_SECTIONS = ['shacharit', 'mincha', 'maariv', 'shabbat', 'blessings'] as const;
export type SiddurSection = (typeof SIDDUR_SECTIONS)[number];

export const SIDDUR_SECTION_LABELS: Record<SiddurSection, string> = {
  shacharit: 'Shacharit',
  mincha: 'Mincha',
  maariv: 'Maariv',
  shabbat: 'Shabbat',
  blessings: 'Blessings',
};

/** Psalms 1-150, starting at 1 (docs/product-rules.md: Limits and constants); the popular ones in a fixed order. */
export const PSALM_MIN = 1;
export const PSALM_MAX = 150;
export const POPULAR_PSALMS = [23, 121, 150, 1, 91, 27, 100, 139] as const;

/** The number of weekly Torah portions. */
export const PARASHA_COUNT = 54;
