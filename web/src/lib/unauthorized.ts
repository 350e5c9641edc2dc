import { notify } from '../app/toaster.tsx';
import { localizePath } from '../i18n/paths.ts';
import { pageLocale, sayOnPage } from '../i18n/sayOnPage.ts';
import { isUnauthorized } from './api.ts';

/** The delay before the unauthorized redirect. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * For admin actions (docs/product-rules.md: Toasts): on a 401, toast 'Unauthorized' and send the user to sign in
 * (at /auth, since /api/login is only an API endpoint), coming back to `next` afterwards, both in
 * the page's language. Returns whether it handled the error.
 */
export function handleUnauthorized(error: unknown, next = '/admin'): boolean {
  if (!isUnauthorized(error)) return false;
  notify('error', sayOnPage('frame.session.expiredTitle'), sayOnPage('frame.session.expiredText'));
  const locale = pageLocale();
  window.setTimeout(() => {
    window.location.assign(`${localizePath('/auth', locale)}?next=${encodeURIComponent(localizePath(next, locale))}`);
  }, UNAUTHORIZED_REDIRECT_MS);
  return true;
}
