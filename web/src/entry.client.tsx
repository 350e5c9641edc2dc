import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NAMESPACES, loadNamespaces } from './i18n/catalogs.ts';
import { firstScreenNamespaces } from './i18n/pageNamespaces.ts';
import { documentLocale } from './i18n/shownLocale.ts';
import { registerServiceWorkerWhenIdle } from './app/serviceWorker.ts';

// React Router's browser entry: hydrates the page the build rendered (root.tsx), once the messages
// of its first screen in the language it was rendered in are in, so that the first render writes
// the same text without waiting (any other namespace suspends its component until it is in).
await loadNamespaces(documentLocale(), firstScreenNamespaces(location.pathname, NAMESPACES));
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
registerServiceWorkerWhenIdle();
