import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, type ApiErrorBody } from '../errors.ts';
import type { AppEnv } from '../env.ts';

/** Every failure becomes JSON `{ message, errors? }`; a stack trace never reaches the client. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    const body: ApiErrorBody = { message: err.message };
    if (err.errors) body.errors = err.errors;
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    // Hono's body parsers throw 400 for malformed JSON, and the body limit 413.
    const message = err.message || (status === 400 ? 'Invalid request body' : 'Request failed');
    return c.json({ message } satisfies ApiErrorBody, status);
  }
  console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json({ message: 'Internal error' } satisfies ApiErrorBody, 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ message: `Not found: ${c.req.method} ${c.req.path}` } satisfies ApiErrorBody, 404);
