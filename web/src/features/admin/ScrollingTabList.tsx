import { Box, Tabs } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Edges = { start: boolean; end: boolean };

/** Which ends of a horizontally scrolling box hide more content (scrollLeft runs negative right to left). */
function hiddenEdges(el: HTMLElement): Edges {
  const max = el.scrollWidth - el.clientWidth;
  const position = Math.abs(el.scrollLeft);
  return { start: position > 1, end: position < max - 1 };
}

/** A fade and a chevron over the end of the list that hides more tabs; clicks go through it. */
function EdgeHint({ side, rtl }: { side: 'start' | 'end'; rtl: boolean }) {
  // The hint sits on the physical left when it marks the start in English or the end in Hebrew.
  const pointsLeft = side === 'start' ? !rtl : rtl;
  const Chevron = pointsLeft ? ChevronLeft : ChevronRight;
  return (
    <Box
      aria-hidden
      data-testid={`tabs-more-${side}`}
      position="absolute"
      insetBlock="0"
      insetInlineStart={side === 'start' ? '0' : undefined}
      insetInlineEnd={side === 'end' ? '0' : undefined}
      w="10"
      display="flex"
      alignItems="center"
      justifyContent={side === 'start' ? 'flex-start' : 'flex-end'}
      pointerEvents="none"
      color="fg.muted"
      bgGradient={pointsLeft ? 'to-r' : 'to-l'}
      gradientFrom="bg"
      gradientTo="transparent"
    >
      <Chevron size={18} />
    </Box>
  );
}

/**
 * A tab list that never wraps its tabs over each other: on a narrow screen it scrolls sideways,
 * with a thin scrollbar and a fade with a chevron on each side that hides more tabs.
 */
export function ScrollingTabList({ children }: { children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const [rtl, setRtl] = useState(false);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const update = () => {
      setEdges(hiddenEdges(el));
      setRtl(getComputedStyle(el).direction === 'rtl');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <Box position="relative" minW="0">
      <Tabs.List ref={listRef} overflowX="auto" overflowY="hidden" flexWrap="nowrap" css={{ scrollbarWidth: 'thin' }}>
        {children}
      </Tabs.List>
      {edges.start && <EdgeHint side="start" rtl={rtl} />}
      {edges.end && <EdgeHint side="end" rtl={rtl} />}
    </Box>
  );
}
