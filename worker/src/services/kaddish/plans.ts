// Saved years of Kaddish: each belongs to one account and is read and changed only by it; the
// feed and the unsubscribe link find a plan by their own secrets, without a session.
import { and, eq } from 'drizzle-orm';
import type { KaddishPlan, KaddishPlanFields } from '#contract/kaddish.ts';
import { kaddishPlans, type KaddishPlanRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { newSessionId as newSecret } from '../auth/sessions.ts';
import { hebrewDayOfDeath } from './year-of-kaddish.ts';

/** The private feed's address for a token. */
export const kaddishFeedUrl = (origin: string, token: string) => new URL(`/api/kaddish/${token}.ics`, origin).toString();

export function toKaddishPlan(row: KaddishPlanRow, origin: string): KaddishPlan {
  return {
    id: row.id,
    label: row.label,
    death: { hy: row.deathYear, hm: row.deathMonth, hd: row.deathDay },
    places: row.places,
    reminders: row.reminders,
    feedUrl: row.feedToken ? kaddishFeedUrl(origin, row.feedToken) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPlans(db: Db, userId: string): Promise<KaddishPlanRow[]> {
  return db.select().from(kaddishPlans).where(eq(kaddishPlans.userId, userId)).orderBy(kaddishPlans.id).all();
}

export async function createPlan(db: Db, userId: string, parsed: KaddishPlanFields): Promise<KaddishPlanRow> {
  const day = hebrewDayOfDeath(parsed.death);
  return db
    .insert(kaddishPlans)
    .values({
      userId,
      label: parsed.label,
      deathYear: day.getFullYear(),
      deathMonth: day.getMonth(),
      deathDay: day.getDate(),
      places: parsed.places,
      reminders: parsed.reminders,
      unsubscribeToken: newSecret(),
    })
    .returning()
    .get();
}

/** Reminders on or off; the feed on (always a new address, so an old one stays dead) or off. */
export async function updatePlan(
  db: Db,
  userId: string,
  id: number,
  patch: { reminders?: boolean | undefined; feed?: boolean | undefined },
) {
  const changes: Partial<KaddishPlanRow> = {};
  if (patch.reminders !== undefined) changes.reminders = patch.reminders;
  if (patch.feed !== undefined) changes.feedToken = patch.feed ? newSecret() : null;
  const row = await db
    .update(kaddishPlans)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(kaddishPlans.id, id), eq(kaddishPlans.userId, userId)))
    .returning()
    .get();
  if (!row) throw new ApiError(404, said('errors.kaddishPlanNotFound'));
  return row;
}

export async function deletePlan(db: Db, userId: string, id: number): Promise<void> {
  const gone = await db
    .delete(kaddishPlans)
    .where(and(eq(kaddishPlans.id, id), eq(kaddishPlans.userId, userId)))
    .returning({ id: kaddishPlans.id })
    .get();
  if (!gone) throw new ApiError(404, said('errors.kaddishPlanNotFound'));
}

export async function planByFeedToken(db: Db, token: string): Promise<KaddishPlanRow | undefined> {
  return db.select().from(kaddishPlans).where(eq(kaddishPlans.feedToken, token)).get();
}

/** Reminders off for the plan the link names; true when a plan had that link. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const row = await db
    .update(kaddishPlans)
    .set({ reminders: false, updatedAt: new Date() })
    .where(eq(kaddishPlans.unsubscribeToken, token))
    .returning({ id: kaddishPlans.id })
    .get();
  return row !== undefined;
}
