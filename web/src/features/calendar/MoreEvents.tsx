// '+N more' in a grid cell: a button that opens the day's full list (by click, or by
// keyboard from focus), so nothing is hidden from anyone.
import { Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { CalendarItem } from '#contract/calendar.ts';
import { longDate } from './dates.ts';
import { ItemLine } from './ItemLine.tsx';

interface MoreEventsProps {
  date: string;
  hidden: number;
  items: CalendarItem[];
  tzid: string;
}

export function MoreEvents({ date, hidden, items, tzid }: MoreEventsProps) {
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
          aria-label={`${hidden} more events on ${longDate(date)}`}
        >
          +{hidden} more
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title asChild>
                <Text fontWeight="semibold" mb="2">
                  {longDate(date)}
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
