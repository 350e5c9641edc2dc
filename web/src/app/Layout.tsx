import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The frame of every page: header, the page, footer. */
export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header />
      <SkipNavContent />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
      {/* New pages start at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </Flex>
  );
}
