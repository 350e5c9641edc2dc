import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's browser entry: hydrates the page the build rendered (root.tsx).
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
