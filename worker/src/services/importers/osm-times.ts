// What an OpenStreetMap import does with a listing's times (docs/domain.md: Times
// from OpenStreetMap): the rules converted from service_times
// replace the listing's earlier OpenStreetMap rules, with one change-log entry per rule (actor
// 'import'), unless a person has taken the rules over ('minyanim' in editedFields, or any rule
// not from OpenStreetMap); what did not convert is kept as text shown as published.
//
// An import batch writes up to 500 listings in a handful of statements, so the rules are written
// set-wise from one JSON parameter per statement rather than through `writeRules` (a batch of
// its own per listing); the statements record the same change-log fields (RULE_FIELDS). Every
// statement re-checks that the listing is still the import's to change and that the job still
// runs, in the engine's batch, so a manager's edit between the read and the write wins.
import { sql, type SQL } from 'drizzle-orm';
import type { MinyanValues } from '#contract/minyanim.ts';
import type { TimesSource } from '#domain/enums.ts';
import type { Db } from '../../db.ts';
import { RULE_FIELDS, RULES_FIELD } from '../minyanim/store.ts';
import { convertServiceTimes } from './osm-service-times.ts';

export interface OsmTimes {
  sourceId: string;
  /** Rules converted from service_times (or opening_hours written as points in time). */
  rules: MinyanValues[];
  /** The value as published when some or all of it did not convert; null when it all did or there is none. */
  text: string | null;
  /** When a mapper last checked the times (`check_date:service_times`, else `check_date`), epoch ms. */
  checkedAt: number | null;
}

/** A check_date as OpenStreetMap writes it (yyyy-MM-dd, or yyyy-MM), as the instant the day starts in UTC. */
function checkDate(value: string | undefined): number | null {
  const m = value?.trim().match(/^(\d{4})-(\d{2})(?:-(\d{2}))?$/);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1);
  return Number.isNaN(t) ? null : t;
}

/**
 * A listing's times from its tags. service_times is read first; opening_hours only when there
 * is none, and then only its points in time count (its ranges are when the building is open,
 * already shown as opening hours, so they are not repeated as text).
 */
export function osmTimesOf(sourceId: string, tags: Record<string, string>, position: { latitude: number; longitude: number }): OsmTimes {
  const service = tags.service_times?.trim();
  const hours = tags.opening_hours?.trim();
  if (service) {
    const c = convertServiceTimes(service, 'service_times', position);
    const checkedAt = checkDate(tags['check_date:service_times'] ?? tags.check_date);
    return { sourceId, rules: c.ok ? c.rules : [], text: c.leftover, checkedAt };
  }
  if (hours) {
    const c = convertServiceTimes(hours, 'opening_hours', position);
    if (c.ok)
      return { sourceId, rules: c.rules, text: c.leftover, checkedAt: checkDate(tags['check_date:opening_hours'] ?? tags.check_date) };
  }
  return { sourceId, rules: [], text: null, checkedAt: null };
}

interface StoredRule {
  id: number;
  source: TimesSource;
  key: string;
}

interface StoredTimes {
  editedFields: string[];
  text: string | null;
  timesSource: TimesSource | null;
  confirmedAt: number | null;
  rules: StoredRule[];
}

const COMPARED = [
  'tefillah',
  'days',
  'time',
  'zman',
  'offsetMinutes',
  'rounding',
  'validFrom',
  'validUntil',
  'date',
  'notes',
  'language',
] as const;
/** A rule's meaning as one string, to tell whether the converted rules differ from the stored ones. */
const ruleKey = (r: Record<(typeof COMPARED)[number], unknown>) => JSON.stringify(COMPARED.map((k) => r[k]));
const setKey = (keys: string[]) => JSON.stringify([...keys].sort());

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

interface StoredRow {
  source_id: string;
  edited_fields: string;
  osm_service_times: string | null;
  times_source: TimesSource | null;
  times_confirmed_at: number | null;
  rule_id: number | null;
  rule_source: TimesSource | null;
  [column: string]: unknown;
}

