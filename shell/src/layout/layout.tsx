import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';

export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      {/* At least a screen tall, so the footer never jumps while a remote loads (CLS). */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100vh" outline="none">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
