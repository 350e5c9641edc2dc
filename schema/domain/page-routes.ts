// The web app's pages, once: the web's route config (web/src/routes.ts) is built from this list,
// and the Worker reads it to tell a page address (200, even when the page is rendered in the
// browser) from an unknown one (404). Every page sits under the optional language prefix.

export interface PageRoute {
  /** The path under the language prefix, in React Router's syntax ('' is the home page). */
  path: string;
  /** The route module, relative to web/src. */
  file: string;
  /** A route id, for a module that serves two paths. */
  id?: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '', file: 'routes/home.tsx' },
  { path: 'search', file: 'routes/search.tsx' },
  { path: 'shul/:id', file: 'routes/shul.tsx' },
  // A country's page and its cities' (#domain/city-pages.ts: /synagogues/il, /synagogues/fr/paris, /synagogues/us/ny/brooklyn).
  { path: 'synagogues/:country/:region?/:city?', file: 'routes/city.tsx' },
  { path: 'calendar', file: 'routes/calendar.tsx' },
  { path: 'tefillah', file: 'routes/tefillah.tsx' },
  { path: 'siddur', file: 'routes/siddur.tsx' },
  { path: 'parsha', file: 'routes/parsha.tsx' },
  { path: 'learn', file: 'routes/learn.tsx' },
  { path: 'tehillim', file: 'routes/tehillim.tsx' },
  { path: 'trip', file: 'routes/trip.tsx' },
  { path: 'kaddish', file: 'routes/kaddish.tsx' },
  { path: 'sponsor', file: 'routes/sponsor.tsx' },
  { path: 'manage', file: 'routes/manage.tsx' },
  { path: 'manage/:id', file: 'routes/manage-shul.tsx' },
  { path: 'admin', file: 'routes/admin.tsx' },
  { path: 'account', file: 'routes/account.tsx' },
  { path: 'privacy', file: 'routes/privacy.tsx' },
  { path: 'offline', file: 'routes/offline.tsx' },
  { path: 'saved', file: 'routes/saved.tsx' },
  { path: 'auth', file: 'routes/auth.tsx', id: 'auth' },
  { path: 'auth/verify', file: 'routes/verify-email.tsx' },
  { path: 'auth/reset', file: 'routes/reset-password.tsx' },
  { path: 'login', file: 'routes/auth.tsx', id: 'login' },
];

/**
 * The pages that are the same for every visitor at build time, apart from the data they fetch:
 * prerendered in every language (react-router.config.ts) and listed in the sitemap.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/search',
  '/calendar',
  '/tefillah',
  '/siddur',
  '/parsha',
  '/tehillim',
  '/trip',
  '/kaddish',
  '/sponsor',
  '/privacy',
] as const;

/**
 * Pages prerendered in every language but never in the sitemap: what they show is this device's
 * (the offline page, precached; the shuls saved on it, which the service worker opens offline
 * from the SPA fallback even if never visited).
 */
export const DEVICE_PAGE_PATHS = ['/offline', '/saved'] as const;

/** Each route's path as a pattern: a `:param` matches one segment, a `/:param?` one or none; a trailing slash is allowed. */
const PATTERNS = PAGE_ROUTES.map(
  ({ path }) => new RegExp(`^/${path.replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+')}${path ? '/?' : ''}$`),
);

/** Whether a path without its language prefix (/search, /shul/42, /) is one of the app's pages. */
export function isPagePath(unprefixedPath: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(unprefixedPath));
}
