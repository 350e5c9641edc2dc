import type { CSSProperties } from 'react';

/**
 * The style of an item in a long list: while it is far from view the browser neither lays it out
 * nor paints it (`content-visibility: auto`), and holds its place at `estimatedHeight` until it has
 * been laid out once, then at its real height. Laying out every item of a long list is most of the
 * browser's work while a page starts and whenever its styles change as it hydrates. The item stays
 * in the accessibility tree and in find-in-page.
 */
export const skippedWhileOffScreen = (estimatedHeight: string): CSSProperties => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}`,
});
