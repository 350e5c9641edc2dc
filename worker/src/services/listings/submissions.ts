// Location requests: visitors ask to add, edit or remove a listing; an admin approves (which
// applies the request to the directory) or rejects (which changes nothing else).
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import type { ReviewStatus } from '#domain/enums.ts';
import type { Submission, submissionInput } from '#contract/submissions.ts';
import { submissions, synagogues, type SubmissionRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, fieldError, said } from '../../errors.ts';
import { iso } from './serialize.ts';
import { findListing, isUniqueViolation, listingEditStatements, type ListingChanges } from './write.ts';

export function toSubmission(row: SubmissionRow): Submission {
  return { ...row, reviewedAt: iso(row.reviewedAt), createdAt: row.createdAt.toISOString() };
}

export async function createSubmission(db: Db, input: z.output<typeof submissionInput>): Promise<Submission> {
  const { requestType: _requestType, synagogueId, ...fields } = input;
  // An add names no listing; an edit or remove names one only while it is listed. An unknown id
  // and a removed listing are treated alike (the request is kept, unlinked), so the public
  // form's answer never tells which ids exist.
  const wanted = fields.type === 'add' ? null : (synagogueId ?? null);
  const listing = wanted === null ? undefined : await findListing(db, wanted);
  const target = listing?.isActive ? listing.id : null;
  const row = await db
    .insert(submissions)
    .values({ ...fields, synagogueId: target })
    .returning()
    .get();
  return toSubmission(row);
}

export async function listSubmissions(db: Db, status?: ReviewStatus): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(status ? eq(submissions.status, status) : undefined)
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  return rows.map(toSubmission);
}

/** The listing fields a request proposes: text given and amenities ticked (an unticked box is no request). */
function proposedChanges(s: SubmissionRow): ListingChanges {
  const changes: ListingChanges = { name: s.synagogueName };
  for (const key of ['address', 'city', 'state', 'zipCode', 'country', 'phone', 'website', 'nusach', 'minyanTimes'] as const) {
    const value = s[key];
    if (value) Object.assign(changes, { [key]: value });
  }
  for (const key of ['hasWheelchairAccess', 'hasMikve', 'hasParking', 'hasYouthPrograms'] as const) if (s[key]) changes[key] = true;
  return changes;
}

/** Where a listing created from request N is filed: the (source, sourceId) unique index makes approval happen once. */
const communitySourceId = (submissionId: number) => `submission/${submissionId}`;

type Statement = BatchItem<'sqlite'>;

/** The directory change an approval makes, as batch statements; also what `synagogueId` the request ends up naming. */
async function approvalStatements(
  db: Db,
  s: SubmissionRow,
  now: Date,
  reviewerId: string,
): Promise<{ statements: Statement[]; synagogueId: number | SQL }> {
  if (s.type === 'add') {
    const missing = (['address', 'city'] as const).filter((f) => !s[f]);
    if (missing.length)
      throw new ApiError(409, said('errors.cannotApproveMissing', { missing: missing.length === 1 ? missing[0]! : 'both' }));
    const sourceId = communitySourceId(s.id);
    const insert = db.insert(synagogues).values({
      ...proposedChanges(s),
      name: s.synagogueName,
      address: s.address!,
      city: s.city!,
      source: 'community',
      sourceId,
      createdAt: now,
      updatedAt: now,
    });
    const newId = sql`(select ${synagogues.id} from ${synagogues} where ${synagogues.source} = 'community' and ${synagogues.sourceId} = ${sourceId})`;
    return { statements: [insert], synagogueId: newId };
  }
  if (s.synagogueId === null) throw new ApiError(409, said('errors.cannotApproveNoListing', { type: s.type }));
  const listing = await findListing(db, s.synagogueId);
  if (!listing) throw new ApiError(409, said('errors.cannotApproveListingGone'));
  // Like an admin edit, only what differs is written, recorded in editedFields and in the change log.
  const statements = listingEditStatements(
    db,
    listing,
    s.type === 'edit' ? proposedChanges(s) : { isActive: false },
    { kind: 'request', userId: reviewerId },
    now,
  );
  return { statements: [...statements], synagogueId: s.synagogueId };
}

/** The claim fails (and with it the whole batch) when the request is no longer pending. */
const NOT_PENDING = /NOT NULL constraint failed: submissions\.status/;

/**
 * Approves or rejects a pending request, recording reviewer and time. Approval applies it in the
 * same D1 batch (one transaction): an add creates the listing, an edit applies the proposed fields
 * (recorded in `editedFields`, so an import keeps them), a remove deactivates the listing.
 *
 * The batch's first statement claims the request: it sets the new status only while the row is
 * still pending, and otherwise sets NULL, which the NOT NULL column refuses. That error rolls the
 * whole batch back, so a review that lost a race changes no listing. (An UPDATE matching no row
 * would not fail, and SQLite's RAISE() exists only inside triggers.)
 */
export async function reviewSubmission(db: Db, id: number, status: ReviewStatus, reviewerId: string): Promise<Submission> {
  const s = await db.select().from(submissions).where(eq(submissions.id, id)).get();
  if (!s) throw new ApiError(404, said('errors.submissionNotFound'));
  if (status === 'pending') {
    throw fieldError('status', said('errors.locationRequestApproveOrReject'));
  }
  if (s.status !== 'pending') throw new ApiError(409, said('errors.requestAlreadyReviewed', { status: s.status }));
  const now = new Date();
  const { statements, synagogueId } =
    status === 'approved' ? await approvalStatements(db, s, now, reviewerId) : { statements: [], synagogueId: s.synagogueId };
  const claim = db
    .update(submissions)
    .set({
      status: sql`case when ${submissions.status} = 'pending' then ${status} end`,
      reviewedBy: reviewerId,
      reviewedAt: now,
    })
    .where(eq(submissions.id, id));
  // Last, after an add's insert: the listing the request now names.
  const record = db.update(submissions).set({ synagogueId }).where(eq(submissions.id, id)).returning();
  try {
    const items: Statement[] = [claim, ...statements, record];
    const results = await db.batch(items as [Statement, ...Statement[]]);
    const [row] = results.at(-1) as SubmissionRow[];
    if (!row) throw new ApiError(404, said('errors.submissionNotFound'));
    return toSubmission(row);
  } catch (e) {
    if (NOT_PENDING.test(String((e as Error).cause ?? e)) || NOT_PENDING.test(String(e))) {
      throw new ApiError(409, said('errors.requestReviewedMeanwhile'));
    }
    // A second approval of the same add meets the (source, sourceId) unique index.
    if (isUniqueViolation(e)) throw new ApiError(409, said('errors.requestAlreadyReviewed', { status: 'approved' }));
    throw e;
  }
}
