import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Focuses the home page's booking area once the public remote has rendered it (it loads on demand). */
function focusBookingWhenShown(timeoutMs = 10_000): void {
  const tryFocus = () => {
    const el = document.getElementById('booking');
    el?.focus();
    return !!el;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), timeoutMs);
}

/** "Book a transfer": the booking form on the home page (/#booking). */
export function BookLink({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  const { t } = useTranslation('customer');
  // A client-side navigation does not scroll to a hash: move focus (and so the view) there ourselves.
  const onClick = (e: MouseEvent) => {
    if (!e.defaultPrevented && !e.metaKey && !e.ctrlKey && !e.shiftKey) focusBookingWhenShown();
  };
  return (
    <Button asChild colorPalette="brand" variant={variant} alignSelf="flex-start">
      <RouterLink to="/#booking" onClick={onClick}>
        {t('bookings.book')}
      </RouterLink>
    </Button>
  );
}
