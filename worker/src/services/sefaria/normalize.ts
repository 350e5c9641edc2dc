// A v3 Texts answer → the app's passage shape (schema/texts.ts TextPassage): the Hebrew and
// English versions flattened into parallel plain-text lists, each segment labelled with its
// chapter:verse (or paragraph) address.
import type { TextPassage } from '../../../../schema/texts.ts';
import type { JaggedText, V3TextsResponse } from './client.ts';
import { toPlainText } from './sanitize.ts';

type Version = V3TextsResponse['versions'][number];
type Family = 'hebrew' | 'english';

const SHORT_CODE: Record<Family, string> = { hebrew: 'he', english: 'en' };

/** The version of a language family (v3 names it in `languageFamilyName`; `language` is its code). */
function versionOf(versions: Version[], family: Family): Version | undefined {
  return (
    versions.find((v) => v.languageFamilyName === family) ??
    versions.find((v) => !v.languageFamilyName && v.language === SHORT_CODE[family])
  );
}

/** Segments of a jagged text, in reading order, with their address relative to the passage start. */
function segments(text: JaggedText, path: number[] = []): { path: number[]; text: string }[] {
  if (typeof text === 'string') return [{ path, text }];
  return text.flatMap((child, i) => segments(child, [...path, i]));
}

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
  const he = segments(versionOf(answer.versions, 'hebrew')?.text ?? []);
  const en = segments(versionOf(answer.versions, 'english')?.text ?? []);
  const base = he.length >= en.length ? he : en;
  const depth = answer.textDepth ?? Math.max(sections.length, (base[0]?.path.length ?? 0) + sections.length - 1);

  const passage: TextPassage = { ref: answer.ref, heRef: answer.heRef, text: [], he: [], labels: [] };
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
