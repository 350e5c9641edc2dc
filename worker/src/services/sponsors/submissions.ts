// Sponsor inquiries: the public form and the admins' review of them.
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReviewStatus } from '#domain/enums.ts';
import type { SponsorSubmission, sponsorSubmissionInput } from '#contract/sponsor-submissions.ts';
import { sponsorSubmissions, type SponsorSubmissionRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { iso } from '../listings/serialize.ts';

export function toSponsorSubmission(row: SponsorSubmissionRow): SponsorSubmission {
  return { ...row, reviewedAt: iso(row.reviewedAt), createdAt: row.createdAt.toISOString() };
}

export async function createSponsorSubmission(db: Db, input: z.output<typeof sponsorSubmissionInput>): Promise<SponsorSubmission> {
  return toSponsorSubmission(await db.insert(sponsorSubmissions).values(input).returning().get());
}

/** Newest first. */
export async function listSponsorSubmissions(db: Db): Promise<SponsorSubmission[]> {
  const rows = await db.select().from(sponsorSubmissions).orderBy(desc(sponsorSubmissions.createdAt), desc(sponsorSubmissions.id));
  return rows.map(toSponsorSubmission);
}

/** Approved or rejected records the reviewer and the time; back to pending clears both. */
export async function reviewSponsorSubmission(db: Db, id: number, status: ReviewStatus, reviewerId: string): Promise<SponsorSubmission> {
  const reviewed = status !== 'pending';
  const row = await db
    .update(sponsorSubmissions)
    .set({ status, reviewedBy: reviewed ? reviewerId : null, reviewedAt: reviewed ? new Date() : null })
    .where(eq(sponsorSubmissions.id, id))
    .returning()
    .get();
  if (!row) throw new ApiError(404, said('errors.sponsorSubmissionNotFound'));
  return toSponsorSubmission(row);
}

export async function deleteSponsorSubmission(db: Db, id: number): Promise<void> {
  const gone = await db.delete(sponsorSubmissions).where(eq(sponsorSubmissions.id, id)).returning({ id: sponsorSubmissions.id }).get();
  if (!gone) throw new ApiError(404, said('errors.sponsorSubmissionNotFound'));
}
