// After the web build: writes the static assets' `_headers` file (the site's security headers,
// worker/src/security-policy.ts) with the sha256 hashes of the inline scripts in the built pages.
//
// React Router's framework mode starts the app from inline scripts in each page (its context and
// the module that hydrates the page). The Content-Security-Policy allows no inline script except
// by hash: the pages are static files the assets serve without running the Worker, so a
// per-request nonce (which the Worker would have to write into every page) is not an option,
// while a hash is fixed at build time like the page itself.
//
// One list of hashes goes to every path rather than one policy per page: `_headers` joins the
// values of all rules that match a path, and a second policy would be enforced alongside the
// first, not instead of it; the SPA fallback also answers any address. The hashes are of this
// build's own scripts only.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFTER_PAINT_TYPE } from '../../web/src/app/startAfterPaint.ts';
import { staticAssetHeadersFile } from '../../worker/src/security-policy.ts';

/**
 * The inline scripts of an HTML page that the browser runs: no `src`, and a script type (none,
 * `module`, JavaScript, or AFTER_PAINT_TYPE: the module script that the page runs as a copy of
 * itself after its first paint), not data such as JSON-LD. The pages are React's own output, whose
 * script tags have no `</script>` inside them (it escapes `<` in what it embeds), so a pattern
 * finds them exactly.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== AFTER_PAINT_TYPE && !/javascript|ecmascript/.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A CSP hash source (without its quotes) for a script's exact text. */
export const scriptHash = (script: string) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** Writes `<clientDir>/_headers` for the pages built into `clientDir`. */
export function writeStaticAssetHeaders(clientDir: string) {
  const hashes = new Set(htmlFiles(clientDir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')).map(scriptHash)));
  writeFileSync(join(clientDir, '_headers'), staticAssetHeadersFile([...hashes].sort()));
}
