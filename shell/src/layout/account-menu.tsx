import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { roleSchema } from '@rides/contracts/roles';
import { useSession } from '@rides/platform/session';
import { ACCOUNT_ITEMS } from './menu';
import { ChevronDownIcon } from './icons';
import { useSignOut } from './use-sign-out';
import { accountButtonLook } from './account-button-look';
import { useActAs } from './use-act-as';

const SIGN_OUT = 'signOut';

/**
 * The signed-in person's menu (wide screens): a button with their e-mail opening Profile, Dashboard,
 * "Act as" for a person with several roles (issue [N] 7) and Sign Out. Chakra's Menu gives role="menu"/"menuitem", arrow keys, Escape and focus back on the button.
 * The button's name starts with "Account menu" and contains the visible e-mail (WCAG 2.5.3). Its own
 * chunk (Chakra's menu and positioning): only signed-in pages load it.
 */
export default function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const actAs = useActAs();
  const { roles, effectiveRole } = useSession();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      // Enter on a link item: a real click on it, so the router navigates in the page (no reload) and
      // the menu closes as after a mouse click. (Zag's default click does not bubble: React misses it.)
      navigate={({ node }) => node.click()}
      onSelect={({ value }) => {
        if (value === SIGN_OUT) void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button {...accountButtonLook} aria-label={t('nav.accountMenu', { name })}>
          <Box as="span" truncate>
            {name}
          </Box>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {ACCOUNT_ITEMS.map((item) => (
              <Menu.Item key={item.path} value={item.path} asChild>
                <RouterLink to={item.path}>{t(item.key)}</RouterLink>
              </Menu.Item>
            ))}
            {roles.length > 1 && (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup value={effectiveRole ?? ''} onValueChange={({ value }) => actAs(roleSchema.parse(value))}>
                  <Menu.ItemGroupLabel>{t('nav.actAs')}</Menu.ItemGroupLabel>
                  {roles.map((role) => (
                    <Menu.RadioItem key={role} value={role}>
                      {t(`roles.${role}`)}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </>
            )}
            <Menu.Separator />
            <Menu.Item value={SIGN_OUT}>{t('nav.signOut')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
