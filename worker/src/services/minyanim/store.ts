// Minyan rules in D1: read them, and write them (all writes through `writeRules`, with the change
// log and the listing's freshness in one batch), and the listing they belong to.
import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ZmanKey } from '#contract/calendar.ts';
import { TEFILLOT, type MinyanDay, type TimesSource } from '#domain/enums.ts';
import { minyanShapeIssues, type Minyan, type MinyanPatch, type MinyanValues } from '#contract/minyanim.ts';
import { listingChanges, minyanim, synagogues, type MinyanRow, type SynagogueRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, checkError, said } from '../../errors.ts';
import { changeStatement, lastInsertedId, type Actor, type ChangeEntry } from '../listings/change-log.ts';
import { withEditedFields } from '../listings/write.ts';
import { occurrenceRefresh } from './occurrences.ts';

export const LISTING_NOT_FOUND = said('errors.listingNotFound');
export const MINYAN_NOT_FOUND = said('errors.minyanNotFound');

/** An active listing, or (for admins, who edit removed listings too) any listing; else 404. */
export async function findListing(db: Db, id: number, { includeInactive = false } = {}): Promise<SynagogueRow> {
  const row = await db.select().from(synagogues).where(eq(synagogues.id, id)).get();
  if (!row || (!row.isActive && !includeInactive)) throw new ApiError(404, LISTING_NOT_FOUND);
  return row;
}

/** The reads of a listing and its rules, for a `db.batch` that may carry more. */
export const listingWithRulesQueries = (db: Db, id: number) =>
  [db.select().from(synagogues).where(eq(synagogues.id, id)), db.select().from(minyanim).where(eq(minyanim.synagogueId, id))] as const;

/** The listing those reads found, with its rules in reading order; 404 when missing or (unless included) removed. */
export function checkedListing(
  listings: SynagogueRow[],
  rules: MinyanRow[],
  { includeInactive = false } = {},
): { row: SynagogueRow; rules: MinyanRow[] } {
  const row = listings[0];
  if (!row || (!row.isActive && !includeInactive)) throw new ApiError(404, LISTING_NOT_FOUND);
  return { row, rules: rules.sort(byReadingOrder) };
}

/** A listing and its rules in one round trip (404 as `findListing`). */
export async function findListingWithRules(
  db: Db,
  id: number,
  opts: { includeInactive?: boolean } = {},
): Promise<{ row: SynagogueRow; rules: MinyanRow[] }> {
  const [listings, rules] = await db.batch(listingWithRulesQueries(db, id));
  return checkedListing(listings, rules, opts);
}

/** Rules in reading order: Shacharit, Mincha, Maariv; standing rules before dated exceptions. */
function byReadingOrder(a: MinyanRow, b: MinyanRow): number {
  return TEFILLOT.indexOf(a.tefillah) - TEFILLOT.indexOf(b.tefillah) || (a.date ?? '').localeCompare(b.date ?? '') || a.id - b.id;
}

export async function listRules(db: Db, synagogueId: number): Promise<MinyanRow[]> {
  const rows = await db.select().from(minyanim).where(eq(minyanim.synagogueId, synagogueId)).all();
  return rows.sort(byReadingOrder);
}

/** Rules of many listings grouped by listing id, each listing's in reading order. */
export function groupRules(rows: MinyanRow[]): Map<number, MinyanRow[]> {
  const out = new Map<number, MinyanRow[]>();
  for (const row of rows) {
    const list = out.get(row.synagogueId) ?? [];
    list.push(row);
    out.set(row.synagogueId, list);
  }
  for (const list of out.values()) list.sort(byReadingOrder);
  return out;
}

