// The API's failures and SWR's defaults. Calls go through the typed client (lib/client.ts),
// which throws any non-2xx answer as an HttpError: Error('{status}: {body text or status text}').
import type { SWRConfiguration } from 'swr';
import type { ApiErrorBody, FieldErrors } from '#contract/field-errors.ts';

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

/** No retries, no refetch on interval or focus, data never stale by time. No default fetcher: each read names its typed call (lib/useRead.ts). */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};

/** A 401 from the API: no session (it ended, or the visitor signed out elsewhere). */
export const isUnauthorized = (error: unknown): boolean => error instanceof HttpError && error.status === 401;
