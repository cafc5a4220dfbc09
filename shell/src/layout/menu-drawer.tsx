import { Box, Button, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ITEMS, type MenuItem } from './menu';
import { RoleSwitch } from './role-switch';
import { NavLinks } from './nav-links';
import { useSignOut } from './use-sign-out';

export interface MenuDrawerProps {
  items: readonly MenuItem[];
  /** The signed-in person's e-mail; null when signed out; undefined while the session loads. */
  account: string | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the Menu button's aria-controls names. */
  contentId: string;
  /** The Menu button: focus returns to it when the drawer closes. */
  trigger: () => HTMLElement | null;
}

/**
 * The phone menu's drawer (a modal dialog: focus moves in and is kept there, Escape closes, focus
 * returns to the Menu button) with the navigation links and, signed in, the account's pages and Sign
 * Out; signed out, Sign In. Following a link closes it. Its own chunk, loaded on intent (compact-menu.tsx).
 */
export default function MenuDrawer({ items, account, open, onOpenChange, contentId, trigger }: MenuDrawerProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="xs" ids={{ content: contentId }} finalFocusEl={trigger}>
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
                  <RoleSwitch onSwitched={close} />
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
