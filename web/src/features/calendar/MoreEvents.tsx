// '+N more' in a grid cell: a button that opens the day's full list (by click, or by
// keyboard from focus), so nothing is hidden from anyone.
import { Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { CalendarItem } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { longDate } from './dates.ts';
import { ItemLine } from './ItemLine.tsx';

interface MoreEventsProps {
  date: string;
  hidden: number;
  items: CalendarItem[];
  tzid: string;
}

export function MoreEvents({ date, hidden, items, tzid }: MoreEventsProps) {
  const t = useT();
  const locale = useLocale();
  const day = longDate(date, locale);
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          size="xs"
          h="auto"
          p="0"
          color="blue.600"
          fontWeight="medium"
          aria-label={t('calendar.day.moreLabel', { count: hidden, date: day })}
        >
          {t('calendar.day.more', { count: hidden })}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title asChild>
                <Text fontWeight="semibold" mb="2">
                  {day}
                </Text>
              </Popover.Title>
              <Stack gap="1.5">
                {items.map((item, i) => (
                  <ItemLine key={i} item={item} tzid={tzid} />
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
