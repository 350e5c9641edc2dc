// The one API client: credentials always, JSON only with a payload, and any
// non-2xx answer becomes Error('{status}: {body text or status text}').
import type { SWRConfiguration } from 'swr';
import type { ApiErrorBody, FieldErrors } from '../../../schema/field-errors.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** Field messages from the API's `{ message, errors }` body (docs/product-rules.md: Validation and messages), if any. */
  get fieldErrors(): FieldErrors {
    try {
      const parsed = JSON.parse(this.body) as Partial<ApiErrorBody>;
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }

  /** The API's `message`, or the raw body. */
  get serverMessage(): string {
    try {
      return (JSON.parse(this.body) as Partial<ApiErrorBody>).message ?? this.body;
    } catch {
      return this.body;
    }
  }
}

export async function apiRequest<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  const res = await fetch(url, init);
  if (!res.ok) throw new HttpError(res.status, (await res.text()).trim(), res.statusText);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, payload?: unknown) => apiRequest<T>('POST', url, payload),
  patch: <T>(url: string, payload?: unknown) => apiRequest<T>('PATCH', url, payload),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};

/** The default SWR fetcher: GET the key as a URL. */
export const fetcher = <T>(url: string) => api.get<T>(url);

/** No retries, no refetch on interval or focus, data never stale by time. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith('401: ') && /unauthorized/i.test(error.message);
