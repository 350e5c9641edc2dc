// The prayer & study texts (Siddur, Parsha, Tehillim: their shapes and constants): the
// query schemas the Worker validates and the answers the pages read. Texts arrive from the
// Worker as plain text (upstream HTML is removed on the server), with parallel English
// (`text`) and Hebrew (`he`) lists.
import { z } from './zod.ts';
import { isoDate } from './fields.ts';
import { PSALM_MAX, PSALM_MIN, SIDDUR_SECTIONS, type SiddurSection } from '#domain/texts.ts';

export { SIDDUR_SECTIONS, SIDDUR_SECTION_LABELS, PSALM_MIN, PSALM_MAX, POPULAR_PSALMS, PARASHA_COUNT } from '#domain/texts.ts';
export type { SiddurSection } from '#domain/texts.ts';

const SECTION_MESSAGE = `section must be one of ${SIDDUR_SECTIONS.join(', ')}`;
export const siddurParams = z.object({
  section: z.enum(SIDDUR_SECTIONS, { error: SECTION_MESSAGE }),
});

const PSALM_MESSAGE = `n must be a whole number from ${PSALM_MIN} to ${PSALM_MAX}`;
export const psalmParams = z.object({
  n: z.coerce
    .number({ error: PSALM_MESSAGE })
    .int({ error: PSALM_MESSAGE })
    .min(PSALM_MIN, { error: PSALM_MESSAGE })
    .max(PSALM_MAX, { error: PSALM_MESSAGE }),
});

export const readingQuery = z.object({
  parsha: z
    .string({ error: 'parsha is required (a Torah portion name, e.g. Vayetzei)' })
    .trim()
    .min(1, { error: 'parsha is required (a Torah portion name, e.g. Vayetzei)' })
    .max(40, { error: 'parsha must be at most 40 characters' }),
});

export const parashasQuery = z.object({
  /** '1' or 'true' for the Israel reading schedule; the diaspora's otherwise. */
  il: z
    .enum(['0', '1', 'true', 'false'], { error: 'il must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** The visitor's local date (yyyy-MM-dd); "this week" is the Shabbat on or after it. Default: today (UTC). */
  date: isoDate('date must be in the form yyyy-MM-dd').optional(),
});

/** A prayer; `category` is the siddur section it belongs to. */
export interface Prayer {
  title: string;
  hebrew: string;
  english: string;
  category: SiddurSection;
  credits: VersionCredit[];
}

export interface SiddurResponse {
  section: SiddurSection;
  prayers: Prayer[];
}

/** A weekly portion, plus the Haftarah reference (Ashkenazi custom). */
export interface Parasha {
  number: number;
  name: string;
  hebrewName: string;
  book: string;
  hebrewBook: string;
  ref: string;
  heRef: string;
  haftarahRef: string;
}

export interface ParashasResponse {
  /** All 54, sorted by number. */
  parashas: Parasha[];
  /** This week's Shabbat portion (the first one of a combined week). */
  current: string;
  /** The Shabbat that `current` is read on, and every portion read then (two in a combined week). */
  thisWeek: { date: string; names: string[] };
}

/** A version of a text as shown, with what its licence requires us to credit. */
export interface VersionCredit {
  language: 'he' | 'en';
  versionTitle: string;
  license: string;
}

/** A passage with parallel lists: `text` (English) and `he` (Hebrew); `labels` give chapter:verse. */
export interface TextPassage {
  ref: string;
  heRef: string;
  text: string[];
  he: string[];
  labels: string[];
  /** The versions shown, to be credited with their licences beside the text. */
  credits: VersionCredit[];
}

/** A reading: the Torah reading and, when there is one, the Haftarah. */
export interface ReadingResponse {
  parsha: string;
  torah: TextPassage;
  haftarah?: TextPassage;
}

export interface PsalmVerse {
  verse: number;
  hebrew: string;
  english: string;
}

/** A psalm. */
export interface PsalmResponse {
  number: number;
  ref: string;
  heRef: string;
  verses: PsalmVerse[];
  credits: VersionCredit[];
}
