import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@rides/ui/toaster';
import { Outlet } from '@rides/platform/router';
import { Header } from './header';
import { Footer } from './footer';
import { SkipLinks } from '../a11y/skip-links';

export function Layout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLinks />
      <Header />
      {/* At least a screen tall, so the footer never jumps while a remote loads (CLS). */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100vh" outline="none">
        <Outlet />
      </Box>
      {/* Hydrated in a pass of its own (a Suspense boundary): the page's first commit comes sooner
          (issue [L]). It has no field (see remote-public's home page for why none may be here). */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster closeLabel={t('toast.close')} />
    </Flex>
  );
}
