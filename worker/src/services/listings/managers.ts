// Shul managers: 'I help run this shul' requests, the admins' review and revocation, and the
// listings a user manages.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ManagedListingRef } from '#contract/auth.ts';
import type { ManagedListing, ManagerRequest, ManagerRequestValues } from '#contract/managers.ts';
import {
  announcements,
  listingManagers,
  managerRequests,
  minyanim,
  synagogues,
  timeProposals,
  users,
  type ManagerRequestRow,
} from '#db/tables.ts';
import type { PublicUser } from '#contract/auth.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { isListingManager } from '../../middleware/listing-manager.ts';
import { listingFreshness } from '../minyanim/freshness.ts';
import { findListing } from '../minyanim/store.ts';
import { managerRequestMail } from '../mail/keeping-mail.ts';
import type { MailMessage } from '../mail/send.ts';

export const VERIFY_EMAIL_FIRST = said('errors.verifyEmailFirst');

const requestColumns = {
  id: managerRequests.id,
  synagogueId: managerRequests.synagogueId,
  synagogueName: synagogues.name,
  synagogueCity: synagogues.city,
  userId: managerRequests.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  userEmail: users.email,
  role: managerRequests.role,
  phone: managerRequests.phone,
  message: managerRequests.message,
  status: managerRequests.status,
  reviewedAt: managerRequests.reviewedAt,
  createdAt: managerRequests.createdAt,
};

const requestsQuery = (db: Db) =>
  db
    .select(requestColumns)
    .from(managerRequests)
    .innerJoin(synagogues, eq(synagogues.id, managerRequests.synagogueId))
    .innerJoin(users, eq(users.id, managerRequests.userId));

type RequestJoined = Awaited<ReturnType<ReturnType<typeof requestsQuery>['all']>>[number];

function toManagerRequest(r: RequestJoined): ManagerRequest {
  const { firstName, lastName, ...rest } = r;
  return {
    ...rest,
    userName: [firstName, lastName].filter(Boolean).join(' '),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function findRequest(db: Db, id: number): Promise<ManagerRequest> {
  const row = await requestsQuery(db).where(eq(managerRequests.id, id)).get();
  if (!row) throw new ApiError(404, said('errors.managerRequestNotFound'));
  return toManagerRequest(row);
}

export async function requestToManage(db: Db, synagogueId: number, user: PublicUser, input: ManagerRequestValues): Promise<ManagerRequest> {
  if (!user.emailVerified) throw new ApiError(403, VERIFY_EMAIL_FIRST);
  await findListing(db, synagogueId);
  if (await isListingManager(db, synagogueId, user.id)) throw new ApiError(409, said('errors.alreadyManager'));
  const pending = await db
    .select({ id: managerRequests.id })
    .from(managerRequests)
    .where(and(eq(managerRequests.synagogueId, synagogueId), eq(managerRequests.userId, user.id), eq(managerRequests.status, 'pending')))
    .get();
  if (pending) throw new ApiError(409, said('errors.managerRequestWaiting'));
  const row = await db
    .insert(managerRequests)
    .values({ synagogueId, userId: user.id, ...input })
    .returning({ id: managerRequests.id })
    .get();
  return findRequest(db, row.id);
}

export async function listManagerRequests(db: Db, status: ManagerRequestRow['status'] | 'all'): Promise<ManagerRequest[]> {
  const q = requestsQuery(db);
  const rows = await (status === 'all' ? q : q.where(eq(managerRequests.status, status))).orderBy(desc(managerRequests.createdAt)).all();
  return rows.map(toManagerRequest);
}

/** Approve (the user becomes a manager of that listing only) or reject, in one batch; a request is reviewed once. */
export async function reviewManagerRequest(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  reviewerId: string,
): Promise<ManagerRequest> {
  const request = await findRequest(db, id);
  if (request.status !== 'pending') throw new ApiError(409, said('errors.requestAlreadyReviewed', { status: request.status }));
  const now = new Date();
  const record = db
    .update(managerRequests)
    .set({ status, reviewedBy: reviewerId, reviewedAt: now })
    .where(and(eq(managerRequests.id, id), eq(managerRequests.status, 'pending')))
    .returning({ id: managerRequests.id });
  if (status === 'approved') {
    const grant = db
      .insert(listingManagers)
      .values({ synagogueId: request.synagogueId, userId: request.userId, role: request.role, grantedBy: reviewerId, createdAt: now })
      .onConflictDoNothing();
    const [done] = await db.batch([record, grant]);
    if (!done.length) throw new ApiError(409, said('errors.requestReviewedMeanwhile'));
  } else {
    const [done] = await db.batch([record]);
    if (!done.length) throw new ApiError(409, said('errors.requestReviewedMeanwhile'));
  }
  return findRequest(db, id);
}

/** The mail telling the member their request was approved or rejected, in their account's language. */
export async function managerRequestReviewedMail(db: Db, request: ManagerRequest, origin: string): Promise<MailMessage | null> {
  if (request.status === 'pending') return null;
  const to = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, request.userId))
    .get();
  if (!to) return null;
  return managerRequestMail(to, origin, { id: request.synagogueId, name: request.synagogueName }, request.status);
}

