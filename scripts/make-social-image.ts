// Renders the default social image (og:image / twitter:image: 1024×512 PNG, docs/architecture.md)
// from the HTML below with Debian's Chromium, into web/public/social.png. Run after changing
// the design: `npm run social:image`, then commit the PNG.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const OUT = resolve(import.meta.dirname, '../web/public/social.png');
const WIDTH = 1024;
const HEIGHT = 512;

// The brand mark of web/public/favicon.svg, drawn larger.
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="112" height="112"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M32 10l9 15.5h18L50 41l9 15.5H41L32 72 23 56.5H5L14 41 5 25.5h18z" transform="translate(0 -9) scale(1 .95)" fill="none" stroke="#1e3a8a" stroke-width="4" stroke-linejoin="round"/></svg>`;

const HTML = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: 'DejaVu Sans', 'Liberation Sans', system-ui, sans-serif;
    background: radial-gradient(circle at 85% 15%, #3b5bdb 0, transparent 45%), linear-gradient(135deg, #1e3a8a 0%, #172554 100%); color: #fff; }
  .wrap { position: absolute; inset: 0; padding: 64px 72px; display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .name { font-size: 76px; font-weight: 800; letter-spacing: -1.5px; }
  .tagline { font-size: 34px; line-height: 1.3; color: #dbe4ff; max-width: 760px; }
  .chips { display: flex; gap: 16px; }
  .chip { font-size: 22px; padding: 10px 22px; border-radius: 999px; background: rgba(255,255,255,.14); border: 1px solid rgba(255,255,255,.3); }
  .dots { position: absolute; right: 56px; bottom: 56px; display: grid; grid-template-columns: repeat(6, 14px); gap: 14px; opacity: .35; }
  .dots i { width: 14px; height: 14px; border-radius: 50%; background: #fff; display: block; }
</style></head><body><div class="wrap">
  <div class="brand">${MARK}<div class="name">Shul Finder</div></div>
  <div class="tagline">Find synagogues, shuls, and minyans worldwide</div>
  <div class="chips"><span class="chip">Search &amp; map</span><span class="chip">Hebrew calendar</span><span class="chip">Prayer &amp; study</span></div>
  <div class="dots">${'<i></i>'.repeat(24)}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(HTML);
  writeFileSync(OUT, await page.screenshot({ type: 'png' }));
  console.log(`Wrote ${OUT} (${WIDTH}×${HEIGHT})`);
} finally {
  await browser.close();
}
