import { sayOnPage } from '../../i18n/sayOnPage.ts';
import { HttpError } from '../../lib/api.ts';

/** The human part of a failure for a toast: the API's `message` (in the page's language), else the error's text. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof HttpError) return error.serverMessage || error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? sayOnPage('forms.error.tryAgain');
}
