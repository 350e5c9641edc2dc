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

export const CONTENT_SECURITY_POLICY = Object.entries(CSP)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

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

/** The `_headers` file of the static assets (Workers static assets format): every path gets the headers. */
export function staticAssetHeadersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
