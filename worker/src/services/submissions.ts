// Location requests: visitors ask to add, edit or remove a listing; an admin approves (which
// applies the request to the directory) or rejects (which changes nothing else). design.md §3.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import type { ReviewStatus } from '../../../schema/enums.ts';
import type { Submission, submissionInput } from '../../../schema/submissions.ts';
import { submissions, synagogues, type SubmissionRow } from '../../../schema/tables.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../errors.ts';
import { iso } from './serialize.ts';
import { findListing, isUniqueViolation, listingEditStatements, type ListingChanges } from './listings.ts';

export function toSubmission(row: SubmissionRow): Submission {
  return { ...row, reviewedAt: iso(row.reviewedAt), createdAt: row.createdAt.toISOString() };
}

const unknownListing = (id: number) =>
  new ApiError(400, `synagogueId: No listing has the id ${id}`, { synagogueId: `No listing has the id ${id}` });

export async function createSubmission(db: Db, input: z.output<typeof submissionInput>): Promise<Submission> {
  const { requestType: _requestType, synagogueId, ...fields } = input;
  // An add names no listing; an edit or remove may, and then it must exist.
  const target = fields.type === 'add' ? null : (synagogueId ?? null);
  if (target !== null && !(await findListing(db, target))) throw unknownListing(target);
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
async function approvalStatements(db: Db, s: SubmissionRow, now: Date, reviewerId: string): Promise<{ statements: Statement[]; synagogueId: number | SQL }> {
  if (s.type === 'add') {
    const missing = (['address', 'city'] as const).filter((f) => !s[f]);
    if (missing.length) throw new ApiError(409, `This request cannot be approved: it has no ${missing.join(' or ')}`);
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
  if (s.synagogueId === null) throw new ApiError(409, `This request cannot be approved: it names no listing to ${s.type}`);
  const listing = await findListing(db, s.synagogueId);
  if (!listing) throw new ApiError(409, 'This request cannot be approved: its listing no longer exists');
  // Like an admin edit, only what differs is written, recorded in editedFields and in the change log.
  const statements = listingEditStatements(db, listing, s.type === 'edit' ? proposedChanges(s) : { isActive: false }, { kind: 'request', userId: reviewerId }, now);
  return { statements: [...statements], synagogueId: s.synagogueId };
}

/**
 * Approves or rejects a pending request, recording reviewer and time. Approval applies it in the
 * same D1 batch (one transaction): an add creates the listing, an edit applies the proposed fields
 * (recorded in `editedFields`, so an import keeps them), a remove deactivates the listing.
 */
export async function reviewSubmission(db: Db, id: number, status: ReviewStatus, reviewerId: string): Promise<Submission> {
  const s = await db.select().from(submissions).where(eq(submissions.id, id)).get();
  if (!s) throw new ApiError(404, 'Submission not found');
  if (status === 'pending') {
    throw new ApiError(400, 'status: A location request can only be approved or rejected', { status: 'A location request can only be approved or rejected' });
  }
  if (s.status !== 'pending') throw new ApiError(409, `This request was already ${s.status}`);
  const now = new Date();
  const { statements, synagogueId } =
    status === 'approved' ? await approvalStatements(db, s, now, reviewerId) : { statements: [], synagogueId: s.synagogueId };
  const record = db
    .update(submissions)
    .set({ status, reviewedBy: reviewerId, reviewedAt: now, synagogueId })
    .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
    .returning();
  try {
    // The record goes last: an add's `synagogueId` reads the listing the insert before it made.
    const items: Statement[] = [...statements, record];
    const results = await db.batch(items as [Statement, ...Statement[]]);
    const [row] = results.at(-1) as SubmissionRow[];
    if (!row) throw new ApiError(409, 'This request was reviewed by someone else meanwhile');
    return toSubmission(row);
  } catch (e) {
    // A second approval of the same add meets the (source, sourceId) unique index.
    if (isUniqueViolation(e)) throw new ApiError(409, 'This request was already approved');
    throw e;
  }
}
