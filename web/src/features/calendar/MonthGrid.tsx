// Wide screens: a Sunday-to-Saturday grid of 42 days. Each cell shows the day,
// its Hebrew date, candle lighting and havdalah, the first event and '+N more'.
import { Box, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { CalendarDay } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { dayOfMonth, hebrewDayAndMonth, inMonth, longDate, weekdayNames, type DayItems, type YearMonth } from './dates.ts';
import { ItemLine } from './ItemLine.tsx';
import { MoreEvents } from './MoreEvents.tsx';

interface MonthGridProps {
  days: CalendarDay[];
  items: Map<string, DayItems>;
  month: YearMonth;
  today: string;
  tzid: string;
}

/** Sunday to Saturday in the direction of the page: from the right on a Hebrew page. */
export function MonthGrid({ days, items, month, today, tzid }: MonthGridProps) {
  const locale = useLocale();
  return (
    <Box>
      <SimpleGrid columns={7} aria-hidden borderBottomWidth="1px" pb="1" mb="1">
        {weekdayNames(locale).map((d) => (
          <Text key={d} textAlign="center" fontSize="sm" fontWeight="semibold" color="fg.muted" truncate>
            {d}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid as="ol" columns={7} gap="1" listStyleType="none" data-testid="month-grid">
        {days.map((day) => (
          <DayCell
            key={day.date}
            day={day}
            items={items.get(day.date)}
            outside={!inMonth(day.date, month)}
            isToday={day.date === today}
            tzid={tzid}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}

interface DayCellProps {
  day: CalendarDay;
  items: DayItems | undefined;
  outside: boolean;
  isToday: boolean;
  tzid: string;
}

function DayCell({ day, items, outside, isToday, tzid }: DayCellProps) {
  const t = useT();
  const locale = useLocale();
  const [first, ...rest] = items?.events ?? [];
  const label = { date: longDate(day.date, locale), hebrewDate: day.hdate };
  return (
    <Box
      as="li"
      aria-current={isToday ? 'date' : undefined}
      data-date={day.date}
      minH="28"
      p="1.5"
      rounded="md"
      borderWidth={isToday ? '2px' : '1px'}
      borderColor={isToday ? 'blue.500' : 'border'}
      bg={isToday ? 'blue.50' : outside ? 'bg.subtle' : 'bg'}
      color={outside ? 'fg.muted' : undefined}
      minW="0"
    >
      <VisuallyHidden>{t(isToday ? 'calendar.day.labelToday' : 'calendar.day.label', label)}</VisuallyHidden>
      <Stack gap="0.5" aria-hidden>
        <Text fontWeight="semibold" lineHeight="short">
          {dayOfMonth(day.date)}
        </Text>
        {locale === 'he' ? (
          <Text fontSize="xs" color="fg.muted" truncate>
            {hebrewDayAndMonth(day.he)}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted" truncate>
            {day.hd} {day.hm}
          </Text>
        )}
      </Stack>
      <Stack gap="0.5" mt="1">
        {items?.candles && <ItemLine item={items.candles} tzid={tzid} timeOnly />}
        {items?.havdalah && <ItemLine item={items.havdalah} tzid={tzid} timeOnly />}
        {first && <ItemLine item={first} tzid={tzid} truncate />}
        {rest.length > 0 && <MoreEvents date={day.date} hidden={rest.length} items={items!.all} tzid={tzid} />}
      </Stack>
    </Box>
  );
}
