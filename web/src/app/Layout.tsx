import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { INTERACTIVE_ATTRIBUTE } from '../../../schema/prerendered-pages.ts';

/**
 * The frame of every page: header, the page, footer.
 *
 * Each part is its own Suspense boundary: when React hydrates a prerendered page, it hydrates
 * the content of a boundary in short slices, yielding to the browser between them, instead of
 * the whole page in one long task (design.md §4: total blocking time).
 */
export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Suspense>
        <Header />
      </Suspense>
      <SkipNavContent />
      {/* At least a screen tall, so that the footer starts below the fold while the page's
          module loads and does not jump down when the page appears (layout shift). */}
      <Box as="main" flex="1" minH="100dvh">
        <Suspense>
          <Outlet />
          <InteractiveMark />
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
      {/* New pages start at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </Flex>
  );
}

/** Marks the document interactive once the page's boundary has hydrated or rendered. */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
