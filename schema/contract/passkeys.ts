// Passkeys (WebAuthn): registering one on the account page, signing in with one, and the
// account's list of them. The browser's credential answers arrive as the WebAuthn JSON forms
// (`PublicKeyCredential.toJSON()`, which @simplewebauthn/browser also produces); their binary
// fields are base64url text, checked here only for shape: @simplewebauthn/server decodes and
// verifies them.
import type { AuthenticationExtensionsClientOutputs } from '@simplewebauthn/server';
import type { passkeys } from '#db/accounts.ts';
import { z } from './zod.ts';
import { requiredText, type RowAnswer } from './fields.ts';

/** A credential id is at most 1023 bytes (WebAuthn), 1364 base64url characters. */
const CREDENTIAL_ID_MAX = 1364;
/** Attestation objects can carry certificate chains; a few tens of kilobytes is plenty. */
const BLOB_MAX = 64_000;

const base64url = (field: string, max = BLOB_MAX) =>
  z
    .string({ error: `${field} is required` })
    .max(max, { error: `${field} is too long` })
    .regex(/^[A-Za-z0-9_-]*$/, { error: `${field} must be base64url` });

const credentialId = base64url('id', CREDENTIAL_ID_MAX).min(1, { error: 'id is required' });

/** The parts every credential answer shares. */
const credentialBase = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: "type must be 'public-key'" }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Typed as the browser library's outputs so its answers fit as they are; the server reads none of them.
  clientExtensionResults: z
    .custom<AuthenticationExtensionsClientOutputs>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
      error: 'clientExtensionResults must be an object',
    })
    .default({}),
};

/** `navigator.credentials.create()`'s answer (RegistrationResponseJSON). */
export const registrationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url('response.clientDataJSON'),
    attestationObject: base64url('response.attestationObject'),
    authenticatorData: base64url('response.authenticatorData').optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('response.publicKey').optional(),
  }),
});

/** `navigator.credentials.get()`'s answer (AuthenticationResponseJSON). */
export const authenticationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url('response.clientDataJSON'),
    authenticatorData: base64url('response.authenticatorData'),
    signature: base64url('response.signature'),
    userHandle: base64url('response.userHandle', 128).optional(),
  }),
});

export const PASSKEY_NAME_MAX = 64;
const passkeyName = requiredText('name is required', PASSKEY_NAME_MAX, `name must be at most ${PASSKEY_NAME_MAX} characters`);

/** POST /api/passkeys/registration/verify: the new credential and, optionally, its name (else the device's). */
export const registrationVerifyInput = z.object({ response: registrationResponse, name: passkeyName.optional() });
export type RegistrationVerifyInput = z.input<typeof registrationVerifyInput>;

/** The id that ties an anonymous sign-in's answer to the challenge it was given (one use, minutes). */
export const challengeId = z.uuid({ error: 'challengeId must be the id the options came with' });

/** POST /api/passkeys/authentication/verify. */
export const authenticationVerifyInput = z.object({ challengeId, response: authenticationResponse });
export type AuthenticationVerifyInput = z.input<typeof authenticationVerifyInput>;

/** PATCH /api/user/passkeys/:id. */
export const renamePasskeyInput = z.object({ name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeyInput>;

/** /api/user/passkeys/:id: the credential id. */
export const passkeyParam = z.object({ id: credentialId });

/** One of the account's passkeys as GET /api/user/passkeys lists it: never the public key or counter. */
export type AccountPasskey = Pick<RowAnswer<typeof passkeys.$inferSelect>, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;