export function toMinyan(row: MinyanRow): Minyan {
  return {
    ...row,
    zman: row.zman as ZmanKey | null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A dated exception keeps no days: its date says when it applies. */
const normalized = <T extends { date: string | null; days: MinyanDay[] }>(v: T): T => (v.date ? { ...v, days: [] } : v);

/** The fields of a rule the change log records. */
export const RULE_FIELDS = [
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
  'source',
] as const;
type RuleFields = Pick<MinyanRow, (typeof RULE_FIELDS)[number]>;

const ruleFields = (v: RuleFields): Record<string, unknown> => Object.fromEntries(RULE_FIELDS.map((k) => [k, v[k]]));

/**
 * A rule as a `schedule` entry of the change log keeps it: its id and its fields. The entry's
 * `before.rules` holds the rules changed or removed as they were, `after.rules` the rules changed
 * or created as they became; a created rule's id is filled in by the batch that creates it.
 */
export type ScheduleRule = Record<string, unknown> & { id: number | null };

/** One change to a listing's rules. `id` on a create re-creates a deleted rule under its old id (a revert). */
export type RuleOp =
  | { op: 'create'; values: MinyanValues & { source?: TimesSource }; id?: number }
  | { op: 'update'; id: number; patch: Partial<MinyanValues & { source: TimesSource }> }
  | { op: 'delete'; id: number };

export interface RuleWriteResult {
  created: MinyanRow[];
  updated: MinyanRow[];
  deleted: number[];
  /** The id of the batch's one change-log entry, when it wrote them as a group. */
  changeId?: number;
}

/** Where the previous statement's new row goes in a `schedule` entry's `after.rules` (the entry is the log's newest row). */
const fillCreatedId = (db: Db, index: number) =>
  db
    .update(listingChanges)
    .set({ after: sql`json_set(${listingChanges.after}, ${`$.rules[${index}].id`}, last_insert_rowid())` })
    .where(eq(listingChanges.id, sql`(select max(${listingChanges.id}) from ${listingChanges})`));

/** Whose hand the rules are in after a change by this actor. */
function timesSourceOf(actor: Actor): TimesSource {
  if (actor.kind === 'manager') return 'shul';
  if (actor.kind === 'proposal') return 'visitor';
  if (actor.kind === 'import') return 'osm';
  return 'admin';
}

/**
 * Every write to minyan rules goes through here: the rule statements, one change-log entry
 * each, and the listing's freshness (timesConfirmedAt, timesSource) and `editedFields`
 * ('minyanim', so an import leaves a person's rules alone) in ONE D1 batch, so nothing is
 * half-applied. `opts.timesSource` overrides the source the actor implies (a manager accepting
 * a visitor's proposal confirms it as the shul). With `opts.group` the batch is ONE change of
 * the log (a `schedule` entry holding every rule it touched), reverted as one.
 */
export async function writeRules(
  db: Db,
  synagogueId: number,
  ops: RuleOp[],
  actor: Actor,
  opts: { at?: Date; timesSource?: TimesSource; extra?: BatchItem<'sqlite'>[]; revertOf?: number; group?: boolean } = {},
): Promise<RuleWriteResult> {
  const { row: listing, rules: currentRules } = await findListingWithRules(db, synagogueId, { includeInactive: true });
  const at = opts.at ?? new Date();
  const current = new Map(currentRules.map((r) => [r.id, r]));
  // The rule set as it will stand after this batch, for the listing's occurrences ('Minyan now').
  const resulting = new Map<number | string, MinyanRow | (MinyanRow & { id: null })>(current);
  const defaultSource = timesSourceOf(actor);
  const statements: BatchItem<'sqlite'>[] = [];
  const kinds: ('create' | 'update' | 'delete' | 'log' | 'other')[] = [];
  const push = (kind: (typeof kinds)[number], st: BatchItem<'sqlite'>) => {
    statements.push(st);
    kinds.push(kind);
  };
  const group = opts.group ? { before: [] as ScheduleRule[], after: [] as ScheduleRule[] } : null;
  const entry = (e: Omit<ChangeEntry, 'synagogueId' | 'entity' | 'actor'>) => {
    if (!group) push('other', changeStatement(db, { ...e, synagogueId, entity: 'minyan', actor, revertOf: opts.revertOf }));
  };

  for (const op of ops) {
    if (op.op === 'create') {
      const values = normalized({ ...op.values, source: op.values.source ?? (actor.kind === 'import' ? 'osm' : defaultSource) });
      const issues = minyanShapeIssues(values);
      if (issues.length) throw checkError(issues);
      push(
        'create',
        db
          .insert(minyanim)
          .values({ ...values, ...(op.id ? { id: op.id } : {}), synagogueId })
          .returning(),
      );
      resulting.set(op.id ?? `new${resulting.size}`, {
        ...values,
        id: op.id ?? null,
        synagogueId,
        createdAt: at,
        updatedAt: at,
      } as MinyanRow & { id: null });
      entry({ entityId: op.id ?? lastInsertedId(), action: 'create', before: null, after: ruleFields(values as RuleFields) });
      if (group) {
        group.after.push({ id: op.id ?? null, ...ruleFields(values as RuleFields) });
        if (!op.id) push('other', fillCreatedId(db, group.after.length - 1));
      }
      continue;
    }
    const row = current.get(op.id);
    if (!row) throw new ApiError(404, MINYAN_NOT_FOUND);
    if (op.op === 'delete') {
      push('delete', db.delete(minyanim).where(eq(minyanim.id, op.id)).returning({ id: minyanim.id }));
      resulting.delete(op.id);
      entry({ entityId: op.id, action: 'delete', before: ruleFields(row), after: null });
      group?.before.push({ id: op.id, ...ruleFields(row) });
      continue;
    }
    const defined = Object.fromEntries(Object.entries(op.patch).filter(([, v]) => v !== undefined)) as Partial<RuleFields>;
    const merged = normalized({ ...row, ...defined });
    const issues = minyanShapeIssues(merged);
    if (issues.length) throw checkError(issues);
    const before = ruleFields(row);
    const after = ruleFields(merged);
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    const { id: _id, synagogueId: _s, createdAt: _c, updatedAt: _u, ...values } = merged;
    push(
      'update',
      db
        .update(minyanim)
        .set({ ...values, updatedAt: at })
        .where(eq(minyanim.id, op.id))
        .returning(),
    );
    resulting.set(op.id, { ...merged, updatedAt: at });
    if (changed.length && group) {
      group.before.push({ id: op.id, ...before });
      group.after.push({ id: op.id, ...after });
    }
    if (changed.length) {
      entry({
        entityId: op.id,
        action: 'update',
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
    }
  }
  if (group) {
    // The group's entry goes first, so each new rule's id is written into it right after its insert.
    kinds.unshift('log');
    statements.unshift(
      changeStatement(db, {
        synagogueId,
        entity: 'schedule',
        entityId: synagogueId,
        action: 'update',
        before: { rules: group.before },
        after: { rules: group.after },
        actor,
        revertOf: opts.revertOf,
      }).returning({ id: listingChanges.id }),
    );
  }
  const person = actor.kind !== 'import';
  push(
    'other',
    db
      .update(synagogues)
      .set({
        // The same instant as the occurrences' refresh below, so the listing is not due again at once.
        updatedAt: at,
        timesConfirmedAt: at,
        timesSource: opts.timesSource ?? defaultSource,
        ...(person ? { editedFields: withEditedFields([RULES_FIELD]) } : {}),
      })
      .where(eq(synagogues.id, synagogueId)),
  );
  for (const st of opts.extra ?? []) push('other', st);
  // New rules get no id until the batch runs: each is named by its place among the listing's
  // newest rules (occurrences.ts), counted back from the last created.
  const created = [...resulting.values()].filter((r) => r.id === null);
  const rules = [...resulting.values()].map((r) => (r.id === null ? { ...r, id: created.indexOf(r) - created.length } : r));
  for (const st of occurrenceRefresh(db, listing, rules, at)) push('other', st);

  const results = (await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])) as unknown[];
  const out: RuleWriteResult = { created: [], updated: [], deleted: [] };
  results.forEach((res, i) => {
    const rows = res as MinyanRow[];
    if (kinds[i] === 'create') out.created.push(rows[0]!);
    else if (kinds[i] === 'update') out.updated.push(rows[0]!);
    else if (kinds[i] === 'delete') out.deleted.push((res as { id: number }[])[0]!.id);
    else if (kinds[i] === 'log') out.changeId = (res as { id: number }[])[0]!.id;
  });
  return out;
}

/** The name recorded in a listing's `editedFields` once a person has changed its rules: imports then leave them alone. */
export const RULES_FIELD = 'minyanim';

export async function createRule(db: Db, synagogueId: number, values: MinyanValues, actor: Actor): Promise<MinyanRow> {
  return (await writeRules(db, synagogueId, [{ op: 'create', values }], actor)).created[0]!;
}

/** The rule `id` of listing `synagogueId` (404 when it is another listing's). */
export async function findRule(db: Db, id: number, synagogueId?: number): Promise<MinyanRow> {
  const row = await db.select().from(minyanim).where(eq(minyanim.id, id)).get();
  if (!row || (synagogueId !== undefined && row.synagogueId !== synagogueId)) throw new ApiError(404, MINYAN_NOT_FOUND);
  return row;
}

/** Applies the fields sent, then checks the merged rule as a whole (a time and a zman never both). */
export async function updateRule(db: Db, id: number, patch: MinyanPatch, actor: Actor, synagogueId?: number): Promise<MinyanRow> {
  const current = await findRule(db, id, synagogueId);
  return (await writeRules(db, current.synagogueId, [{ op: 'update', id, patch: patch as Partial<MinyanValues> }], actor)).updated[0]!;
}

export async function deleteRule(db: Db, id: number, actor: Actor, synagogueId?: number): Promise<void> {
  const current = await findRule(db, id, synagogueId);
  await writeRules(db, current.synagogueId, [{ op: 'delete', id }], actor);
}
