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
      {/* At least a screen tall, so that the footer starts below the fold while the page's
          module loads and does not jump down when the page appears (layout shift). */}
      <Box as="main" flex="1" minH="100dvh">
        <Outlet />
      </Box>
      <Footer />
      {/* New pages start at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </Flex>
  );
}
