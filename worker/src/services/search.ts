// Turning what a visitor typed into safe search terms, and the geometry of near-me and map
// searches. Pure functions: the SQL that uses them lives in directory.ts.

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
 * suggestion back, "Brooklyn, NY") as one phrase whose last word is a prefix, in the city column
 * only ("new yo" → `city : "new yo"*`, which matches New York).
 */
export function cityPrefixQuery(text: string): string | null {
  const terms = searchTerms(text.split(',')[0] ?? '');
  return terms.length ? `city : ${namePhraseQuery(terms)}` : null;
}

/** A 5-digit US ZIP code or ZIP+4; answers the 5-digit code that listings are filed under. */
export function zipCodeOf(text: string): string | null {
  return /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1] ?? null;
}

export const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance (haversine), the same formula the SQL uses. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Inclusive longitude intervals; a box across the antimeridian needs two. */
export type LngRanges = [west: number, east: number][];

/** The longitude intervals of a box from `west` to `east`; west > east means it crosses ±180°. */
export function longitudeRanges(west: number, east: number): LngRanges {
  return west <= east ? [[west, east]] : [[west, 180], [-180, east]];
}

export interface Box {
  south: number;
  north: number;
  /** Null: every longitude (the circle reaches a pole or wraps the globe). */
  lngRanges: LngRanges | null;
}

/**
 * The smallest latitude/longitude box around the circle of `radiusKm` about a point, used as an
 * index prefilter before the exact distance test. Longitude half-width is
 * asin(sin(r/R) / cos(lat)), the widest the circle gets; it wraps across the antimeridian.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): Box {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const south = lat - deg(angular);
  const north = lat + deg(angular);
  if (south <= -90 || north >= 90) return { south: Math.max(south, -90), north: Math.min(north, 90), lngRanges: null };
  const s = Math.sin(angular) / Math.cos(rad(lat));
  if (s >= 1) return { south, north, lngRanges: null };
  const half = deg(Math.asin(s));
  if (half >= 180) return { south, north, lngRanges: null };
  const west = lng - half;
  const east = lng + half;
  if (west < -180) return { south, north, lngRanges: longitudeRanges(west + 360, east) };
  if (east > 180) return { south, north, lngRanges: longitudeRanges(west, east - 360) };
  return { south, north, lngRanges: [[west, east]] };
}
