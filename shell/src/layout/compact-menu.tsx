import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ITEMS, type MenuItem } from './menu';
import { MenuIcon } from './icons';
import { NavLinks } from './nav-links';
import { useSignOut } from './use-sign-out';

interface Props {
  items: readonly MenuItem[];
  /** The signed-in person's e-mail; null when signed out; undefined while the session loads. */
  account: string | null | undefined;
}

/**
 * The header's one menu button on small screens. It opens a drawer (a modal dialog: focus moves in and
 * is kept there, Escape closes, focus returns to the button) with the navigation links and, signed in,
 * the account's pages and Sign Out; signed out, Sign In. Following a link closes it.
 */
export function CompactMenu({ items, account }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  // Whatever changed the page (a link here, Back, a redirect), the menu is not left open over it.
  useEffect(() => setOpen(false), [pathname]);

  return (
    // Kept mounted while closed, so the button's aria-controls always names it.
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs" lazyMount={false} unmountOnExit={false}>
      <Drawer.Trigger asChild>
        <Button size="sm" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
          <MenuIcon />
          {t('nav.menu')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label={t('nav.label')}>
                <NavLinks items={items} look="panel" onFollow={close} />
              </Box>
              {account && (
                <Box mt={4} pt={4} borderTopWidth="1px">
                  <Text px={3} mb={2} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {t('account.signedInAs', { email: account })}
                  </Text>
                  <NavLinks items={ACCOUNT_ITEMS} look="panel" onFollow={close} />
                  <Button
                    variant="ghost"
                    color="brand.700"
                    fontSize="lg"
                    fontWeight="normal"
                    justifyContent="flex-start"
                    px={3}
                    width="full"
                    onClick={() => {
                      close();
                      void signOut();
                    }}
                  >
                    {t('nav.signOut')}
                  </Button>
                </Box>
              )}
              {account === null && (
                <Button asChild mt={6} width="full" colorPalette="brand">
                  <RouterLink to="/auth" onClick={close}>
                    {t('nav.signIn')}
                  </RouterLink>
                </Button>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
