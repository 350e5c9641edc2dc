import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { fieldErrors } from '#contract/field-errors.ts';

export type { ApiErrorBody } from '#contract/field-errors.ts';

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

/** A 400 that names every offending field in its message and in `errors`. */
export function validationError(error: z.ZodError): ApiError {
  const errors = fieldErrors(error);
  const message = Object.entries(errors)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');
  return new ApiError(400, message, errors);
}
