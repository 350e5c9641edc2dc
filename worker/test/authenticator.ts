// A software passkey for the Worker's tests: an ES256 key pair made with WebCrypto, answering
// registration and sign-in options the way a platform authenticator and the browser would
// (a 'none' attestation, authenticator data, clientDataJSON), so @simplewebauthn/server
// verifies real answers. Every field an attacker could change is a parameter: the origin, the
// RP id, the challenge, the counter and the user handle.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));
const utf8 = (text: string) => new Uint8Array(new TextEncoder().encode(text));
const counterBytes = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

/**
 * WebCrypto signs ECDSA as r‖s (IEEE P1363); WebAuthn carries an ASN.1 DER SEQUENCE of two
 * INTEGERs. No installed package encodes DER from a test, and the two fixed-size integers make
 * the encoding short: each loses leading zeros and gains one if its top bit is set.
 */
function derSignature(raw: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array<ArrayBuffer>) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i += 1;
    const trimmed = bytes.slice(i);
    const body = trimmed[0]! & 0x80 ? isoUint8Array.concat([new Uint8Array([0]), trimmed]) : trimmed;
    return isoUint8Array.concat([new Uint8Array([0x02, body.length]), body]);
  };
  const r = integer(raw.slice(0, 32));
  const s = integer(raw.slice(32));
  return isoUint8Array.concat([new Uint8Array([0x30, r.length + s.length]), r, s]);
}

interface Ceremony {
  origin: string;
  /** The RP id the authenticator scopes the credential to; by default the origin's host name. */
  rpId?: string;
}

export class TestAuthenticator {
  readonly credentialId: string;
  /** The signature counter the next assertion reports (raised by each). */
  counter = 0;
  private userHandle: string | undefined;

  private constructor(private readonly keys: CryptoKeyPair) {
    this.credentialId = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(16)));
  }

  static async create(): Promise<TestAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    return new TestAuthenticator(keys);
  }

  /** The COSE_Key of the public key: kty EC2, alg ES256, crv P-256, x, y. */
  private async coseKey(): Promise<Uint8Array<ArrayBuffer>> {
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private async authenticatorData(rpId: string, flags: number, attested?: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
    return isoUint8Array.concat([
      await sha256(utf8(rpId)),
      new Uint8Array([flags]),
      counterBytes(this.counter),
      ...(attested ? [attested] : []),
    ]);
  }

  /** `navigator.credentials.create()` for these options, as the browser's JSON answer. */
  async register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: Ceremony,
  ): Promise<RegistrationResponseJSON> {
    const rpId = ceremony.rpId ?? new URL(ceremony.origin).hostname;
    this.userHandle = options.user.id;
    const id = isoBase64URL.toBuffer(this.credentialId);
    const attested = isoUint8Array.concat([new Uint8Array(16), new Uint8Array([0, id.length]), id, await this.coseKey()]);
    const authData = await this.authenticatorData(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientData = { type: 'webauthn.create', challenge: options.challenge, origin: ceremony.origin, crossOrigin: false };
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(JSON.stringify(clientData)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** `navigator.credentials.get()` for these options, as the browser's JSON answer; raises the counter first. */
  async assert(options: { challenge: string }, ceremony: Ceremony & { counter?: number }): Promise<AuthenticationResponseJSON> {
    const rpId = ceremony.rpId ?? new URL(ceremony.origin).hostname;
    this.counter = ceremony.counter ?? this.counter + 1;
    const authData = await this.authenticatorData(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
    const clientDataJSON = utf8(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ceremony.origin, crossOrigin: false }),
    );
    const signed = isoUint8Array.concat([authData, await sha256(clientDataJSON)]);
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        userHandle: this.userHandle,
      },
    };
  }
}
