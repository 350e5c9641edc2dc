// The month card: previous and next month, the 'MMMM yyyy' heading, and the month
// as a grid from 768 px up or as a list below.
import { Card, HStack, Heading, Icon, IconButton, useMediaQuery } from '@chakra-ui/react';
import { memo, useDeferredValue, useMemo } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HebrewCalendarResponse } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { addMonths, itemsByDay, monthHeading, type YearMonth } from './dates.ts';
import { DayList } from './DayList.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { WIDE_SCREEN } from '../../app/theme.ts';

interface MonthCardProps {
  month: YearMonth;
  data: HebrewCalendarResponse | undefined;
  today: string;
  onMove: (delta: number) => void;
}

/** The chevrons point back and forward in the page's direction: mirrored right to left. */
const MIRRORED = { transform: 'scaleX(-1)' } as const;

export function MonthCard({ month, data, today, onMove }: MonthCardProps) {
  const t = useT();
  const locale = useLocale();
  // The month's days render in the background, in slices, once the answer is in: the page keeps
  // answering input meanwhile (total blocking time: docs/product-rules.md: Budgets).
  const { year, month: monthNumber } = month;
  const arrived = useMemo(() => data && { data, month: { year, month: monthNumber } }, [data, year, monthNumber]);
  const shown = useDeferredValue(arrived);
  return (
    <Card.Root as="section" aria-labelledby="calendar-month-heading">
      <Card.Header>
        <HStack justify="space-between">
          <IconButton
            variant="outline"
            size="sm"
            aria-label={t('calendar.month.previous', { month: monthHeading(addMonths(month, -1), locale) })}
            onClick={() => onMove(-1)}
          >
            <Icon _rtl={MIRRORED}>
              <ChevronLeft />
            </Icon>
          </IconButton>
          <Heading as="h2" size="lg" id="calendar-month-heading" aria-live="polite">
            {monthHeading(month, locale)}
          </Heading>
          <IconButton
            variant="outline"
            size="sm"
            aria-label={t('calendar.month.next', { month: monthHeading(addMonths(month, 1), locale) })}
            onClick={() => onMove(1)}
          >
            <Icon _rtl={MIRRORED}>
              <ChevronRight />
            </Icon>
          </IconButton>
        </HStack>
      </Card.Header>
      {shown && (
        <Card.Body pt="2" px={{ base: '3', md: '4' }}>
          <MonthDays data={shown.data} month={shown.month} today={today} />
        </Card.Body>
      )}
    </Card.Root>
  );
}

/**
 * The month's days in the one layout the screen shows. The month only ever arrives once the page
 * runs on the device (it is never in the prerendered HTML), so the screen's width is known when it
 * renders; rendering both layouts and hiding one with CSS doubled the page's heaviest render.
 * Memoized: the page renders again as each of its other answers (zmanim, Hebrew date) arrives,
 * and those renders are not the month's.
 */
const MonthDays = memo(function MonthDays({ data, month, today }: { data: HebrewCalendarResponse; month: YearMonth; today: string }) {
  const [wide] = useMediaQuery([WIDE_SCREEN], { ssr: false });
  const items = useMemo(() => itemsByDay(data.items), [data.items]);
  const Days = wide ? MonthGrid : DayList;
  return <Days days={data.days} items={items} month={month} today={today} tzid={data.location.tzid} />;
});
