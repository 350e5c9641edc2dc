// One-time links for account mail: 256 random bits in the link, only their SHA-256 in D1
// (`email_tokens`). A link is used up by the statement that redeems it, so two clicks racing
// each other cannot both succeed; a newer link of the same purpose retires the older ones.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EmailTokenPurpose } from '#domain/enums.ts';
import { emailTokens } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { newSessionId } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new link token for `userId`; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Db, userId: string, purpose: EmailTokenPurpose, hours: number, now = new Date()): Promise<string> {
  const token = newSessionId();
  await db.batch([
    db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt))),
    db.insert(emailTokens).values({
      tokenHash: await hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + hours * HOUR_MS),
      createdAt: now,
    }),
  ]);
  return token;
}

/** Marks the token used and returns its user, or null for an unknown, used or expired token. */
export async function redeemToken(db: Db, token: string, purpose: EmailTokenPurpose, now = new Date()): Promise<string | null> {
  const row = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, await hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId })
    .get();
  return row?.userId ?? null;
}
