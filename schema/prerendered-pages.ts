// The public pages the web build prerenders to HTML (web/src/prerender), shared with the Worker,
// which serves the home page's file for `/`: the static assets answer every unknown address
// with index.html, so index.html must be the neutral shell, not the home page.

/** Paths of the app that are the same for every visitor at build time, apart from the data they fetch. */
export const PRERENDERED_PATHS = ['/', '/search', '/calendar', '/tefillah', '/siddur', '/parsha', '/tehillim', '/sponsor'] as const;

/** The home page's file in the build (served for `/` by the Worker). */
export const HOME_PAGE_FILE = 'home.html';

/** The build file of a prerendered path: `calendar.html` is what the static assets serve for `/calendar`. */
export function prerenderedFile(path: string): string {
  return path === '/' ? HOME_PAGE_FILE : `${path.slice(1)}.html`;
}

/** The attribute on `#root` that holds the path a page was prerendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute on a prerendered page's `#root` naming its own module (the lazily loaded page),
 * which web/src/boot.ts imports together with the app once the page has painted.
 */
export const PAGE_MODULE_ATTRIBUTE = 'data-page-module';

/**
 * Set on <html> once the page answers input: when its content has hydrated, or after its first
 * render in the browser. Until then a prerendered page shows but does not yet react; the browser
 * tests wait for it before they interact.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** The id of the JSON block in a prerendered page holding the data the build rendered it with. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/** One prerendered page, as the web build's renderer returns it. */
export interface RenderedPage {
  /** `<div id="root" …>…</div>`, to replace the template's empty root. */
  root: string;
  /** Tags for `<head>`: the page's title, meta and links, then its styles. */
  head: string;
  /** The name of the lazily loaded page component (`HomePage`), whose module the page preloads. */
  pageComponent: string | undefined;
  /** The data the page was rendered with (web/src/app/prerenderedData.ts), if any. */
  data: Record<string, unknown> | undefined;
}

/** What the renderer module (web/src/prerender/render.tsx) offers the build. */
export interface PageRenderer {
  PRERENDERED_PATHS: readonly string[];
  prerenderedFile(path: string): string;
  renderPage(path: string): Promise<RenderedPage>;
  renderShell(): Promise<RenderedPage>;
}
