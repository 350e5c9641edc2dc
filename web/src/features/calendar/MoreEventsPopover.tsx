// The day's full list behind '+N more' (MoreEvents.tsx): a popover, opened as it mounts, since
// it mounts when the button is first used.
import { Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactElement } from 'react';
import { registerRecipes } from '../../app/theme.ts';
import type { CalendarItem } from '#contract/calendar.ts';
import { useLocale } from '../../i18n/I18nProvider.tsx';
import { longDate } from './dates.ts';
import { ItemLine } from './ItemLine.tsx';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ popover: popoverSlotRecipe });

interface MoreEventsPopoverProps {
  date: string;
  items: CalendarItem[];
  tzid: string;
  /** The '+N more' button. */
  trigger: ReactElement;
}

export function MoreEventsPopover({ date, items, tzid, trigger }: MoreEventsPopoverProps) {
  const locale = useLocale();
  const day = longDate(date, locale);
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} defaultOpen lazyMount unmountOnExit>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
