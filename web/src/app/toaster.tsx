import { Suspense, lazy, useSyncExternalStore } from 'react';

// Toasts: one at a time, each for a set time (docs/product-rules.md: Toasts). The toast machinery
// is large next to the page, so it is loaded with the first toast rather than with every page
// (the budget for `/`, docs/product-rules.md: Budgets).

/** How long a toast stays. */
export const TOAST_DURATION_MS = 5000;

type ToastKind = 'success' | 'error' | 'info' | 'warning';

const loadView = () => import('./ToasterView.tsx');
const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast for the set duration (docs/product-rules.md: Toasts); `error` toasts are the "destructive" ones. */
export function notify(type: ToastKind, title: string, description?: string) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadView().then(({ toaster }) => {
    // One at a time: the newest replaces the one showing rather than queueing behind it.
    toaster.dismiss();
    toaster.create({ type, title, description, duration: TOAST_DURATION_MS, closable: true });
  });
}

/** The toast region: mounted once the first toast is asked for; toasts created earlier still show. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
