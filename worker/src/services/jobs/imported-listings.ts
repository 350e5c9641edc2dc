// Writes imported listings: one multi-row upsert per batch keyed by (source, sourceId), so a
// re-run updates what changed and never duplicates. Rows travel as one JSON parameter read
// with json_each, so a statement carries up to a whole batch (≤ 500 rows) with four bound
// parameters instead of D1's 100-parameter ceiling on column-per-parameter inserts.
// Fields an admin changed by hand (synagogues.edited_fields) keep the admin's value.
import { sql, type SQL } from 'drizzle-orm';
import type { ListingSource } from '#domain/enums.ts';
import type { SynagogueRow } from '#db/tables.ts';
import { normalizeNames, type ListingNames } from '#domain/listing-names.ts';

/**
 * One listing as an importer produced it: the columns an import fills, as the table types them
 * (schema/db/tables.ts). '' means "not known" for the required text fields; `openingHours` is
 * stored as JSON and OpenStreetMap gives its opening_hours string.
 */
export type ImportedListing = Pick<
  SynagogueRow,
  | 'name'
  | 'hebrewName'
  | 'names'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'website'
  | 'nusach'
  | 'hasWheelchairAccess'
  | 'minyanTimes'
> & { sourceId: string; openingHours: unknown };

/**
 * The columns an import writes, with the field name an admin edit records. Coordinates are
 * kept when the source has none (a geocoded position is not erased), and the precision goes
 * with them.
 */
const COLUMNS: { field: keyof ImportedListing | 'geocodePrecision'; column: string; lockedBy?: string }[] = [
  { field: 'name', column: 'name' },
  { field: 'hebrewName', column: 'hebrew_name' },
  { field: 'names', column: 'names' },
  { field: 'address', column: 'address' },
  { field: 'city', column: 'city' },
  { field: 'state', column: 'state' },
  { field: 'zipCode', column: 'zip_code' },
  { field: 'country', column: 'country' },
  { field: 'latitude', column: 'latitude' },
  { field: 'longitude', column: 'longitude' },
  { field: 'geocodePrecision', column: 'geocode_precision', lockedBy: 'latitude' },
  { field: 'phone', column: 'phone' },
  { field: 'website', column: 'website' },
  { field: 'nusach', column: 'nusach' },
  { field: 'hasWheelchairAccess', column: 'has_wheelchair_access' },
  { field: 'openingHours', column: 'opening_hours' },
  { field: 'minyanTimes', column: 'minyan_times' },
];
const KEEP_WHEN_MISSING = new Set(['latitude', 'longitude', 'geocode_precision']);

/** SQL for "the admin edited this field" on the existing row `alias`. */
const edited = (alias: string, field: string) => `EXISTS (SELECT 1 FROM json_each(${alias}.edited_fields) WHERE value = '${field}')`;

/**
 * The value a column takes on update: the admin's if they edited it, else the incoming one
 * (coordinates: the existing ones when the source has none). `incoming(c)` reads the
 * incoming value of column `c`.
 */
function nextValue(alias: string, c: (typeof COLUMNS)[number], incoming: (column: string) => string): string {
  const fresh = KEEP_WHEN_MISSING.has(c.column)
    ? `CASE WHEN ${incoming('latitude')} IS NULL THEN ${alias}.${c.column} ELSE ${incoming(c.column)} END`
    : incoming(c.column);
  return `CASE WHEN ${edited(alias, c.lockedBy ?? c.field)} THEN ${alias}.${c.column} ELSE ${fresh} END`;
}

/** SQL true when applying the incoming row would change the existing row `alias`. */
const differs = (alias: string, incoming: (column: string) => string) =>
  COLUMNS.map((c) => `${alias}.${c.column} IS NOT (${nextValue(alias, c, incoming)})`).join(' OR ');

/** Reads column `c` of a row from json_each's `j.value` (the JSON keys are the field names). */
const fromJson = (column: string) => {
  const c = COLUMNS.find((x) => x.column === column)!;
  return `(j.value ->> '${c.field}')`;
};

const INSERT_COLUMNS = ['source', 'source_id', ...COLUMNS.map((c) => c.column)].join(', ');
const SELECT_VALUES = [`(j.value ->> 'sourceId')`, ...COLUMNS.map((c) => fromJson(c.column))].join(', ');
/**
 * A listing an import deactivated (its source had dropped it, `inactive_reason`) comes back
 * when the source has it again, unless an admin has since set its status by hand.
 */
