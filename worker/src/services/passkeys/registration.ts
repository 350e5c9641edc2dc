// Adding a passkey to a signed-in account: options for `navigator.credentials.create()` in the
// WebAuthn JSON form, then the browser's answer checked against the challenge this session was
// given and stored. Passkeys here are discoverable credentials (resident keys), so sign-in needs
// no email address: the browser offers them by itself.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import type { registrationResponse } from '#contract/passkeys.ts';
import type { PublicUser } from '#contract/auth.ts';
import { passkeys, type PasskeyRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { keepChallenge, takeChallenge } from './challenges.ts';
import type { RelyingParty } from './relying-party.ts';
import { listPasskeys } from './store.ts';

export const CHALLENGE_GONE = said('errors.passkeyChallengeGone');
export const ALREADY_REGISTERED = said('errors.passkeyAlreadyRegistered');

/** The WebAuthn user handle: the account's id, which the authenticator hands back at sign-in. */
export const userHandleOf = (userId: string) => new Uint8Array(new TextEncoder().encode(userId));

/** Options for a new passkey; the challenge is kept for `owner` (this session). */
export async function registrationOptions(db: Db, kv: KVNamespace, rp: RelyingParty, user: PublicUser, owner: string) {
  const existing = await listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    attestationType: 'none',
    // The authenticator refuses to make a second passkey for an account it already holds one of.
    excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
  await keepChallenge(kv, 'registration', owner, options.challenge);
  return options;
}

/** Checks the browser's answer against this session's challenge and stores the new passkey. */
export async function registerPasskey(
  db: Db,
  kv: KVNamespace,
  rp: RelyingParty,
  input: { userId: string; owner: string; response: z.output<typeof registrationResponse>; name: string },
): Promise<PasskeyRow> {
  const expectedChallenge = await takeChallenge(kv, 'registration', input.owner);
  if (!expectedChallenge) throw new ApiError(400, CHALLENGE_GONE);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The options ask for verification as 'preferred': an authenticator without it still counts.
      requireUserVerification: false,
    });
  } catch (err) {
    throw new ApiError(400, said('errors.passkeyNotVerifiedBecause', { reason: (err as Error).message }));
  }
  if (!verified.verified) throw new ApiError(400, said('errors.passkeyNotVerified'));
  const { credential, credentialBackedUp } = verified.registrationInfo;
  try {
    return await db
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: input.userId,
        name: input.name,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
        backedUp: credentialBackedUp,
      })
      .returning()
      .get();
  } catch (err) {
    if (/UNIQUE constraint failed: passkeys\.id/.test(String((err as Error).cause ?? err))) throw new ApiError(409, ALREADY_REGISTERED);
    throw err;
  }
}
