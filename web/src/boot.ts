// The entry point. The app's scripts are fetched once the page has painted: a prerendered page is
// complete HTML, and its scripts only make it interactive, so they must not hold up the first
// paint or compete with it for the network (design.md §4 performance budget). The neutral shell
// paints its header and footer first the same way.
import { PAGE_MODULES_ATTRIBUTE } from '../../schema/prerendered-pages.ts';

function start() {
  // The page's own modules, fetched alongside the app's (the router would ask for them only later).
  for (const href of document.getElementById('root')?.getAttribute(PAGE_MODULES_ATTRIBUTE)?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./main.tsx');
}

// After the next frame has painted; a tab opened in the background paints nothing, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
