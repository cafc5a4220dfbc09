import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useLocation } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from './menu';
import { MenuIcon } from './icons';

const loadDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(loadDrawer);

interface Props {
  items: readonly MenuItem[];
  /** The signed-in person's e-mail; null when signed out; undefined while the session loads. */
  account: string | null | undefined;
}

/**
 * The header's one menu button on small screens. The drawer it opens (dialog machinery, focus trap,
 * portal: tens of KiB) is its own chunk, fetched on intent (pointer over, focus, touch, click), so
 * no page pays for it before someone reaches for the menu. The button itself is always this one
 * element, so focus, aria-expanded and aria-controls never move.
 */
export function CompactMenu({ items, account }: Props) {
  const { t } = useTranslation();
  const contentId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  // Whatever changed the page (a link here, Back, a redirect), the menu is not left open over it.
  useEffect(() => setOpen(false), [pathname]);
  const intent = () => void loadDrawer().catch(() => undefined);

  return (
    <>
      <Button
        ref={button}
        size="sm"
        bg="white"
        color="brand.700"
        _hover={{ bg: 'brand.50' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        onPointerEnter={intent}
        onFocus={intent}
        onTouchStart={intent}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        <MenuIcon />
        {t('nav.menu')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MenuDrawer items={items} account={account} open={open} onOpenChange={setOpen} contentId={contentId} trigger={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
