/**
 * Where to go after signing in: the `?next=` path when it stays on this site (a relative path,
 * not `//host` or `/\host`, and not back to the sign-in pages), else '/'. Anything that would
 * leave the site is an open redirect and is ignored.
 */
export function safeNextPath(raw: string | null | undefined, origin: string = window.location.origin): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  // The resolved path decides: `/.//evil.example` resolves to `//evil.example`, which a router
  // or a later `location` assignment would read as another host.
  if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return '/';
  if (url.pathname === '/login' || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
