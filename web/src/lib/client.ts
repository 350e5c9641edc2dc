// The typed API client: hono/client over the Worker's route types (AppType, worker/src/api.ts),
// so a call whose path, input or answer does not match a route is a compile error. Requests go
// through `apiFetch`: credentials always, and a non-2xx answer thrown as an HttpError carrying
// the API's `{ message, errors }` body, as with `apiRequest` (lib/api.ts).
import { hc, type ClientRequestOptions, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Emitted by `npm run typecheck` (worker/tsconfig.api.json): the web cannot compile the Worker's sources.
import type { AppType } from '../../../.types/worker/src/api.d.ts';
import { localeFromPath } from '../i18n/paths.ts';
import { HttpError } from './api.ts';

/** The request's headers with the page's language (its address's) as Accept-Language: the API words its messages in it. */
function withPageLanguage(headers: HeadersInit | undefined): Headers {
  const all = new Headers(headers);
  all.set('Accept-Language', localeFromPath(globalThis.location?.pathname ?? '/'));
  return all;
}

async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, { ...init, credentials: 'include', headers: withPageLanguage(init?.headers) });
  if (!res.ok) throw new HttpError(res.status, (await res.text()).trim(), res.statusText);
  return res;
}

/** `client.api.stats.public.$get()`: paths relative to the page's origin. `$path()` is the call's SWR key. */
export const client = hc<AppType>('/', { fetch: apiFetch });

/** The body of a route's 2xx answers: the others have thrown in `apiFetch`. */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? ([Extract<S, SuccessStatusCode>] extends [never] ? never : T) : never;

/** The JSON answer of a typed call (a non-2xx answer has already thrown). */
export async function answer<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<Answer<R>> {
  const res = await call;
  return (await res.json()) as Answer<R>;
}

/** A typed GET as SWR reads it: the call's `$path()` (path and query) is its cache key. */
export interface ApiRead<T> {
  key: string;
  fetch: () => Promise<T>;
}

interface Gettable<Args, R extends ClientResponse<unknown>> {
  $get: (args: Args, options?: ClientRequestOptions) => Promise<R>;
  $path: (args: Args) => string;
}

/** `read(client.api.zmanim, { query })`: the GET of an endpoint with its arguments. */
export function read<Args, R extends ClientResponse<unknown>>(endpoint: Gettable<Args, R>, args: Args): ApiRead<Answer<R>> {
  return { key: endpoint.$path(args), fetch: () => answer(endpoint.$get(args)) };
}
