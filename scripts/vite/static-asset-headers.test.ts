import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_TYPE } from '../../web/src/app/startAfterPaint.ts';
import { inlineScripts, scriptHash, writeStaticAssetHeaders } from './static-asset-headers.ts';

const PAGE = `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"WebSite"}</script>
<link rel="modulepreload" href="/assets/root-A.js"/></head><body><main>Hi</main>
<script>window.__reactRouterContext = {};</script><script type="module">import "/assets/manifest-B.js";</script>
<script type="module" src="/assets/entry-C.js"></script></body></html>`;

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs, not script files or JSON-LD', () => {
    expect(inlineScripts(PAGE)).toEqual(['window.__reactRouterContext = {};', 'import "/assets/manifest-B.js";']);
  });

  it('finds the module script that waits for the first paint, which the page runs as a copy of itself', () => {
    const page = `<body><script type="${AFTER_PAINT_TYPE}">import "/assets/root-A.js";</script><script type="text/plain">x</script></body>`;
    expect(inlineScripts(page)).toEqual(['import "/assets/root-A.js";']);
  });
});

describe('scriptHash', () => {
  it("is the base64 sha256 of the script's exact text, as CSP hash sources are", () => {
    // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('writeStaticAssetHeaders', () => {
  it("allows every built page's inline scripts, each hash once, in the policy of every path", () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      mkdirSync(join(dir, 'calendar'));
      writeFileSync(join(dir, 'index.html'), PAGE);
      writeFileSync(join(dir, 'calendar', 'index.html'), PAGE.replace('manifest-B', 'manifest-D'));
      writeStaticAssetHeaders(dir);
      const file = readFileSync(join(dir, '_headers'), 'utf8');
      expect(file.split('\n')[0]).toBe('/*');
      const csp = /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? '';
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      const expected = ['window.__reactRouterContext = {};', 'import "/assets/manifest-B.js";', 'import "/assets/manifest-D.js";'].map(
        (s) => `'${scriptHash(s)}'`,
      );
      expect(scriptSrc.split(' ').slice(1).sort()).toEqual(["'self'", ...expected].sort());
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
