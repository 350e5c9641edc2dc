/** Which form the sign-in page shows. */
export type AuthMode = 'signin' | 'register' | 'forgot';

/** `?mode=register` and `?mode=forgot` open those forms directly: plain links work before the app starts. */
export const authModeOf = (raw: string | null): AuthMode => (raw === 'register' || raw === 'forgot' ? raw : 'signin');

/** The sign-in page's address for `mode`, keeping the rest of the query (`next`). */
export function authModeHref(current: URLSearchParams, mode: AuthMode): string {
  const query = new URLSearchParams(current);
  if (mode === 'signin') query.delete('mode');
  else query.set('mode', mode);
  const search = query.toString();
  return `/auth${search ? `?${search}` : ''}`;
}