const REACTIVATE = `is_active = CASE WHEN synagogues.inactive_reason IS NOT NULL AND NOT ${edited('synagogues', 'isActive')} THEN 1 ELSE synagogues.is_active END,
  inactive_reason = NULL`;
const UPDATE_SET = [...COLUMNS.map((c) => `${c.column} = ${nextValue('synagogues', c, (col) => `excluded.${col}`)}`), REACTIVATE].join(
  ',\n  ',
);
const UPDATE_WHERE = `${differs('synagogues', (col) => `excluded.${col}`)} OR synagogues.inactive_reason IS NOT NULL`;
/** The same test on an existing row `s` against the batch's JSON row. */
const CHANGES = (alias: string) => `(${differs(alias, fromJson)} OR ${alias}.inactive_reason IS NOT NULL)`;

/**
 * The JSON parameter: one object per listing, the JSON columns (openingHours, names)
 * pre-serialised, so that `->>` reads the very text that is stored and compared. Names are in
 * their one order (normalizeNames), as every write stores them.
 */
export function listingsJson(listings: ImportedListing[]): string {
  return JSON.stringify(
    listings.map((l) => ({
      ...l,
      openingHours: l.openingHours === null || l.openingHours === undefined ? null : JSON.stringify(l.openingHours),
      names: serializedNames(l.names),
      geocodePrecision: l.latitude === null || l.longitude === null ? null : 'exact',
    })),
  );
}

const serializedNames = (names: ListingNames | null | undefined) => {
  const normal = normalizeNames(names);
  return normal ? JSON.stringify(normal) : null;
};

/** Keeps the last listing of each sourceId (a feed may repeat one; an upsert must not see it twice). */
export function uniqueBySourceId(listings: ImportedListing[]): ImportedListing[] {
  return [...new Map(listings.map((l) => [l.sourceId, l])).values()];
}

export interface UpsertPlan {
  /** The upsert, to run in the job's batch after the job row's counts (which read the state before it). */
  statement: SQL;
  /** How many listings are new, counted against the state before the upsert. */
  inserted: SQL;
  /** How many existing listings the upsert changes. */
  updated: SQL;
  /** Records which listings the batch adds and changes (import_changes); run before `statement`. */
  changes: SQL[];
  rows: number;
}

/**
 * Plans the upsert of one batch for job `jobId`. It writes only if the job row's update just
 * before it in the batch went through (the job is running, or this batch finished it), so a
 * batch of a job cancelled meanwhile writes nothing.
 */
export function planUpsert(jobId: number, source: ListingSource, listings: ImportedListing[]): UpsertPlan {
  const json = listingsJson(listings);
  const statement = sql`
    INSERT INTO synagogues (${sql.raw(INSERT_COLUMNS)})
    SELECT ${source}, ${sql.raw(SELECT_VALUES)}
    FROM json_each(${json}) AS j
    WHERE EXISTS (SELECT 1 FROM jobs WHERE jobs.id = ${jobId} AND jobs.status IN ('running', 'succeeded'))
    ON CONFLICT (source, source_id) DO UPDATE SET
      ${sql.raw(UPDATE_SET)},
      updated_at = cast(unixepoch('subsec') * 1000 as integer)
    WHERE ${sql.raw(UPDATE_WHERE)}`;
  const isNew = sql`NOT EXISTS (SELECT 1 FROM synagogues s WHERE s.source = ${source} AND s.source_id = (j.value ->> 'sourceId'))`;
  // A correlated EXISTS, not a join: with a join SQLite may walk every listing of the source
  // and scan the batch for each (quadratic as the directory grows).
  const isChanged = sql`EXISTS (SELECT 1 FROM synagogues s WHERE s.source = ${source} AND s.source_id = (j.value ->> 'sourceId')
      AND ${sql.raw(CHANGES('s'))})`;
  const inserted = sql`(SELECT count(*) FROM json_each(${json}) AS j WHERE ${isNew})`;
  const updated = sql`(SELECT count(*) FROM json_each(${json}) AS j WHERE ${isChanged})`;
  const running = sql`EXISTS (SELECT 1 FROM jobs WHERE jobs.id = ${jobId} AND jobs.status IN ('running', 'succeeded'))`;
  const record = (change: 'added' | 'changed', which: SQL) => sql`
    INSERT INTO import_changes (job_id, source, source_id, change)
    SELECT ${jobId}, ${source}, (j.value ->> 'sourceId'), ${change} FROM json_each(${json}) AS j WHERE ${which} AND ${running}`;
  return { statement, inserted, updated, changes: [record('added', isNew), record('changed', isChanged)], rows: listings.length };
}
