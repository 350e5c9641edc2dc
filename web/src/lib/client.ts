// The typed API client: hono/client over the Worker's route types (AppType, worker/src/api.ts),
// so a call whose path, input or answer does not match a route is a compile error. Requests go
// through `apiFetch`: credentials always, and a non-2xx answer thrown as an HttpError carrying
// the API's `{ message, errors }` body, as with `apiRequest` (lib/api.ts).
import { hc, type ClientResponse } from 'hono/client';
// Emitted by `npm run typecheck` (worker/tsconfig.api.json): the web cannot compile the Worker's sources.
import type { AppType } from '../../../.types/worker/src/api.d.ts';
import { HttpError } from './api.ts';

async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, { ...init, credentials: 'include' });
  if (!res.ok) throw new HttpError(res.status, (await res.text()).trim(), res.statusText);
  return res;
}

/** `client.api.stats.public.$get()`: paths relative to the page's origin. `$path()` is the call's SWR key. */
export const client = hc<AppType>('/', { fetch: apiFetch });

/** The JSON answer of a typed call (a non-2xx answer has already thrown). */
export async function answer<T>(call: Promise<ClientResponse<T>>): Promise<T> {
  const res = await call;
  return (await res.json()) as T;
}
