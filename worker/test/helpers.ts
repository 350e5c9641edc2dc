import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';

/** A different client address on every call, so per-IP rate limits only bite tests that ask for them. */
const randomIp = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;

/**
 * Calls the Worker's fetch handler as a same-origin browser would (an Origin header on
 * every non-GET). Pass `ip` to act as one client across calls.
 */
export function api(path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}): Promise<Response> {
  const { json, cookie, ip, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', ip ?? randomIp());
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  if (rest.method && rest.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
  );
}

/** A response's JSON body, typed by the caller. */
export const json = async <T = unknown>(res: Response) => (await res.json()) as T;

/** GET /api/user with `cookie`: the signed-in user, or null when the cookie holds no live session. */
export const currentUser = async (cookie?: string) => json<{ id: string; email: string } | null>(await api('/api/user', { cookie }));
