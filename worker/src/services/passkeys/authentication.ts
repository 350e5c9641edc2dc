// Signing in with a passkey: options with no allowCredentials (the credentials are discoverable,
// so the browser offers the person's own), then the assertion checked against the challenge the
// options came with, the stored public key and its counter. The caller starts the session.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import type { authenticationResponse } from '#contract/passkeys.ts';
import type { UserRow } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { findUserById } from '../auth/users.ts';
import { keepChallenge, takeChallenge } from './challenges.ts';
import { CHALLENGE_GONE, userHandleOf } from './registration.ts';
import type { RelyingParty } from './relying-party.ts';
import { findPasskey, recordUse } from './store.ts';

export const PASSKEY_REFUSED = said('errors.passkeyRefused');

/** Options for a sign-in, with the id its answer must come back with. */
export async function authenticationOptions(kv: KVNamespace, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
  const challengeId = crypto.randomUUID();
  await keepChallenge(kv, 'authentication', challengeId, options.challenge);
  return { challengeId, options };
}

/**
 * The account a passkey assertion proves. The challenge is taken first, so a failed answer
 * uses it up as well. An unknown credential, one whose user handle names another account, a
 * wrong origin or RP id, a bad signature and a counter that did not rise all answer 401.
 */
export async function authenticatePasskey(
  db: Db,
  kv: KVNamespace,
  rp: RelyingParty,
  input: { challengeId: string; response: z.output<typeof authenticationResponse> },
  now = new Date(),
): Promise<UserRow> {
  const expectedChallenge = await takeChallenge(kv, 'authentication', input.challengeId);
  if (!expectedChallenge) throw new ApiError(400, CHALLENGE_GONE);
  const stored = await findPasskey(db, input.response.id);
  if (!stored) throw new ApiError(401, PASSKEY_REFUSED);
  const handle = input.response.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(stored.userId))) throw new ApiError(401, PASSKEY_REFUSED);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.id,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports ?? undefined,
      },
      requireUserVerification: false,
    });
  } catch {
    throw new ApiError(401, PASSKEY_REFUSED);
  }
  if (!verified.verified) throw new ApiError(401, PASSKEY_REFUSED);
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  if (!(await recordUse(db, stored, { counter: newCounter, backedUp: credentialBackedUp, at: now }))) {
    throw new ApiError(401, PASSKEY_REFUSED);
  }
  const user = await findUserById(db, stored.userId);
  if (!user) throw new ApiError(401, PASSKEY_REFUSED);
  return user;
}

/**
 * A fresh passkey assertion as proof, inside a signed-in request, that the person holds one of
 * this account's passkeys (deleting the account asks for it, as an alternative to the password).
 * Checked exactly as a sign-in (challenge, origin, signature, counter), and then the passkey must be
 * `userId`'s: another account's passkey proves nothing here and answers 401 like a bad signature.
 */
export async function confirmWithPasskey(
  db: Db,
  kv: KVNamespace,
  rp: RelyingParty,
  userId: string,
  input: { challengeId: string; response: z.output<typeof authenticationResponse> },
): Promise<void> {
  const owner = await authenticatePasskey(db, kv, rp, input);
  if (owner.id !== userId) throw new ApiError(401, PASSKEY_REFUSED);
}
