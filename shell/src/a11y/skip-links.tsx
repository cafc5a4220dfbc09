import type { MouseEvent } from 'react';
import { Box, Link } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const skipLinkStyle = {
  position: 'absolute',
  left: '-10000px',
  top: '0',
  zIndex: 'skipLink',
  bg: 'white',
  color: 'brand.700',
  px: 4,
  py: 2,
  fontWeight: 'semibold',
  _focus: { left: '8px', top: '8px' },
} as const;

/** Focuses the element with `id` as soon as it is on the page (a remote may still be loading it). */
function focusWhenPresent(id: string, timeoutMs = 10_000): void {
  const tryFocus = () => {
    const el = document.getElementById(id);
    el?.focus();
    return !!el;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), timeoutMs);
}

/** SPEC 2: skip links to the main content and to the home page's booking form, shown when focused. */
export function SkipLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const skip = (id: string, path?: string) => (e: MouseEvent) => {
    e.preventDefault();
    if (path && window.location.pathname !== path) navigate(path);
    focusWhenPresent(id);
  };
  return (
    <Box as="nav" aria-label={t('skip.label')}>
      <Link href="#main" onClick={skip('main')} {...skipLinkStyle}>
        {t('skip.main')}
      </Link>
      <Link href="/#booking" onClick={skip('booking', '/')} {...skipLinkStyle}>
        {t('skip.booking')}
      </Link>
    </Box>
  );
}
