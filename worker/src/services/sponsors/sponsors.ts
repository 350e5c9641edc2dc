// Sponsors: the strip of logos visitors see, managed by admins.
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PUBLIC_SPONSOR_FIELDS, type PublicSponsor, type Sponsor, type sponsorInput, type sponsorPatch } from '#contract/sponsors.ts';
import { sponsors, type SponsorRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { pick } from './pick.ts';

export function toSponsor(row: SponsorRow): Sponsor {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export const toPublicSponsor = (row: SponsorRow): PublicSponsor => pick(toSponsor(row), PUBLIC_SPONSOR_FIELDS);

const order = [asc(sponsors.displayOrder), asc(sponsors.name), asc(sponsors.id)];

/** Visitors: active sponsors, by display order then name. */
export async function listActiveSponsors(db: Db): Promise<PublicSponsor[]> {
  const rows = await db
    .select()
    .from(sponsors)
    .where(eq(sponsors.isActive, true))
    .orderBy(...order);
  return rows.map(toPublicSponsor);
}

/** Admins: every sponsor, active or not, in the same order. */
export async function listAllSponsors(db: Db): Promise<Sponsor[]> {
  return (
    await db
      .select()
      .from(sponsors)
      .orderBy(...order)
  ).map(toSponsor);
}

export async function createSponsor(db: Db, input: z.output<typeof sponsorInput>): Promise<Sponsor> {
  return toSponsor(await db.insert(sponsors).values(input).returning().get());
}

export async function updateSponsor(db: Db, id: number, changes: z.output<typeof sponsorPatch>): Promise<Sponsor> {
  const row = await db
    .update(sponsors)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sponsors.id, id))
    .returning()
    .get();
  if (!row) throw new ApiError(404, said('errors.sponsorNotFound'));
  return toSponsor(row);
}

export async function deleteSponsor(db: Db, id: number): Promise<void> {
  const gone = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ id: sponsors.id }).get();
  if (!gone) throw new ApiError(404, said('errors.sponsorNotFound'));
}
