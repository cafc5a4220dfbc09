import { Suspense, lazy } from 'react';
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@rides/platform/session';
import { menuFor } from './menu';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import { accountButtonLook } from './account-button-look';
import { CompactMenu } from './compact-menu';
import { ChevronDownIcon } from './icons';
import { HelpButton } from '../help/help-button';

const AccountMenu = lazy(() => import('./account-menu'));

/** Menus longer than this (admin, driver) put their links on a second row from `md` up. */
const OWN_ROW_FROM = 5;

/**
 * From Chakra's `md` up: brand, inline links, Help, language, and the account menu (or Sign In). Below
 * it, one row of at most 64 px: brand, Help (its icon), language and a Menu button that opens the same
 * links and account items. Help opens the help dialog, whose code loads on that first click.
 * Both are in the page; CSS shows one, so nothing jumps when the page first paints.
 */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const items = menuFor(signedIn ? session.effectiveRole : null);
  // The staff menus (seven links) do not fit beside the brand and the account in any language: they
  // get a row of their own under it, rather than wrapping their last links.
  const ownRow = items.length > OWN_ROW_FROM;
  // Placed where it shows (first in its row or after the account), so Tab follows what the eye reads.
  const nav = (
    <Box as="nav" aria-label={t('nav.label')} flex={ownRow ? '1 0 100%' : '1'} hideBelow="md">
      <NavLinks items={items} look="bar" />
    </Box>
  );
  const account = signedIn ? (session.user?.email ?? session.user?.id ?? '') : session.status === 'signedOut' ? null : undefined;
  // A person with several roles sees which one they act as (issue [N] 7; switched in the account menu).
  const acting = signedIn && session.roles.length > 1 && session.effectiveRole ? t('nav.actingAs', { role: t(`roles.${session.effectiveRole}`) }) : null;

  return (
    <Box as="header" bg="brand.700" color="white" px={{ base: 3, md: 6 }} py={{ base: 2, md: 3 }}>
      <Flex align="center" wrap={{ base: 'nowrap', md: 'wrap' }} gap={{ base: 2, md: 3 }} maxW="7xl" mx="auto">
        <Link asChild fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short" lineClamp={2} color="white" minW={0} flex={{ base: '1', md: 'initial' }} mr={{ md: 4 }}>
          <RouterLink to="/">{t('brand.name')}</RouterLink>
        </Link>
        {!ownRow && nav}
        <HStack gap={2} flexShrink={0} ms="auto">
          <HelpButton />
          <LanguageSwitcher />
          {acting && (
            <Text hideBelow="md" fontSize="sm" whiteSpace="nowrap" data-testid="acting-as">
              {acting}
            </Text>
          )}
          <Box hideBelow="md">
            {account && (
              <Suspense
                fallback={
                  <Button {...accountButtonLook} aria-disabled>
                    <Box as="span" truncate>
                      {account}
                    </Box>
                    <ChevronDownIcon />
                  </Button>
                }
              >
                <AccountMenu name={account} />
              </Suspense>
            )}
            {account === null && (
              <Button asChild size="sm" bg="white" color="brand.700">
                <RouterLink to="/auth">{t('nav.signIn')}</RouterLink>
              </Button>
            )}
          </Box>
          <Box hideFrom="md">
            <CompactMenu items={items} account={account} />
          </Box>
        </HStack>
        {ownRow && nav}
      </Flex>
    </Box>
  );
}
