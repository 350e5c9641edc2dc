// WebAuthn challenges: random, single-use and short-lived, kept in KV (SESSIONS) until the
// answer comes back. A registration's challenge is bound to the session that asked for it; an
// anonymous sign-in's to a random id the options came with. Taking a challenge deletes it, so
// an answer can be verified once: a replay finds nothing.
const CHALLENGE_TTL_SECONDS = 5 * 60;

export type ChallengePurpose = 'registration' | 'authentication';

interface StoredChallenge {
  challenge: string;
  expiresAt: number;
}

const key = (purpose: ChallengePurpose, owner: string) => `webauthn:${purpose}:${owner}`;

/** Keeps `challenge` for `owner` (a session's id, or a sign-in's challenge id), replacing any earlier one. */
export async function keepChallenge(kv: KVNamespace, purpose: ChallengePurpose, owner: string, challenge: string, now = Date.now()) {
  const stored: StoredChallenge = { challenge, expiresAt: now + CHALLENGE_TTL_SECONDS * 1000 };
  await kv.put(key(purpose, owner), JSON.stringify(stored), { expirationTtl: CHALLENGE_TTL_SECONDS });
}

/**
 * The live challenge for `owner`, deleted as it is read; null when there is none, it expired
 * (KV's own expiry is approximate, so the time is checked too) or it was already taken.
 */
export async function takeChallenge(kv: KVNamespace, purpose: ChallengePurpose, owner: string, now = Date.now()): Promise<string | null> {
  const stored = await kv.get<StoredChallenge>(key(purpose, owner), 'json');
  if (!stored) return null;
  await kv.delete(key(purpose, owner));
  return stored.expiresAt > now ? stored.challenge : null;
}
