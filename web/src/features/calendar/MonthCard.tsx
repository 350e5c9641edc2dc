// The month card: previous and next month, the 'MMMM yyyy' heading, and the month
// as a grid from 768 px up or as a list below.
import { Box, Card, HStack, Heading, Icon, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HebrewCalendarResponse } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { addMonths, itemsByDay, monthHeading, type YearMonth } from './dates.ts';
import { DayList } from './DayList.tsx';
import { MonthGrid } from './MonthGrid.tsx';

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
  const items = data ? itemsByDay(data.items) : null;
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
      {data && items && (
        <Card.Body pt="2" px={{ base: '3', md: '4' }}>
          <Box hideBelow="md">
            <MonthGrid days={data.days} items={items} month={month} today={today} tzid={data.location.tzid} />
          </Box>
          <Box hideFrom="md">
            <DayList days={data.days} items={items} month={month} today={today} tzid={data.location.tzid} />
          </Box>
        </Card.Body>
      )}
    </Card.Root>
  );
}
