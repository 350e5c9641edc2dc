// SQL expressions that indexes are built on: a query must use them as written here to use the index.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { NAME_LANGUAGES } from '#domain/listing-names.ts';
import { LISTINGS_PER_SITEMAP } from '#domain/sitemap-files.ts';

/**
 * A fixed pseudo-random map priority per listing (Knuth's multiplicative hash of the id): a
 * crowded map viewport shows the listings of highest priority in it (lowest value first). The
 * same expression is indexed, so the query must use it as written here.
 */
export const mapPriority = (id: SQLWrapper) => sql<number>`(${id} * 2654435761) % 4294967296`;

/** A latitude's whole-degree band, 0 (90° south) to 180, never negative, so `cast` is floor. Indexed. */
export const latitudeBand = (latitude: SQLWrapper) => sql<number>`cast(${latitude} + 90 as integer)`;

/**
 * A name as the text search's first tier compares it: SQLite's `lower`, which folds ASCII
 * letters only (the search folds the typed words the same way). Indexed, so the query must use
 * it as written here.
 */
export const foldedName = (name: SQLWrapper) => sql<string>`lower(${name})`;

/** Near-me's narrow-band indexes (named in its statements, which pick one with INDEXED BY): every listing, and the active ones. */
export const NEAR_BAND_INDEX = 'synagogues_near_band_idx';

export const NEAR_BAND_ACTIVE_INDEX = 'synagogues_near_band_active_idx';

/**
 * `is_active = 1` with the 1 written in: a partial index on active listings serves a query only
 * when the query has this very term, and a bound parameter is not the same term.
 */
export const activeLiteral = (isActive: SQLWrapper) => sql`${isActive} = 1`;

/** Bands of a latitude degree that `nearBand` splits it into: 0.02°, about 2.2 km. */
export const NEAR_BANDS_PER_DEGREE = 50;

/** A latitude's narrow band (NEAR_BANDS_PER_DEGREE a degree, from 90° south), for near-me's small circles. Indexed. */
export const nearBand = (latitude: SQLWrapper) =>
  sql<number>`cast((${latitude} + 90) * ${sql.raw(String(NEAR_BANDS_PER_DEGREE))} as integer)`;

/**
 * The generated `names_text` column: the values of the JSON `names` ({en, fr, es, ru}) joined by
 * spaces, null when there are none. Written as SQL of the column itself (a generated column's
 * expression names no table).
 */
export const namesText = sql.raw(`nullif(trim(${NAME_LANGUAGES.map((l) => `coalesce("names" ->> '${l}', '')`).join(" || ' ' || ")}), '')`);

/**
 * The listings sitemap file of a listing id (#domain/sitemap-files.ts: LISTINGS_PER_SITEMAP a
 * file). Indexed with `updated_at`, so each file's lastmod is one seek; the index's expression is
 * this one, so a new size comes with a migration that builds the index again.
 */
export const sitemapFile = (id: SQLWrapper) => sql<number>`((${id} - 1) / ${sql.raw(String(LISTINGS_PER_SITEMAP))})`;
