import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';

/** Calls the Worker's fetch handler as a same-origin browser would. */
export function api(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}): Promise<Response> {
  const { json, cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  if (rest.method && rest.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
  );
}
