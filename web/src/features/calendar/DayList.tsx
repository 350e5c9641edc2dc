// Narrow screens: the displayed month's days as a list, today first (marked
// 'Today'), then the days to come, then the days gone by, most recent first.
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { CalendarDay } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { inMonth, listDate, orderForList, type DayItems, type YearMonth } from './dates.ts';
import { ItemLine } from './ItemLine.tsx';

interface DayListProps {
  days: CalendarDay[];
  items: Map<string, DayItems>;
  month: YearMonth;
  today: string;
  tzid: string;
}

export function DayList({ days, items, month, today, tzid }: DayListProps) {
  const t = useT();
  const locale = useLocale();
  const byDate = new Map(days.filter((d) => inMonth(d.date, month)).map((d) => [d.date, d]));
  return (
    <Stack as="ol" gap="2" listStyleType="none" data-testid="day-list">
      {orderForList([...byDate.keys()], today).map((date) => {
        const day = byDate.get(date)!;
        const isToday = date === today;
        const entry = items.get(date);
        return (
          <Box
            as="li"
            key={date}
            data-date={date}
            aria-current={isToday ? 'date' : undefined}
            p="3"
            rounded="md"
            borderWidth={isToday ? '2px' : '1px'}
            borderColor={isToday ? 'blue.500' : 'border'}
            bg={isToday ? 'blue.50' : 'bg'}
          >
            <HStack gap="2">
              <Text fontWeight="semibold">{listDate(date, locale)}</Text>
              {isToday && <Badge colorPalette="blue">{t('calendar.day.today')}</Badge>}
            </HStack>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              {/* On a Hebrew page the date is already in Hebrew letters: once is enough. */}
              {locale !== 'he' && <Text>{day.hdate}</Text>}
              <Text lang="he" dir="rtl" fontFamily="hebrew" whiteSpace="nowrap">
                {day.he}
              </Text>
            </HStack>
            {entry && (
              <Stack gap="1" mt="2">
                {entry.all.map((item, i) => (
                  <ItemLine key={i} item={item} tzid={tzid} />
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
