import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useHydrated } from './hydration.ts';
import { markInteractive, whenInteractive } from './interactive.ts';
import { LanguageNotice } from './LanguageNotice.tsx';

const DeviceNotices = lazy(() => import('./DeviceNotices.tsx'));
const UnverifiedNotice = lazy(() => import('../features/auth/UnverifiedNotice.tsx').then((m) => ({ default: m.UnverifiedNotice })));

/**
 * The device's notices (offline, a new version, the offer to install), loaded once the page is
 * interactive and the browser is idle: nothing of them is in the HTML, and their module is not part
 * of what the page needs to start.
 */
function DeviceNoticesWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelWait = whenInteractive(() => {
      if ('requestIdleCallback' in window) {
        const handle = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => setIdle(true), 500);
        cancelIdle = () => clearTimeout(handle);
      }
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
  return idle ? <DeviceNotices /> : null;
}

/** The 'unverified, resend link' notice, loaded only for a signed-in user whose address is unconfirmed. */
function UnverifiedGate() {
  const hydrated = useHydrated();
  const { user } = useUser();
  return hydrated && user && !user.emailVerified ? <UnverifiedNotice /> : null;
}

/**
 * The frame of every page: header, the page (`children`: the route, its error, or nothing while
 * the SPA fallback starts), footer. The root route renders it (web/src/root.tsx).
 *
 * Each part is its own Suspense boundary: when React hydrates a prerendered page, it hydrates
 * the content of a boundary in short slices, yielding to the browser between them, instead of
 * the whole page in one long task (total blocking time: docs/product-rules.md: Budgets).
 */
export function Layout({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>{t('frame.skipToContent')}</SkipNavLink>
      <Suspense>
        <Header />
      </Suspense>
      <Suspense>
        <LanguageNotice />
      </Suspense>
      <Suspense>
        <UnverifiedGate />
      </Suspense>
      <Suspense>
        <DeviceNoticesWhenIdle />
      </Suspense>
      <SkipNavContent />
      {/* At least a screen tall, so that the footer starts below the fold while the page's
          module loads and does not jump down when the page appears (layout shift). */}
      <Box as="main" flex="1" minH="100dvh">
        <Suspense>
          {children}
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
  useEffect(() => markInteractive(), []);
  return null;
}
