import type { Parasha } from '#contract/texts.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0591-\u05C7]/g, '') // Hebrew points: "בראשית" finds "בְּרֵאשִׁית"
    .toLowerCase()
    .replace(/[^a-z0-9\u05D0-\u05EA:]+/g, '');

/** The portions whose number, names, books or references contain `query` (case, points and punctuation ignored). */
export function filterParashas(parashas: readonly Parasha[], query: string): Parasha[] {
  const wanted = fold(query);
  if (!wanted) return [...parashas];
  return parashas.filter((p) =>
    [String(p.number), p.name, p.hebrewName, p.book, p.hebrewBook, p.ref, p.heRef].some((field) => fold(field).includes(wanted)),
  );
}
