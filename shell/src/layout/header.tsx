import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@rides/platform/session';
import { menuFor } from './menu';
import { LanguageSwitcher } from './language-switcher';
import { signOut } from '../auth/sign-out';
import { preloadFor } from '../routing/preload';

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const items = menuFor(session.status === 'signedIn' ? session.effectiveRole : null);

  return (
    <Box as="header" bg="brand.700" color="white" px={{ base: 3, md: 6 }} py={3}>
      <Flex align="center" wrap="wrap" gap={3} maxW="7xl" mx="auto">
        <Link asChild fontWeight="bold" fontSize="lg" color="white" mr={4}>
          <RouterLink to="/">{t('brand.name')}</RouterLink>
        </Link>
        <Box as="nav" aria-label={t('nav.label')} flex="1">
          <HStack as="ul" listStyleType="none" m={0} p={0} gap={1} wrap="wrap">
            {items.map((item) => (
              <Box as="li" key={item.path}>
                <Link
                  asChild
                  color="white"
                  px={2}
                  py={1}
                  rounded="md"
                  _hover={{ bg: 'brand.600' }}
                  css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '4px' } }}
                >
                  <NavLink to={item.path} end onMouseEnter={() => preloadFor(item.path)} onFocus={() => preloadFor(item.path)}>
                    {t(item.key)}
                  </NavLink>
                </Link>
              </Box>
            ))}
          </HStack>
        </Box>
        <HStack gap={2}>
          <LanguageSwitcher />
          {session.status === 'signedIn' && (
            <>
              <Button asChild size="sm" variant="outline" color="white" _hover={{ bg: 'brand.600' }}>
                <RouterLink to="/dashboard">{t('nav.dashboard')}</RouterLink>
              </Button>
              <Button
                size="sm"
                bg="white"
                color="brand.700"
                onClick={async () => {
                  await signOut();
                  navigate('/', { replace: true });
                }}
              >
                {t('nav.signOut')}
              </Button>
            </>
          )}
          {session.status === 'signedOut' && (
            <Button asChild size="sm" bg="white" color="brand.700">
              <RouterLink to="/auth">{t('nav.signIn')}</RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
