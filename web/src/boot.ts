// The entry point. The app's scripts are fetched once the page has painted: a prerendered page is
// complete HTML, and its scripts only make it interactive, so they must not hold up the first
// paint or compete with it for the network (the performance budget, docs/product-rules.md: Budgets). The neutral shell
// paints its header and footer first the same way.
import { PAGE_MODULE_ATTRIBUTE } from '../../schema/prerendered-pages.ts';

function start() {
  // The page's own module, fetched alongside the app (the router would ask for it only later). The
  // browser fetches what it imports by itself: a preload link per module, all added here at once,
  // made this a long task.
  const page = document.getElementById('root')?.getAttribute(PAGE_MODULE_ATTRIBUTE);
  if (page) void import(/* @vite-ignore */ page);
  // React and the router arrive first (the smallest of these graphs), so the browser evaluates
  // them in a task of their own rather than in one long task with the rest of the app.
  void import('react-dom/client');
  void import('./main.tsx');
}

// After the next frame has painted; a tab opened in the background paints nothing, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
