// The personal fields of what visitors send without an account (location requests, sponsor
// inquiries), and how they are erased: the request itself stays (what was asked, its review),
// the person goes. Used by account deletion and by the nightly retention job.
import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import { sponsorSubmissions, submissions, timeProposals } from '#db/tables.ts';
import type { Db } from '../../db.ts';

/** The columns are NOT NULL: erased text is ''. */
const ERASED_SUBMISSION = { submitterName: '', submitterEmail: '', submitterPhone: '', notes: null } as const;
const ERASED_INQUIRY = { contactName: '', email: '', phone: null } as const;
const ERASED_PROPOSAL = { name: null, email: null } as const;

/** Statements that erase the personal fields of everything sent with `email`. */
export function eraseSentWith(db: Db, email: string) {
  return [
    db.update(submissions).set(ERASED_SUBMISSION).where(eq(submissions.submitterEmail, email)),
    db.update(sponsorSubmissions).set(ERASED_INQUIRY).where(eq(sponsorSubmissions.email, email)),
    db.update(timeProposals).set(ERASED_PROPOSAL).where(eq(timeProposals.email, email)),
  ] as const;
}

/** Erases the personal fields of location requests and sponsor inquiries reviewed before `before`. Answers how many rows changed. */
export async function eraseReviewedBefore(db: Db, before: Date): Promise<{ locationRequests: number; sponsorInquiries: number }> {
  const [requests, inquiries] = await db.batch([
    db
      .update(submissions)
      .set(ERASED_SUBMISSION)
      .where(
        and(
          ne(submissions.status, 'pending'),
          isNotNull(submissions.reviewedAt),
          lt(submissions.reviewedAt, before),
          or(
            ne(submissions.submitterEmail, ''),
            ne(submissions.submitterName, ''),
            ne(submissions.submitterPhone, ''),
            isNotNull(submissions.notes),
          ),
        ),
      )
      .returning({ id: submissions.id }),
    db
      .update(sponsorSubmissions)
      .set(ERASED_INQUIRY)
      .where(
        and(
          ne(sponsorSubmissions.status, 'pending'),
          isNotNull(sponsorSubmissions.reviewedAt),
          lt(sponsorSubmissions.reviewedAt, before),
          or(ne(sponsorSubmissions.email, ''), ne(sponsorSubmissions.contactName, ''), isNotNull(sponsorSubmissions.phone)),
        ),
      )
      .returning({ id: sponsorSubmissions.id }),
  ]);
  return { locationRequests: requests.length, sponsorInquiries: inquiries.length };
}
