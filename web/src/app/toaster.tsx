import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Spec §9: one toast at a time, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({ placement: 'bottom-end', max: 1, pauseOnPageIdle: true });

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast with the spec's duration; `error` toasts are the spec's "destructive" ones. */
export function notify(type: ToastKind, title: string, description?: string) {
  toaster.create({ type, title, description, duration: TOAST_DURATION_MS, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
