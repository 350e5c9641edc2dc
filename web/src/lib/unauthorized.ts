import { notify } from '../app/toaster.tsx';
import { isUnauthorized } from './api.ts';

/** The delay before the unauthorized redirect. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * For admin actions (docs/product-rules.md: Toasts): on a 401, toast 'Unauthorized' and send the user to sign in
 * (at /auth, since /api/login is only an API endpoint), coming back to `next` afterwards.
 * Returns whether it handled the error.
 */
export function handleUnauthorized(error: unknown, next = '/admin'): boolean {
  if (!isUnauthorized(error)) return false;
  notify('error', 'Unauthorized', 'You are logged out. Logging in again...');
  window.setTimeout(() => {
    window.location.assign(`/auth?next=${encodeURIComponent(next)}`);
  }, UNAUTHORIZED_REDIRECT_MS);
  return true;
}
