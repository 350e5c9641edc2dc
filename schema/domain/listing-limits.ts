// How many listings a page or a call holds (docs/product-rules.md: Limits and constants), apart from synagogues.ts (which builds zod
// schemas) so that the search page can page and fill the map without loading zod.

/** Search page size (docs/product-rules.md: Limits and constants). */
export const SEARCH_PAGE_SIZE = 20;
/** Public callers may page up to 100 rows; admins load up to 5000. */
export const PUBLIC_LIST_MAX = 100;
export const ADMIN_LIST_MAX = 5000;
export const VIEWPORT_LIMIT = 100;
/** Near-me and near-a-place searches look this far around the point unless a caller says otherwise. */
export const NEAR_ME_RADIUS_KM = 50;

/** At most this many listings are saved for offline use, on a device or in an account. */
export const SAVED_LISTINGS_MAX = 50;
