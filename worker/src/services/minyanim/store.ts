// Minyan rules in D1: read, create, change, delete, and the listing they belong to.
import { eq, inArray, sql } from 'drizzle-orm';
import type { ZmanKey } from '../../../../schema/calendar.ts';
import { TEFILLOT, type MinyanDay } from '../../../../schema/enums.ts';
import { minyanShapeErrors, type Minyan, type MinyanPatch, type MinyanValues } from '../../../../schema/minyanim.ts';
import { minyanim, synagogues, type MinyanRow, type SynagogueRow } from '../../../../schema/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError } from '../../errors.ts';
import { occurrenceRefresh } from './occurrences.ts';

export const LISTING_NOT_FOUND = 'Synagogue not found';
export const MINYAN_NOT_FOUND = 'Minyan not found';

/** An active listing, or (for admins, who edit removed listings too) any listing; else 404. */
export async function findListing(db: Db, id: number, { includeInactive = false } = {}): Promise<SynagogueRow> {
  const row = await db.select().from(synagogues).where(eq(synagogues.id, id)).get();
  if (!row || (!row.isActive && !includeInactive)) throw new ApiError(404, LISTING_NOT_FOUND);
  return row;
}

/** A listing and its rules in one round trip (404 as `findListing`). */
export async function findListingWithRules(db: Db, id: number, { includeInactive = false } = {}): Promise<{ row: SynagogueRow; rules: MinyanRow[] }> {
  const [listings, rules] = await db.batch([
    db.select().from(synagogues).where(eq(synagogues.id, id)),
    db.select().from(minyanim).where(eq(minyanim.synagogueId, id)),
  ]);
  const row = listings[0];
  if (!row || (!row.isActive && !includeInactive)) throw new ApiError(404, LISTING_NOT_FOUND);
  return { row, rules: rules.sort(byReadingOrder) };
}

/** Rules in reading order: Shacharit, Mincha, Maariv; standing rules before dated exceptions. */
function byReadingOrder(a: MinyanRow, b: MinyanRow): number {
  return (
    TEFILLOT.indexOf(a.tefillah) - TEFILLOT.indexOf(b.tefillah) ||
    (a.date ?? '').localeCompare(b.date ?? '') ||
    a.id - b.id
  );
}

export async function listRules(db: Db, synagogueId: number): Promise<MinyanRow[]> {
  const rows = await db.select().from(minyanim).where(eq(minyanim.synagogueId, synagogueId)).all();
  return rows.sort(byReadingOrder);
}

/** D1 binds at most 100 parameters per statement. */
const ID_CHUNK = 90;

/** The rules of many listings at once, grouped by listing id. */
export async function rulesByListing(db: Db, ids: number[]): Promise<Map<number, MinyanRow[]>> {
  const out = new Map<number, MinyanRow[]>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db.select().from(minyanim).where(inArray(minyanim.synagogueId, ids.slice(i, i + ID_CHUNK))).all();
    for (const row of rows) {
      const list = out.get(row.synagogueId) ?? [];
      list.push(row);
      out.set(row.synagogueId, list);
    }
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

/** An admin changing the rules vouches for them: the listing's times count as confirmed now. */
const markConfirmed = (db: Db, synagogueId: number, at: Date) =>
  db.update(synagogues).set({ timesConfirmedAt: at }).where(eq(synagogues.id, synagogueId));

/** A dated exception keeps no days: its date says when it applies. */
const normalized = <T extends { date: string | null; days: MinyanDay[] }>(v: T): T => (v.date ? { ...v, days: [] } : v);

/** A rule's listing and all its rules, in one round trip. */
async function ruleContext(db: Db, id: number): Promise<{ listing: SynagogueRow; rules: MinyanRow[]; current: MinyanRow }> {
  const listingId = sql`(SELECT ${minyanim.synagogueId} FROM ${minyanim} WHERE ${minyanim.id} = ${id})`;
  const [listing, rules] = await db.batch([
    db.select().from(synagogues).where(eq(synagogues.id, listingId)),
    db.select().from(minyanim).where(eq(minyanim.synagogueId, listingId)),
  ]);
  const current = rules.find((r) => r.id === id);
  if (!current || !listing[0]) throw new ApiError(404, MINYAN_NOT_FOUND);
  return { listing: listing[0], rules, current };
}

/**
 * The writes below go in one batch with the listing's occurrences (occurrences.ts), so
 * 'Minyan now' never sees a rule without its times or times of a rule that is gone. Other
 * writers of rules (manager edits, accepted proposals) do the same through `occurrenceRefresh`.
 */
export async function createRule(db: Db, synagogueId: number, values: MinyanValues, now = new Date()): Promise<MinyanRow> {
  const [listings, rules] = await db.batch([
    db.select().from(synagogues).where(eq(synagogues.id, synagogueId)),
    db.select().from(minyanim).where(eq(minyanim.synagogueId, synagogueId)),
  ]);
  const listing = listings[0];
  if (!listing) throw new ApiError(404, LISTING_NOT_FOUND);
  const rule = normalized(values);
  const [[row]] = await db.batch([
    db
      .insert(minyanim)
      .values({ ...rule, synagogueId, createdAt: now, updatedAt: now })
      .returning(),
    markConfirmed(db, synagogueId, now),
    ...occurrenceRefresh(db, listing, [...rules, { ...rule, id: null }], now),
  ]);
  return row!;
}

/** Applies the fields sent, then checks the merged rule as a whole (a time and a zman never both). */
export async function updateRule(db: Db, id: number, patch: MinyanPatch, now = new Date()): Promise<MinyanRow> {
  const { listing, rules, current } = await ruleContext(db, id);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<MinyanValues>;
  const merged = { ...current, ...defined };
  const errors = minyanShapeErrors(merged);
  if (Object.keys(errors).length) {
    throw new ApiError(400, Object.entries(errors).map(([k, m]) => `${k}: ${m}`).join('; '), errors);
  }
  const { id: _id, synagogueId: _s, createdAt: _c, updatedAt: _u, ...values } = merged;
  const changed = { ...current, ...normalized(values), updatedAt: now };
  const [[row]] = await db.batch([
    db.update(minyanim).set(normalized(values)).where(eq(minyanim.id, id)).returning(),
    markConfirmed(db, listing.id, now),
    ...occurrenceRefresh(db, listing, rules.map((r) => (r.id === id ? changed : r)), now),
  ]);
  if (!row) throw new ApiError(404, MINYAN_NOT_FOUND);
  return row;
}

export async function deleteRule(db: Db, id: number, now = new Date()): Promise<void> {
  const { listing, rules } = await ruleContext(db, id);
  await db.batch([
    db.delete(minyanim).where(eq(minyanim.id, id)),
    markConfirmed(db, listing.id, now),
    ...occurrenceRefresh(db, listing, rules.filter((r) => r.id !== id), now),
  ]);
}
