import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './i18n/catalogs.ts';
import { documentLocale } from './i18n/shownLocale.ts';
import { registerServiceWorkerWhenIdle } from './app/serviceWorker.ts';

// React Router's browser entry: hydrates the page the build rendered (root.tsx), once the catalog
// of the language it was rendered in is in, so that the first render writes the same text.
await loadCatalog(documentLocale());
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
registerServiceWorkerWhenIdle();
