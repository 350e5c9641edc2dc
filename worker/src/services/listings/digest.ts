// The managers' daily digest: one mail per manager, at most one a day, naming the listings they
// manage that visitors proposed times for since their last digest, with a link that stops the
// digests without signing in (and the List-Unsubscribe headers that let a mail client do it).
import { and, eq, gt, sql } from 'drizzle-orm';
import { listingManagers, managerDigests, synagogues, timeProposals, users } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import type { Env } from '../../env.ts';
import { newSessionId as newSecret } from '../auth/sessions.ts';
import { proposalDigestMail } from '../mail/keeping-mail.ts';
import { sendMail } from '../mail/send.ts';

const HOUR = 3_600_000;
/** A manager's first digest looks back one day; later ones back to the one before. */
const FIRST_LOOKBACK = 24 * HOUR;
/** Less than a day, so that a nightly run a little earlier than the last still sends. */
const MIN_GAP = 20 * HOUR;

export const digestUnsubscribeUrl = (origin: string, token: string) => {
  const url = new URL('/api/manage/digest/unsubscribe', origin);
  url.searchParams.set('token', token);
  return url.toString();
};

/**
 * Sends each manager the digest of pending proposals made since their last one (or in the last
 * day), unless they stopped the digests or had one less than MIN_GAP ago; answers how many went.
 */
export async function sendProposalDigests(db: Db, env: Pick<Env, 'EMAIL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN'>, now: Date): Promise<number> {
  const firstSince = new Date(now.getTime() - FIRST_LOOKBACK);
  const since = sql`coalesce(${managerDigests.lastSentAt}, ${firstSince.getTime()})`;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      lastSentAt: managerDigests.lastSentAt,
      listingId: synagogues.id,
      listing: synagogues.name,
      count: sql<number>`count(${timeProposals.id})`,
    })
    .from(listingManagers)
    .innerJoin(users, eq(users.id, listingManagers.userId))
    .innerJoin(synagogues, eq(synagogues.id, listingManagers.synagogueId))
    .innerJoin(timeProposals, and(eq(timeProposals.synagogueId, listingManagers.synagogueId), eq(timeProposals.status, 'pending')))
    .leftJoin(managerDigests, eq(managerDigests.userId, users.id))
    .where(and(gt(timeProposals.createdAt, since), sql`coalesce(${managerDigests.enabled}, 1) = 1`))
    .groupBy(users.id, synagogues.id)
    .orderBy(users.id, synagogues.name)
    .all();

  const byManager = new Map<string, typeof rows>();
  for (const row of rows) byManager.set(row.userId, [...(byManager.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const [userId, listings] of byManager) {
    const { email, firstName, language, lastSentAt } = listings[0]!;
    if (lastSentAt && now.getTime() - lastSentAt.getTime() < MIN_GAP) continue;
    await db.insert(managerDigests).values({ userId, unsubscribeToken: newSecret() }).onConflictDoNothing();
    const digest = await db.update(managerDigests).set({ lastSentAt: now }).where(eq(managerDigests.userId, userId)).returning().get();
    const origin = env.PUBLIC_ORIGIN;
    await sendMail(
      env,
      await proposalDigestMail(
        { email, firstName, language },
        origin,
        listings.map((l) => ({ name: l.listing, count: l.count })),
        digestUnsubscribeUrl(origin, digest!.unsubscribeToken),
      ),
    );
    sent++;
  }
  return sent;
}

/** Digests off for the manager the link names; true when a manager had that link. */
export async function stopDigests(db: Db, token: string): Promise<boolean> {
  const row = await db
    .update(managerDigests)
    .set({ enabled: false })
    .where(eq(managerDigests.unsubscribeToken, token))
    .returning({ userId: managerDigests.userId })
    .get();
  return row !== undefined;
}

/** The language of the manager the link names, for the unsubscribe page's words. */
export async function digestLanguage(db: Db, token: string) {
  const row = await db
    .select({ language: users.language })
    .from(managerDigests)
    .innerJoin(users, eq(users.id, managerDigests.userId))
    .where(eq(managerDigests.unsubscribeToken, token))
    .get();
  return row?.language ?? null;
}
