/**
 * Set on <html> once the page answers input: when its content has hydrated, or after its first
 * render in the browser (web/src/app/Layout.tsx). Until then a prerendered page shows but does
 * not yet react; the browser tests wait for it before they interact.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

const waiting = new Set<() => void>();

/** Marks the document interactive (Layout.tsx, once the page's content has hydrated or rendered) and runs what waited for it. */
export function markInteractive(): void {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  for (const run of waiting) run();
  waiting.clear();
}

/**
 * Runs `run` once the document is interactive (at once if it is), for work that must not compete
 * with the page's start; returns what cancels it.
 */
export function whenInteractive(run: () => void): () => void {
  if (document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
