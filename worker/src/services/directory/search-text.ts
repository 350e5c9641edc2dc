// Turning what a visitor typed into safe search terms: FTS5 queries and ZIP codes. Pure
// functions: the SQL that uses them lives in reads.ts.

/** More words than this add nothing to a directory search and only cost time. */
const MAX_TERMS = 12;

/**
 * Splits user text into search terms. A term is a run of letters, digits, combining marks and
 * the joiners `'`, `’`, `.`, `-` (so "B'nai", "St." and "Tel-Aviv" stay one term); everything
 * else separates terms. Terms without a letter or digit (a lone `-`, `*`, an emoji) are dropped.
 */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}\p{M}'’.-]+/u)
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .slice(0, MAX_TERMS);
}

/** An FTS5 string literal: double quotes around, inner quotes doubled. FTS5 reads it as a phrase, never as syntax. */
const quote = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The FTS5 query for a text search: every term quoted and prefix-matched, all required
 * ("young isr" → `"young"* "isr"*`). Inside quotes, `NEAR`, `AND`, `OR`, `*`, `-`, `:` and
 * parentheses are plain text, and FTS5 tokenizes the phrase exactly as it tokenized the listings
 * ("b'nai" → the tokens b, nai). Null when the text holds no searchable term.
 */
export function ftsPrefixQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length ? terms.map((t) => `${quote(t)}*`).join(' ') : null;
}

/** The words as one phrase whose last word is a prefix ("young isr" → `"young isr"*`). */
function namePhraseQuery(terms: string[]): string {
  return `${quote(terms.join(' '))}*`;
}

/**
 * The FTS5 query for city suggestions: the text before the first comma (a visitor may type a
 * suggestion back, "Brooklyn, NY") as one phrase whose last word is a prefix, in the city's names
 * only (every spelling its listings use: "new yo" → `names : "new yo"*`, which matches New York).
 */
export function cityPrefixQuery(text: string): string | null {
  const terms = searchTerms(text.split(',')[0] ?? '');
  return terms.length ? `names : ${namePhraseQuery(terms)}` : null;
}

/** A 5-digit US ZIP code or ZIP+4; answers the 5-digit code that listings are filed under. */
export function zipCodeOf(text: string): string | null {
  return /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1] ?? null;
}
