// 'Basic city lookup' (the admin's 'Add GPS Coordinates'): listings
// without coordinates get those of their ZIP code (US and Canada) or else their city (with
// state and country when known) from the gazetteer: any of the city's names or alternate names
// (gazetteer.ts), the state preferred, then the better-ranked place. Existing coordinates are never
// overwritten; the precision ('zip' or 'city') is recorded.
import { and, asc, gt, isNull, or, sql } from 'drizzle-orm';
import type { GeocodePrecision } from '#domain/enums.ts';
import { nameKey } from '#domain/place-names.ts';
import { synagogues, type JobRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import type { Budget } from '../jobs/budget.ts';
import { cursorNumber, type JobRunner, type RunnerDeps, type Step } from '../jobs/runner-contract.ts';
import { countryCode } from '../importers/countries.ts';

/**
 * A listing lacks coordinates when either is missing, or both are 0: the admin form's
 * default, which is in the Gulf of Guinea, not at a synagogue.
 */
export const lacksCoordinates = or(
  isNull(synagogues.latitude),
  isNull(synagogues.longitude),
  sql`(${synagogues.latitude} = 0 AND ${synagogues.longitude} = 0)`,
)!;

/** Counts the listings a geocoding pass would visit. */
export const countLacking = sql`(SELECT count(*) FROM synagogues WHERE ${lacksCoordinates})`;

export interface GeocodeTarget {
  city: string;
  state: string | null;
  zipCode: string | null;
  country: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
}

/**
 * The postal codes to try, most precise first: a US ZIP's five digits; a Canadian postal
 * code in full ('M5P 3K3') and its forward sortation area ('M5P'), which is what the
 * places table may hold.
 */
export function postalKeys(zip: string | null, cc: string | null): [string | null, string | null] {
  const z = zip?.trim().toUpperCase() ?? '';
  if (cc === 'US') {
    const m = /^(\d{5})(?:-?\d{4})?$/.exec(z);
    return [m ? m[1]! : null, null];
  }
  if (cc === 'CA') {
    const m = /^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)?$/.exec(z);
    return m ? [m[2] ? `${m[1]} ${m[2]}` : m[1]!, m[1]!] : [null, null];
  }
  return [null, null];
}

/** Looks up a batch of listings in one query; undefined where neither ZIP nor city is known. */
export async function lookupCoordinates(db: Db, targets: GeocodeTarget[]): Promise<(Coordinates | undefined)[]> {
  if (!targets.length) return [];
  // Per listing: [postal key, shorter postal key, country code, folded city, state].
  const json = JSON.stringify(
    targets.map((t) => {
      const cc = countryCode(t.country);
      return [...postalKeys(t.zipCode, cc), cc, nameKey(t.city) || null, t.state?.trim() || null];
    }),
  );
  // Unpacked once into a materialized table, so the JSON is not parsed again per candidate place.
  const rows = await db.all<{ i: number; zlat: number | null; zlng: number | null; clat: number | null; clng: number | null }>(sql`
    WITH t AS MATERIALIZED (
      SELECT key AS i, value ->> '$[0]' AS zip, value ->> '$[1]' AS zip2, value ->> '$[2]' AS cc, value ->> '$[3]' AS city, value ->> '$[4]' AS state
      FROM json_each(${json}))
    SELECT t.i, z.latitude AS zlat, z.longitude AS zlng, c.latitude AS clat, c.longitude AS clng
    FROM t
    LEFT JOIN places z ON z.id = (
      SELECT p.id FROM places p
      WHERE p.kind = 'zip' AND p.zip IN (t.zip, t.zip2) AND p.country = t.cc
      ORDER BY length(p.zip) DESC LIMIT 1)
    LEFT JOIN places c ON c.id = (
      SELECT p.id FROM place_names n JOIN places p ON p.id = n.place_id
      WHERE n.key = t.city AND (t.cc IS NULL OR p.country = t.cc)
      ORDER BY coalesce(p.admin1 = t.state COLLATE NOCASE, 0) DESC, n.rank DESC LIMIT 1)`);
  const out: (Coordinates | undefined)[] = Array.from({ length: targets.length });
  for (const r of rows) {
    if (r.zlat !== null && r.zlng !== null) out[r.i] = { latitude: r.zlat, longitude: r.zlng, precision: 'zip' };
    else if (r.clat !== null && r.clng !== null) out[r.i] = { latitude: r.clat, longitude: r.clng, precision: 'city' };
  }
  return out;
}

/** The geocoding pass as a job runner: listings lacking coordinates in id order, a batch at a time. */
export function geocodeRunner({ db }: RunnerDeps): JobRunner {
  return {
    queriesPerStep: 3,
    async step(job: JobRow, budget: Budget): Promise<Step> {
      const afterId = cursorNumber(job.cursor, 'afterId');
      const size = budget.limits.batchRows;
      const batch = await db
        .select({
          id: synagogues.id,
          city: synagogues.city,
          state: synagogues.state,
          zipCode: synagogues.zipCode,
          country: synagogues.country,
        })
        .from(synagogues)
        .where(and(gt(synagogues.id, afterId), lacksCoordinates))
        .orderBy(asc(synagogues.id))
        .limit(size)
        .all();
      budget.useQueries();
      const found = await lookupCoordinates(db, batch);
      if (batch.length) budget.useQueries();
      const hits = batch.flatMap((row, i) => (found[i] ? [{ id: row.id, ...found[i] }] : []));
      const done = batch.length < size;
      const processed = job.processed + batch.length;
      const step: Step = {
        writes: [],
        cursor: { afterId: batch.at(-1)?.id ?? afterId },
        processed,
        // The count at the start can drift (listings added or removed meanwhile): keep total ≥ processed, and equal at the end.
        total: done ? processed : Math.max(job.total, processed),
        updated: hits.length,
        failed: batch.length - hits.length,
        rows: batch.length,
        rowsPerStatement: hits.length,
        done,
      };
      if (!hits.length) return step;
      // Only where coordinates are still missing (an admin may have set them meanwhile), and
      // only if the job row's update just before went through.
      const write = sql`
        UPDATE synagogues SET
          latitude = (j.value ->> 'latitude'),
          longitude = (j.value ->> 'longitude'),
          geocode_precision = (j.value ->> 'precision'),
          updated_at = cast(unixepoch('subsec') * 1000 as integer)
        FROM json_each(${JSON.stringify(hits)}) AS j
        WHERE synagogues.id = (j.value ->> 'id') AND (${lacksCoordinates})
          AND EXISTS (SELECT 1 FROM jobs WHERE jobs.id = ${job.id} AND jobs.status IN ('running', 'succeeded'))`;
      return { ...step, writes: [write] };
    },
  };
}
