import { useEffect, useState, type MouseEvent } from 'react';
import { Box, Link } from '@chakra-ui/react';
import { useLocation } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { BOOKING_AREA_ID, bookingFocusTarget, hasBookingForm } from './booking-area';

const skipLinkStyle = {
  position: 'absolute',
  left: '-10000px',
  top: '0',
  zIndex: 'skipNav',
  bg: 'white',
  color: 'brand.700',
  px: 4,
  py: 2,
  fontWeight: 'semibold',
  _focus: { left: '8px', top: '8px' },
} as const;

/** Focuses what `find` returns as soon as it is on the page (a remote may still be rendering it). */
function focusWhenPresent(find: () => HTMLElement | null, timeoutMs = 10_000): void {
  const tryFocus = () => {
    const el = find();
    el?.focus();
    return !!el;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), timeoutMs);
}

const skip = (find: () => HTMLElement | null) => (e: MouseEvent) => {
  e.preventDefault();
  focusWhenPresent(find);
};

/**
 * Whether the booking area is on the page now. Only looked for on the routes that carry the form, and
 * followed as the remote renders: `/book/{unknown id}` or a remote that failed to load has no form,
 * so no link promises one.
 */
function useBookingAreaShown(pathname: string): boolean {
  const expected = hasBookingForm(pathname);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(expected && document.getElementById(BOOKING_AREA_ID) !== null);
    check();
    if (!expected) return;
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [expected]);
  return shown;
}

/**
 * SPEC 2: skip links, shown when focused: to the main content always, and to the booking form only on
 * the pages that carry it (home, /book/{driverId}) once it is there, moving focus to its first field.
 */
export function SkipLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bookingShown = useBookingAreaShown(pathname);
  return (
    <Box as="nav" aria-label={t('skip.label')}>
      <Link href="#main" onClick={skip(() => document.getElementById('main'))} {...skipLinkStyle}>
        {t('skip.main')}
      </Link>
      {bookingShown && (
        <Link href={`#${BOOKING_AREA_ID}`} onClick={skip(bookingFocusTarget)} {...skipLinkStyle}>
          {t('skip.booking')}
        </Link>
      )}
    </Box>
  );
}