/** The batch's listings as stored (those that exist), with their rules: one query. */
export async function storedTimes(db: Db, sourceIds: string[]): Promise<Map<string, StoredTimes>> {
  const rows = await db.all<StoredRow>(sql`
    SELECT s.source_id, s.edited_fields, s.osm_service_times, s.times_source, s.times_confirmed_at,
           m.id AS rule_id, m.source AS rule_source, ${sql.raw(COMPARED.map((k) => `m.${snake(k)} AS r_${snake(k)}`).join(', '))}
    FROM synagogues s LEFT JOIN minyanim m ON m.synagogue_id = s.id
    WHERE s.source = 'osm' AND s.source_id IN (SELECT value FROM json_each(${JSON.stringify(sourceIds)}))`);
  const out = new Map<string, StoredTimes>();
  for (const row of rows) {
    const listing = out.get(row.source_id) ?? {
      editedFields: JSON.parse(row.edited_fields) as string[],
      text: row.osm_service_times,
      timesSource: row.times_source,
      confirmedAt: row.times_confirmed_at,
      rules: [],
    };
    if (row.rule_id !== null) {
      const values = Object.fromEntries(COMPARED.map((k) => [k, row[`r_${snake(k)}`]])) as Record<(typeof COMPARED)[number], unknown>;
      values.days = JSON.parse(values.days as string);
      listing.rules.push({ id: row.rule_id, source: row.rule_source!, key: ruleKey(values) });
    }
    out.set(row.source_id, listing);
  }
  return out;
}

/** The listing `s` is still the import's to change: no person has edited its rules, none is from another source. */
const importOwns = (s: string) =>
  sql.raw(`NOT EXISTS (SELECT 1 FROM json_each(${s}.edited_fields) WHERE value = '${RULES_FIELD}')
  AND NOT EXISTS (SELECT 1 FROM minyanim x WHERE x.synagogue_id = ${s}.id AND x.source <> 'osm')`);
const running = (jobId: number) => sql`EXISTS (SELECT 1 FROM jobs WHERE jobs.id = ${jobId} AND jobs.status IN ('running', 'succeeded'))`;
/** The rule `m` as the change log records a rule (the fields writeRules records). */
const ruleJson = sql.raw(`json_object(${RULE_FIELDS.map((k) => `'${k}', ${k === 'days' ? 'json(m.days)' : `m.${snake(k)}`}`).join(', ')})`);

export interface OsmTimesPlan {
  writes: SQL[];
  /** Listings whose rules this batch replaces. */
  replaced: number;
}

/**
 * The statements (to run after the batch's listing upsert, in the same D1 batch) that bring
 * each listing's OpenStreetMap rules, published text and freshness in line with `times`.
 * `stored` is what the batch's listings hold now (`storedTimes`).
 */
