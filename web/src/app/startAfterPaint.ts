// A built page's scripts start after its first paint (docs/architecture.md: Static assets and prerendering).
//
// React Router's `<Scripts>` writes a `modulepreload` link for every module the page starts with
// (React hoists them into <head>) and an inline module script that imports the route modules and
// then the browser entry. The browser fetches all of them while it parses the HTML and runs them
// as soon as they are in, so on a slow connection they compete with the first paint (Lighthouse's
// simulated phone counts them into it), though they only make the page interactive: a prerendered
// page paints from its HTML and styles alone.
// `<Scripts>` has no option to leave the links out or to start later, and its script must stay
// React Router's own (the build checks for it, and it hands the route modules to the router). So
// the build moves the start and nothing else: the links are left out (the module script's imports
// fetch the same modules once it runs; adding the links again after the paint, all at once, made
// the start one long task), and the module script waits under a type the browser does not run
// until a small starter copies it as a module script after the first paint. Its text is unchanged,
// so the Content-Security-Policy allows it by the same hash (scripts/vite/static-asset-headers.ts).

/** The type the module script waits under; the starter finds it by this type. */
export const AFTER_PAINT_TYPE = 'text/x-module-after-paint';

/** React's serialization of the links `<Scripts>` writes (`<link rel="modulepreload" href="…"/>`). */
const PRELOAD_LINK = /<link rel="modulepreload" href="[^"]+"[^>]*\/>/g;
/** React's serialization of `<Scripts>`' module script (`type="module"` and `async`). */
const MODULE_SCRIPT = '<script type="module" async="">';

/**
 * Runs in the page (its source is written into it): once the browser reports the page's first
 * paint (Paint Timing, which reports it when the frame is on screen), starts the waiting module
 * script. A tab in the background paints nothing and reports no paint, so it starts at once, or
 * when the tab goes to the background before its first paint. A browser without Paint Timing
 * starts after the next frame. Self-contained: only its argument reaches the page.
 */
function startAfterPaint(type: string) {
  let started = false;
  const start = () => {
    const waiting = document.querySelector(`script[type="${type}"]`);
    if (started || !waiting) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = waiting.textContent;
    waiting.replaceWith(script);
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const painted = new PerformanceObserver(() => {
    painted.disconnect();
    start();
  });
  painted.observe({ type: 'paint', buffered: true });
}

/** The starter's inline script, as written into the page. */
export const STARTER_SCRIPT = `(${startAfterPaint.toString()})(${JSON.stringify(AFTER_PAINT_TYPE)})`;

/**
 * The built document with its scripts started after the first paint: React Router's preload
 * links left out, its module script waiting under AFTER_PAINT_TYPE, and the starter at the end
 * of <body>.
 */
export function startScriptsAfterPaint(html: string): string {
  const scripts = html.split(MODULE_SCRIPT).length - 1;
  if (scripts !== 1) throw new Error(`expected React Router's one module script in the page, found ${scripts}`);
  if (!html.includes('</body>')) throw new Error('the rendered document has no </body> for its starter');
  return html
    .replace(PRELOAD_LINK, '')
    .replace(MODULE_SCRIPT, () => `<script type="${AFTER_PAINT_TYPE}">`)
    .replace('</body>', () => `<script>${STARTER_SCRIPT}</script></body>`);
}
