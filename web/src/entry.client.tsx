import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NAMESPACES, loadNamespaces } from './i18n/catalogs.ts';
import { firstScreenNamespaces } from './i18n/pageNamespaces.ts';
import { documentLocale } from './i18n/shownLocale.ts';
import { registerServiceWorkerWhenIdle } from './app/serviceWorker.ts';
import { theAppSystem } from './app/theme.ts';
import { nextTask } from './app/nextTask.ts';

// React Router's browser entry: hydrates the page the build rendered (root.tsx), once the messages
// of its first screen in the language it was rendered in are in, so that the first render writes
// the same text without waiting (any other namespace suspends its component until it is in).
await loadNamespaces(documentLocale(), firstScreenNamespaces(location.pathname, NAMESPACES));
// Start-up in tasks that each leave the main thread soon (total blocking time:
// docs/product-rules.md: Budgets): the modules' evaluation, then Chakra's system, then hydration,
// which React splits further.
await nextTask();
theAppSystem();
await nextTask();
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
registerServiceWorkerWhenIdle();
