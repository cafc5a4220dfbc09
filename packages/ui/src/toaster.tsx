import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/**
 * The page's one toaster (SPEC 9): at most 3 visible, 4000 ms by default. Shared as a singleton, so a
 * remote's `notify` shows in the shell's toaster. The one-at-a-time system of the spec is the same
 * toaster used with `notifyOnly` (replaces what is shown, 3000 ms).
 */
export const toaster = createToaster({ placement: 'top-end', max: 3, duration: 4000, pauseOnPageIdle: true });

export interface Notice {
  type?: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  duration?: number;
}

export const notify = (n: Notice): string => toaster.create({ type: 'info', ...n, closable: true });

export function notifyOnly(n: Notice): string {
  toaster.dismiss();
  return notify({ duration: 3000, ...n });
}

export function Toaster({ closeLabel }: { closeLabel: string }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={closeLabel} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
