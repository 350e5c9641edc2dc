// The response headers of the whole site, in one place: the Worker sets them on everything it
// answers (middleware/security.ts) and the SPA build writes them into `_headers` for the
// static assets (vite.config.ts), so the HTML documents carry the same policy. No imports:
// the Vite config (Node) loads this module too.

const OSM_TILES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/** Content-Security-Policy directives. Own scripts only; map tiles and R2 presigned uploads where needed. */
const CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Chakra UI (emotion) injects <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Sponsor logos and ad images may be hosted anywhere over https (admins enter their URLs);
  // data:/blob: for image previews in the upload dialog. This covers the OSM tiles too.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // maplibre fetches tiles with fetch(); logos upload by PUT to a presigned R2 URL.
  'connect-src': ["'self'", ...OSM_TILES, 'https://*.r2.cloudflarestorage.com'],
  // maplibre runs its workers from blob: URLs.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy, allowing besides the site's own script files the inline scripts whose hashes are
 * given: the prerendered pages carry React Router's start-up scripts inline (web/src/root.tsx).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives = { ...CSP, 'script-src': [...CSP['script-src']!, ...scriptHashes.map((hash) => `'${hash}'`)] };
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The Worker's own answers (the API, the embed) run no inline script. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The calendar asks for the visitor's location; nothing needs the rest.
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  // Browsers ignore it over plain http (local development).
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * The `_headers` file of the static assets (Workers static assets format): every path gets the
 * headers, with a policy that allows the pages' inline scripts by their hashes (`sha256-…`).
 */
export function staticAssetHeadersFile(scriptHashes: readonly string[] = []): string {
  const headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes) };
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
