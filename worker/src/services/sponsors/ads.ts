// Advertisements: visitors see at most three current ones; admins manage them all.
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_VISIBLE_ADS,
  PUBLIC_AD_FIELDS,
  WINDOW_ISSUE,
  checkWindow,
  type Ad,
  type PublicAd,
  type adInput,
  type adPatch,
} from '#contract/ads.ts';
import { ads, type AdRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, checkError, said } from '../../errors.ts';
import { iso } from '../listings/serialize.ts';
import { pick } from './pick.ts';

export function toAd(row: AdRow): Ad {
  return {
    ...row,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const order = [asc(ads.displayOrder), asc(ads.id)];

/** Visitors: active ads whose start/end window (either bound may be open) contains `now`, by display order, at most three. */
export async function listCurrentAds(db: Db, now = new Date()): Promise<PublicAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.isActive, true), or(isNull(ads.startDate), lte(ads.startDate, now)), or(isNull(ads.endDate), gte(ads.endDate, now))))
    .orderBy(...order)
    .limit(MAX_VISIBLE_ADS);
  return rows.map((r) => pick(toAd(r), PUBLIC_AD_FIELDS));
}

/** Admins: every ad, current or not. */
export async function listAllAds(db: Db): Promise<Ad[]> {
  return (
    await db
      .select()
      .from(ads)
      .orderBy(...order)
  ).map(toAd);
}

export async function createAd(db: Db, input: z.output<typeof adInput>): Promise<Ad> {
  return toAd(await db.insert(ads).values(input).returning().get());
}

const windowError = () => checkError([WINDOW_ISSUE]);

export async function updateAd(db: Db, id: number, changes: z.output<typeof adPatch>): Promise<Ad> {
  const current = await db.select().from(ads).where(eq(ads.id, id)).get();
  if (!current) throw new ApiError(404, said('errors.adNotFound'));
  // A patch may move one end of the window past the other end already stored.
  const startDate = changes.startDate === undefined ? current.startDate : changes.startDate;
  const endDate = changes.endDate === undefined ? current.endDate : changes.endDate;
  if (!checkWindow({ startDate, endDate })) {
    throw windowError();
  }
  const row = await db
    .update(ads)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(ads.id, id))
    .returning()
    .get();
  if (!row) throw new ApiError(404, said('errors.adNotFound'));
  return toAd(row);
}

export async function deleteAd(db: Db, id: number): Promise<void> {
  const gone = await db.delete(ads).where(eq(ads.id, id)).returning({ id: ads.id }).get();
  if (!gone) throw new ApiError(404, said('errors.adNotFound'));
}
