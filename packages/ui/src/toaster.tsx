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
  /** A button in the notice (e.g. Reload when a new version is ready). */
  action?: { label: string; onClick: () => void };
}

export const notify = (n: Notice): string => toaster.create({ type: 'info', ...n, closable: true });

export function notifyOnly(n: Notice): string {
  toaster.dismiss();
  return notify({ duration: 3000, ...n });
}

/**
 * Chakra's coloured toasts put white text on the .600 shades (success 3.3:1, warning 3.6:1) and dim
 * the description to 80 % (3.5:1 on error): below WCAG AA. The .700 shades with full-strength text
 * give 7:1 and more.
 */
const READABLE = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
  '&[data-type=error]': { bg: 'red.700' },
} as const;

export function Toaster({ closeLabel }: { closeLabel: string }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={READABLE} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={closeLabel} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
