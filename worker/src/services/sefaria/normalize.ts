// A v3 Texts answer → the app's passage shape (schema/contract/texts.ts TextPassage): the Hebrew and
// English versions flattened into parallel plain-text lists, each segment labelled with its
// chapter:verse (or paragraph) address, and the versions shown credited with their licences.
import type { TextPassage, VersionCredit } from '#contract/texts.ts';
import type { JaggedText, V3TextsResponse } from './client.ts';
import { toPlainText } from './sanitize.ts';

type Version = V3TextsResponse['versions'][number];
type Family = 'hebrew' | 'english';

const SHORT_CODE: Record<Family, 'he' | 'en'> = { hebrew: 'he', english: 'en' };

/**
 * Texts licensed for non-commercial use only (CC-BY-NC, CC-BY-NC-SA) may not appear on pages
 * that carry ads or sponsors, and every text page here may carry them: such versions are left out.
 */
export const isNonCommercial = (license: string) => /\bNC\b/i.test(license);

/** The version of a language family (v3 names it in `languageFamilyName`; `language` is its code). */
function versionOf(versions: Version[], family: Family): Version | undefined {
  const found =
    versions.find((v) => v.languageFamilyName === family) ??
    versions.find((v) => !v.languageFamilyName && v.language === SHORT_CODE[family]);
  return found && !isNonCommercial(found.license) ? found : undefined;
}

export const creditOf = (language: 'he' | 'en', versionTitle: string, license: string): VersionCredit => ({
  language,
  versionTitle,
  license: license || 'unknown licence',
});

/** Segments of a jagged text, in reading order, with their address relative to the passage start. A null segment reads as empty. */
export function segments(text: JaggedText, path: number[] = []): { path: number[]; text: string }[] {
  if (text === null) return [{ path, text: '' }];
  if (typeof text === 'string') return [{ path, text }];
  return text.flatMap((child, i) => segments(child, [...path, i]));
}

/** The non-empty plain-text segments of a jagged text (Sefaria's siddur has empty paragraphs). */
export const plainSegments = (text: JaggedText): string[] =>
  segments(text)
    .map((s) => toPlainText(s.text))
    .filter(Boolean);

/**
 * The address of a segment. `sections` is where the passage starts (e.g. ['55', '6'] for
 * Isaiah 55:6-56:8, ['23'] for Psalms 23); `path` the segment's indexes inside the answer's text.
 * The first index at each level continues from `sections`; later siblings restart at 1.
 */
function label(sections: string[], depth: number, path: number[]): string {
  // A section-level ref (Psalms 23 at depth 2) adds levels below its last section, counted from 1.
  const missing = Math.max(0, depth - sections.length);
  const start = [...sections, ...Array<string>(missing).fill('1')].map((s) => Number.parseInt(s, 10));
  const offset = start.length - path.length;
  const address = start.map((first, level) => {
    const i = level - offset;
    if (i < 0) return first;
    // Only while every index above is 0 are we still on the passage's first chapter.
    const onFirstBranch = path.slice(0, i).every((p) => p === 0);
    return (onFirstBranch && Number.isFinite(first) ? first : 1) + (path[i] ?? 0);
  });
  return address.join(':');
}

export function normalizePassage(answer: V3TextsResponse): TextPassage {
  const sections = answer.sections.map(String);
  const heVersion = versionOf(answer.versions, 'hebrew');
  const enVersion = versionOf(answer.versions, 'english');
  const he = segments(heVersion?.text ?? []);
  const en = segments(enVersion?.text ?? []);
  const base = he.length >= en.length ? he : en;
  const depth = answer.textDepth ?? Math.max(sections.length, (base[0]?.path.length ?? 0) + sections.length - 1);

  const credits: VersionCredit[] = [];
  if (heVersion) credits.push(creditOf('he', heVersion.versionTitle, heVersion.license));
  if (enVersion) credits.push(creditOf('en', enVersion.versionTitle, enVersion.license));
  const passage: TextPassage = { ref: answer.ref, heRef: answer.heRef, text: [], he: [], labels: [], credits };
  base.forEach((segment, i) => {
    const hebrew = toPlainText(he[i]?.text ?? '');
    const english = toPlainText(en[i]?.text ?? '');
    if (!hebrew && !english) return; // empty paragraphs in Sefaria's siddur
    passage.he.push(hebrew);
    passage.text.push(english);
    passage.labels.push(label(sections, depth, segment.path));
  });
  return passage;
}
