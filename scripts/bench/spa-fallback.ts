// A stand-in for the build's SPA fallbacks (one file per language) in the bench's static assets: the bench runs no web
// build, and the listing page row (./endpoints.ts) measures the Worker filling the fallback
// (worker/src/services/pages/fill-fallback.ts). About the real file's size (75 KB, most of it the
// frame's styles), with the generic head tags and the root's placeholder the Worker fills.
const STYLES = Array.from({ length: 600 }, (_, i) => `.css-${i.toString(36).padStart(6, 'x')}{display:flex;gap:var(--chakra-spacing-4);color:var(--chakra-colors-fg-muted)}`).join('');
const FRAME = Array.from({ length: 40 }, (_, i) => `<a class="chakra-link css-${i}" href="/search" data-discover="true">Link ${i}</a>`).join('');

export const BENCH_SPA_FALLBACK =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<meta name="theme-color" content="#1e3a8a"/><link rel="icon" type="image/svg+xml" href="/favicon.svg"/><style>${STYLES}</style></head>` +
  `<body><div><header><nav aria-label="Main">${FRAME}</nav></header><main><!--$--><div id="static-page"></div><!--/$--></main>` +
  `<footer><nav aria-label="Quick Links">${FRAME}</nav></footer></div></body></html>`;
