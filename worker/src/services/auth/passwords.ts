// Password hashing (docs/architecture.md: Sessions and accounts): PBKDF2-SHA256 through WebCrypto, stored as one
// self-describing string `pbkdf2-sha256$iterations$salt$hash` (salt and hash base64), so the
// cost can be raised later without invalidating stored hashes.

const ALGORITHM = 'pbkdf2-sha256';
/** Workers refuse PBKDF2 above 100,000 iterations, so this is both the cost and the cap. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parse(stored: string): ParsedHash | null {
  const [algorithm, iterationsText, saltText, hashText, ...rest] = stored.split('$');
  if (algorithm !== ALGORITHM || rest.length || !iterationsText || !saltText || !hashText) return null;
  const iterations = Number(iterationsText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  try {
    const hash = fromBase64(hashText);
    if (hash.length * 8 !== HASH_BITS) return null;
    return { iterations, salt: fromBase64(saltText), hash };
  } catch {
    return null; // not base64
  }
}

/** True when `password` matches `stored`; a malformed stored string never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  return crypto.subtle.timingSafeEqual(candidate, parsed.hash);
}

/**
 * A real hash of a throwaway password nobody knows. Signing in with an unknown email checks
 * the password against it, so that answer takes as long as a wrong password for a real account.
 */
export const DUMMY_PASSWORD_HASH = 'pbkdf2-sha256$100000$88Ws4Yc9Pj18RAHT+pXqnQ==$PygTWNF5aUXsWK6EKYFjRYlmfr2gyGZWhCY0o2qT91g=';
