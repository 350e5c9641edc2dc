// The zmanim's names, apart from calendar.ts (which builds zod schemas) so that the calendar page
// can list them without zod.

/** The zmanim the API answers, in order of the day (sunrise, latest Shema, sunset and nightfall among them). */
export const ZMANIM_KEYS = [
  'alotHaShachar',
  'misheyakir',
  'sunrise',
  'sofZmanShmaMGA',
  'sofZmanShma',
  'sofZmanTfilla',
  'chatzot',
  'minchaGedola',
  'minchaKetana',
  'plagHaMincha',
  'sunset',
  'tzeit7083deg',
  'tzeit85deg',
] as const;
export type ZmanKey = (typeof ZMANIM_KEYS)[number];
