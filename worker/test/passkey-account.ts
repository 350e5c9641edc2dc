// A software passkey on a test account (./authenticator.ts), and fresh assertions with it, through
// the app's own routes: what a browser does on /account and at a passkey prompt.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { AccountPasskey } from '#contract/passkeys.ts';
import { TestAuthenticator } from './authenticator.ts';
import { ORIGIN, api, json } from './helpers.ts';

/** Registers a new passkey on the account of `cookie`; throws unless the app stored it. */
export async function addPasskey(cookie: string, name?: string) {
  const options = await json<PublicKeyCredentialCreationOptionsJSON>(
    await api('/api/passkeys/registration/options', { method: 'POST', cookie }),
  );
  const authenticator = await TestAuthenticator.create();
  const response = await authenticator.register(options, { origin: ORIGIN });
  const res = await api('/api/passkeys/registration/verify', { method: 'POST', cookie, json: { response, name } });
  if (res.status !== 201) throw new Error(`passkey not registered: ${res.status} ${await res.text()}`);
  return { authenticator, passkey: await json<AccountPasskey>(res) };
}

/** A fresh assertion `{ challengeId, response }` with `authenticator`, for options the app just gave. */
export async function passkeyAssertion(authenticator: TestAuthenticator) {
  const res = await api('/api/passkeys/authentication/options', { method: 'POST' });
  const { challengeId, options } = await json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(res);
  return { challengeId, response: await authenticator.assert(options, { origin: ORIGIN }) };
}
