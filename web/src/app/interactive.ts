/**
 * Set on <html> once the page answers input: when its content has hydrated, or after its first
 * render in the browser (web/src/app/Layout.tsx). Until then a prerendered page shows but does
 * not yet react; the browser tests wait for it before they interact.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
