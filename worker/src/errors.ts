import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** The API's error body (docs/product-rules.md: Validation and messages). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Thrown anywhere in a request; the error handler turns it into `{ message, errors? }` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** One message per field (the first zod gives), keyed by the dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A 400 that names every offending field in its message and in `errors`. */
export function validationError(error: z.ZodError): ApiError {
  const errors = fieldErrors(error);
  const message = Object.entries(errors)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');
  return new ApiError(400, message, errors);
}