export async function listManagers(db: Db, synagogueId: number) {
  await findListing(db, synagogueId, { includeInactive: true });
  const rows = await db
    .select({
      userId: listingManagers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: listingManagers.role,
      createdAt: listingManagers.createdAt,
    })
    .from(listingManagers)
    .innerJoin(users, eq(users.id, listingManagers.userId))
    .where(eq(listingManagers.synagogueId, synagogueId))
    .all();
  return rows.map(({ firstName, lastName, createdAt, ...r }) => ({
    ...r,
    name: [firstName, lastName].filter(Boolean).join(' '),
    createdAt: createdAt.toISOString(),
  }));
}

export async function revokeManager(db: Db, synagogueId: number, userId: string): Promise<void> {
  const gone = await db
    .delete(listingManagers)
    .where(and(eq(listingManagers.synagogueId, synagogueId), eq(listingManagers.userId, userId)))
    .returning({ userId: listingManagers.userId })
    .get();
  if (!gone) throw new ApiError(404, said('errors.notAManager'));
}

/** The listings a user manages, by name (GET /api/user). */
export async function managedRefs(db: Db, userId: string): Promise<ManagedListingRef[]> {
  return db
    .select({ id: synagogues.id, name: synagogues.name })
    .from(listingManagers)
    .innerJoin(synagogues, eq(synagogues.id, listingManagers.synagogueId))
    .where(eq(listingManagers.userId, userId))
    .orderBy(synagogues.name)
    .all();
}

/** 'My shuls': each managed listing with its counts and freshness. */
export async function managedListings(db: Db, userId: string, now: Date): Promise<ManagedListing[]> {
  const today = now.toISOString().slice(0, 10);
  const count = (table: typeof minyanim | typeof timeProposals | typeof announcements, extra?: ReturnType<typeof sql>) =>
    sql<number>`(select count(*) from ${table} where ${table.synagogueId} = ${synagogues.id}${extra ? sql` and ${extra}` : sql``})`;
  const rows = await db
    .select({
      row: synagogues,
      ruleCount: count(minyanim),
      pendingProposals: count(timeProposals, sql`${timeProposals.status} = 'pending'`),
      activeAnnouncements: count(announcements, sql`${announcements.endDate} >= ${today}`),
    })
    .from(listingManagers)
    .innerJoin(synagogues, eq(synagogues.id, listingManagers.synagogueId))
    .where(eq(listingManagers.userId, userId))
    .orderBy(synagogues.name)
    .all();
  return rows.map(({ row, ruleCount, pendingProposals, activeAnnouncements }) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    isActive: row.isActive,
    ruleCount,
    pendingProposals,
    activeAnnouncements,
    freshness: listingFreshness(row, ruleCount, now),
  }));
}