export function planOsmTimes(jobId: number, times: OsmTimes[], stored: Map<string, StoredTimes>): OsmTimesPlan {
  const deletes: number[] = [];
  const creates: (MinyanValues & { sourceId: string })[] = [];
  const replaced: string[] = [];
  const listings: {
    sourceId: string;
    text: string | null;
    keepSource: boolean;
    timesSource: TimesSource | null;
    checkedAt: number | null;
  }[] = [];
  for (const t of times) {
    const cur = stored.get(t.sourceId);
    const personal = cur !== undefined && (cur.editedFields.includes(RULES_FIELD) || cur.rules.some((r) => r.source !== 'osm'));
    if (personal) {
      // A person's rules replace OpenStreetMap's times: its text is not shown beside them.
      if (cur.text !== null) listings.push({ sourceId: t.sourceId, text: null, keepSource: true, timesSource: null, checkedAt: null });
      continue;
    }
    const current = cur?.rules ?? [];
    const rulesChanged = setKey(current.map((r) => r.key)) !== setKey(t.rules.map(ruleKey));
    if (rulesChanged) {
      deletes.push(...current.map((r) => r.id));
      creates.push(...t.rules.map((r) => ({ ...r, sourceId: t.sourceId })));
      replaced.push(t.sourceId);
    }
    const hasTimes = t.rules.length > 0 || t.text !== null;
    const timesSource = hasTimes ? 'osm' : null;
    // New times are as fresh as their check_date; the same times keep a later confirmation
    // (a visitor's 'These times are right') and move forward with a newer check_date.
    const sameTimes = cur !== undefined && !rulesChanged && cur.text === t.text;
    const latest =
      sameTimes && cur.confirmedAt !== null && (t.checkedAt === null || cur.confirmedAt > t.checkedAt) ? cur.confirmedAt : t.checkedAt;
    const checkedAt = hasTimes ? latest : null;
    const owned = !cur || cur.timesSource === null || cur.timesSource === 'osm';
    const unchanged = cur && cur.text === t.text && (!owned || (cur.timesSource === timesSource && cur.confirmedAt === checkedAt));
    if (!unchanged && (cur || hasTimes)) listings.push({ sourceId: t.sourceId, text: t.text, keepSource: false, timesSource, checkedAt });
  }

  const writes: SQL[] = [];
  if (deletes.length) {
    const ids = JSON.stringify(deletes);
    const mine = sql`m.id IN (SELECT value FROM json_each(${ids})) AND m.source = 'osm' AND ${importOwns('s')} AND ${running(jobId)}`;
    writes.push(
      sql`INSERT INTO listing_changes (synagogue_id, entity, entity_id, action, before, after, actor_kind, actor_id)
        SELECT m.synagogue_id, 'minyan', m.id, 'delete', ${ruleJson}, NULL, 'import', NULL
        FROM minyanim m JOIN synagogues s ON s.id = m.synagogue_id WHERE ${mine}`,
      sql`DELETE FROM minyanim WHERE id IN (
        SELECT m.id FROM minyanim m JOIN synagogues s ON s.id = m.synagogue_id WHERE ${mine})`,
    );
  }
  if (creates.length) {
    const rules = JSON.stringify(creates);
    const createdFor = JSON.stringify([...new Set(creates.map((c) => c.sourceId))]);
    const columns = COMPARED.map(snake).join(', ');
    const values = COMPARED.map((k) => (k === 'days' ? `r.value -> '$.days'` : `r.value ->> '$.${k}'`)).join(', ');
    writes.push(
      sql`INSERT INTO minyanim (synagogue_id, ${sql.raw(columns)}, source)
        SELECT s.id, ${sql.raw(values)}, 'osm'
        FROM json_each(${rules}) AS r JOIN synagogues s ON s.source = 'osm' AND s.source_id = (r.value ->> '$.sourceId')
        WHERE ${importOwns('s')} AND ${running(jobId)}`,
      // The listing's OpenStreetMap rules are now exactly the ones just written (the earlier ones were deleted above).
      sql`INSERT INTO listing_changes (synagogue_id, entity, entity_id, action, before, after, actor_kind, actor_id)
        SELECT m.synagogue_id, 'minyan', m.id, 'create', NULL, ${ruleJson}, 'import', NULL
        FROM minyanim m JOIN synagogues s ON s.id = m.synagogue_id
        WHERE s.source = 'osm' AND s.source_id IN (SELECT value FROM json_each(${createdFor})) AND m.source = 'osm'
          AND ${importOwns('s')} AND ${running(jobId)}`,
    );
  }
  if (listings.length) {
    writes.push(sql`UPDATE synagogues SET
        osm_service_times = u.text,
        times_source = CASE WHEN u.keep OR (synagogues.times_source IS NOT NULL AND synagogues.times_source <> 'osm') THEN synagogues.times_source ELSE u.times_source END,
        times_confirmed_at = CASE WHEN u.keep OR (synagogues.times_source IS NOT NULL AND synagogues.times_source <> 'osm') THEN synagogues.times_confirmed_at ELSE u.checked_at END
      FROM (SELECT value ->> '$.sourceId' AS source_id, value ->> '$.text' AS text, value ->> '$.keepSource' AS keep,
                   value ->> '$.timesSource' AS times_source, value ->> '$.checkedAt' AS checked_at
            FROM json_each(${JSON.stringify(listings)})) AS u
      WHERE synagogues.source = 'osm' AND synagogues.source_id = u.source_id AND ${running(jobId)}`);
  }
  if (replaced.length) {
    // Their minyanim for the coming days go now; the rule writes above have marked them due
    // (migrations/0012), so 'Minyan now' expands them again on its next read of the area and
    // the cron does the rest (docs/domain.md: Minyan now).
    const which = sql`synagogue_id IN (SELECT id FROM synagogues WHERE source = 'osm' AND source_id IN (SELECT value FROM json_each(${JSON.stringify(replaced)})))`;
    writes.push(sql`DELETE FROM minyan_occurrences WHERE ${which} AND ${running(jobId)}`);
  }
  return { writes, replaced: replaced.length };
}
