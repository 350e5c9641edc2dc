// Reverting one change of the change log: the opposite change, recorded as a change of its own
// (revertOf), with the original marked reverted, in one batch. A change whose target has moved
// on since (a later edit of the same fields, the rule deleted) is refused with 409 rather than
// overwriting the later change.
import { eq } from 'drizzle-orm';
import type { RevertResponse } from '#contract/changes.ts';
import { announcements, listingChanges, minyanim, synagogues } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { changeStatement, findChange, listingHistory, type Actor } from './change-log.ts';
import { isUniqueViolation, listingEditStatements, type ListingChanges } from './write.ts';
import { listRules, writeRules, type RuleOp, type ScheduleRule } from '../minyanim/store.ts';

const MOVED_ON = said('errors.changeMovedOn');

/** True when `row` still holds the values the change wrote. */
function unchangedSince(row: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return Object.entries(after).every(([k, v]) => JSON.stringify(row[k] ?? null) === JSON.stringify(v ?? null));
}

const scheduleRules = (side: Record<string, unknown> | null): ScheduleRule[] =>
  Array.isArray(side?.rules) ? (side.rules as ScheduleRule[]).filter((r) => typeof r.id === 'number') : [];

const withoutId = ({ id: _id, ...fields }: ScheduleRule) => fields;

/**
 * The opposite of a change of several rules at once: each rule it created is deleted, each it
 * changed gets its fields back, each it removed comes back under its id. Refused (409) when any
 * of them has moved on since, so a revert never overwrites a later change.
 */
async function scheduleRevertOps(
  db: Db,
  synagogueId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<RuleOp[]> {
  const current = new Map((await listRules(db, synagogueId)).map((r) => [r.id, r]));
  const was = new Map(scheduleRules(before).map((r) => [r.id!, r]));
  const ops: RuleOp[] = [];
  for (const rule of scheduleRules(after)) {
    const row = current.get(rule.id!);
    if (!row || !unchangedSince(row, withoutId(rule))) throw new ApiError(409, MOVED_ON);
    const old = was.get(rule.id!);
    ops.push(old ? { op: 'update', id: rule.id!, patch: withoutId(old) } : { op: 'delete', id: rule.id! });
    was.delete(rule.id!);
  }
  for (const rule of was.values()) {
    if (current.has(rule.id!)) throw new ApiError(409, MOVED_ON);
    ops.push({ op: 'create', id: rule.id!, values: withoutId(rule) as Extract<RuleOp, { op: 'create' }>['values'] });
  }
  return ops;
}

/**
 * Reverts one change. Two reverts of the same change at once both pass the check below; the
 * second batch's own change-log entry (its `revertOf`) then meets the unique index and rolls back.
 */
export async function revertChange(db: Db, changeId: number, actor: Actor, opts: { synagogueId?: number } = {}): Promise<RevertResponse> {
  try {
    return await applyRevert(db, changeId, actor, opts.synagogueId);
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, said('errors.changeAlreadyReverted'));
    throw e;
  }
}

/** Reverts change `changeId`; with `onlyOf`, only a change of that listing (another listing's is not found). */
async function applyRevert(db: Db, changeId: number, actor: Actor, onlyOf?: number): Promise<RevertResponse> {
  const change = await findChange(db, changeId);
  if (!change || (onlyOf !== undefined && change.synagogueId !== onlyOf)) throw new ApiError(404, said('errors.changeNotFound'));
  if (change.revertedAt) throw new ApiError(409, said('errors.changeAlreadyReverted'));
  const at = new Date();
  const mark = db.update(listingChanges).set({ revertedAt: at }).where(eq(listingChanges.id, changeId));
  const { synagogueId, entityId, before, after } = change;

  if (change.entity === 'listing') {
    const row = await db.select().from(synagogues).where(eq(synagogues.id, synagogueId)).get();
    if (!row || !after || !before || !unchangedSince(row, after)) throw new ApiError(409, MOVED_ON);
    const [update, log] = listingEditStatements(db, row, before as ListingChanges, actor, at, changeId);
    await db.batch(log ? [update, log, mark] : [update, mark]);
  } else if (change.entity === 'schedule') {
    await writeRules(db, synagogueId, await scheduleRevertOps(db, synagogueId, before, after), actor, {
      at,
      extra: [mark],
      revertOf: changeId,
      group: true,
    });
  } else if (change.entity === 'minyan') {
    const row = await db.select().from(minyanim).where(eq(minyanim.id, entityId)).get();
    let op: RuleOp;
    if (change.action === 'create') {
      if (!row || !after || !unchangedSince(row, after)) throw new ApiError(409, MOVED_ON);
      op = { op: 'delete', id: entityId };
    } else if (change.action === 'delete') {
      if (row || !before) throw new ApiError(409, MOVED_ON);
      op = { op: 'create', id: entityId, values: before as Extract<RuleOp, { op: 'create' }>['values'] };
    } else {
      if (!row || !after || !before || !unchangedSince(row, after)) throw new ApiError(409, MOVED_ON);
      op = { op: 'update', id: entityId, patch: before };
    }
    await writeRules(db, synagogueId, [op], actor, { at, extra: [mark], revertOf: changeId });
  } else {
    const row = await db.select().from(announcements).where(eq(announcements.id, entityId)).get();
    const log = (action: 'create' | 'update' | 'delete', b: Record<string, unknown> | null, a: Record<string, unknown> | null) =>
      changeStatement(db, { synagogueId, entity: 'announcement', entityId, action, before: b, after: a, actor, revertOf: changeId });
    if (change.action === 'create') {
      if (!row || !after || !unchangedSince(row, after)) throw new ApiError(409, MOVED_ON);
      await db.batch([db.delete(announcements).where(eq(announcements.id, entityId)), log('delete', after, null), mark]);
    } else if (change.action === 'delete') {
      if (row || !before) throw new ApiError(409, MOVED_ON);
      const values = before as { text: string; startDate: string; endDate: string };
      await db.batch([db.insert(announcements).values({ ...values, id: entityId, synagogueId }), log('create', null, before), mark]);
    } else {
      if (!row || !after || !before || !unchangedSince(row, after)) throw new ApiError(409, MOVED_ON);
      await db.batch([
        db
          .update(announcements)
          .set({ ...before, updatedAt: at })
          .where(eq(announcements.id, entityId)),
        log('update', after, before),
        mark,
      ]);
    }
  }
  const [latest] = await listingHistory(db, synagogueId, 1);
  return { reverted: { ...change, revertedAt: at.toISOString() }, change: latest! };
}
