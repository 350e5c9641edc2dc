import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, Suspense, lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Synagogue } from '#contract/synagogues.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { MapStatus } from './MapStatus.tsx';
import { MAP_BACKGROUND } from './mapBackground.ts';

// The map and its binding (react-map-gl, then maplibre) load only where a map is shown.
const SynagogueMap = lazy(() => import('./SynagogueMap.tsx'));

/** A map module that fails to load (offline, blocked) hands over to the list, as a map that cannot start does. */
class MapLoadBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The map failed to load', error);
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Whether the map may start: once its box is on screen (or nearly) and the browser is idle. The
 * map library is the largest script of the site (about 300 kB): started with the page, it would
 * compete with the page's own start, and on a phone, where the map sits below the list, it is
 * often never scrolled to.
 */
function useStartWhenSeen(box: RefObject<HTMLElement | null>): boolean {
  const [start, setStart] = useState(false);
  useEffect(() => {
    const element = box.current;
    let cancelIdle = () => {};
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = requestIdleCallback(() => setStart(true), { timeout: 2000 });
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => setStart(true), 200);
        cancelIdle = () => clearTimeout(handle);
      }
    };
    if (!element || typeof IntersectionObserver === 'undefined') {
      whenIdle();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        whenIdle();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [box]);
  return start;
}

interface LiveMapProps {
  /** The listings to show, those with coordinates. */
  synagogues: Synagogue[];
  /** The map could not start (no WebGL, script failed to load): the caller shows the list instead. */
  onFail: () => void;
}

/**
 * The live map in its frame: a plain placeholder of the map's size and background until the map
 * has loaded, and the map's notes below it.
 */
export function LiveMap({ synagogues, onFail }: LiveMapProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const start = useStartWhenSeen(box);
  return (
    <Stack gap="2">
      <Box
        ref={box}
        position="relative"
        role="region"
        aria-label={t('directory.map.label')}
        height={{ base: '320px', md: '450px' }}
        rounded="lg"
        overflow="hidden"
        borderWidth="1px"
        bg={MAP_BACKGROUND}
      >
        {start ? (
          <MapLoadBoundary onFail={onFail}>
            <Suspense fallback={<MapStatus>{t('directory.map.loading')}</MapStatus>}>
              <SynagogueMap key={synagogues.map((s) => s.id).join(',')} synagogues={synagogues} onFail={onFail} />
            </Suspense>
          </MapLoadBoundary>
        ) : (
          <MapStatus>{t('directory.map.loading')}</MapStatus>
        )}
      </Box>
      <HStack justify="space-between" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>{t('directory.map.panHint')}</Text>
        <Text>{t('directory.map.clickHint')}</Text>
      </HStack>
    </Stack>
  );
}
