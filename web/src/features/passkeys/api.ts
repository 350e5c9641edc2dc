// The passkey calls through the typed client, and the browser's side of each WebAuthn ceremony
// (@simplewebauthn/browser turns the JSON options into `navigator.credentials` calls and back).
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';
import type { PublicUser } from '#contract/auth.ts';
import { answer, client, read } from '#web-lib/client.ts';

const passkeys = client.api.passkeys;
const mine = client.api.user.passkeys;

/** GET /api/user/passkeys as SWR reads it. */
export const accountPasskeys = read(mine, {});

/** Whether this browser has WebAuthn at all (the sign-in button and 'Add a passkey' need it). */
const webAuthnAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const noSubscription = () => () => {};

/** webAuthnAvailable as a render reads it: false where the page is rendered ahead (no browser there). */
export const useWebAuthnAvailable = () => useSyncExternalStore(noSubscription, webAuthnAvailable, () => false);

/** Whether the browser offers passkeys in the email field's autofill (conditional mediation). */
export async function autofillAvailable(): Promise<boolean> {
  if (!webAuthnAvailable()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

/**
 * Signs in with a passkey: the browser's dialog, or with `autofill` the email field's suggestions
 * (which wait until the person picks one). Answers the signed-in user.
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<PublicUser> {
  const { challengeId, options } = await answer(passkeys.authentication.options.$post());
  // The answer is @simplewebauthn/server's options as JSON; the client's JSON typing cannot follow
  // the binary extension inputs those types allow (none are sent).
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return answer(passkeys.authentication.verify.$post({ json: { challengeId, response } }));
}

/** Makes a passkey for the signed-in account and stores it (named after the device). */
export async function addPasskey() {
  // As in signInWithPasskey: the server library's options, as JSON.
  const optionsJSON = (await answer(passkeys.registration.options.$post())) as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return answer(passkeys.registration.verify.$post({ json: { response } }));
}

export const renamePasskey = (id: string, name: string) => answer(mine[':id'].$patch({ param: { id }, json: { name } }));
export const removePasskey = (id: string) => mine[':id'].$delete({ param: { id } });

/**
 * A fresh assertion with one of the account's own passkeys (`ids`), as proof inside a signed-in
 * request (deleting the account). The browser offers only those passkeys; the Worker checks the
 * assertion as a sign-in and that the passkey is this account's, and starts no session.
 */
export async function passkeyProof(ids: readonly string[]) {
  const { challengeId, options } = await answer(passkeys.authentication.options.$post());
  // As in signInWithPasskey: the server library's options, as JSON.
  const optionsJSON: PublicKeyCredentialRequestOptionsJSON = {
    ...(options as PublicKeyCredentialRequestOptionsJSON),
    allowCredentials: ids.map((id) => ({ id, type: 'public-key' })),
  };
  return { challengeId, response: await startAuthentication({ optionsJSON }) };
}
