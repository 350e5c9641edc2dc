import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { isPrerenderedFor, nextTask, routerReady } from './app/hydration.ts';
import { routes } from './app/routes.tsx';
import { createAppSystem } from './app/theme.ts';

const root = document.getElementById('root')!;
const { pathname, search, hash } = window.location;
const address = `${pathname}${search}${hash}`;
const hydrate = isPrerenderedFor(root, pathname);

// A page's HTML was rendered for its bare path. Hydration must meet that HTML, so the router
// starts at the bare path and goes on to the full address (its query, its fragment) right after.
if (hydrate && address !== pathname) window.history.replaceState(window.history.state, '', pathname);
const router = createBrowserRouter(routes);

/** The router, which moves on to the visited address once the page has hydrated. */
function AppRouter({ goTo }: { goTo: string | null }) {
  useEffect(() => {
    if (goTo) void router.navigate(goTo, { replace: true, state: (window.history.state as { usr?: unknown } | null)?.usr });
  }, [goTo]);
  return <RouterProvider router={router} />;
}

// Start-up runs in separate tasks (loading modules, building the style system, rendering), so
// that none of them blocks the page for long (total blocking time: docs/product-rules.md: Budgets).
async function start() {
  await routerReady(router);
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  const app = (
    <AppProviders system={system}>
      <AppRouter goTo={hydrate && address !== pathname ? address : null} />
    </AppProviders>
  );
  // Hydrate once the page's module is in, so that the first render is the page itself.
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
