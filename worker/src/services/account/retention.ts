// The nightly retention job (docs/privacy.md): what visitors sent loses its personal fields a
// while after it was handled, accounts never verified go, and expired sessions' index rows go.
import { and, isNull, lt } from 'drizzle-orm';
import { users } from '#db/tables.ts';
import { HANDLED_REQUEST_DAYS, UNVERIFIED_ACCOUNT_DAYS } from '#domain/retention.ts';
import type { Db } from '../../db.ts';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import { eraseReviewedBefore } from './personal-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionReport {
  locationRequests: number;
  sponsorInquiries: number;
  unverifiedAccounts: number;
  expiredSessions: number;
}

/** Applies the retention rules as of `now` (the cron's scheduled time). */
export async function applyRetention(db: Db, now: Date): Promise<RetentionReport> {
  const erased = await eraseReviewedBefore(db, new Date(now.getTime() - HANDLED_REQUEST_DAYS * DAY_MS));
  const unverified = await db
    .delete(users)
    .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * DAY_MS))))
    .returning({ id: users.id })
    .all();
  const expiredSessions = await deleteExpiredSessions(db, now);
  return { ...erased, unverifiedAccounts: unverified.length, expiredSessions };
}
