import { HttpError } from '../../lib/api.ts';

/** The human part of a failure for a toast: the API's `message`, else the error's text. */
export function errorMessage(error: unknown, fallback = 'Please try again'): string {
  if (error instanceof HttpError) return error.serverMessage || error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
