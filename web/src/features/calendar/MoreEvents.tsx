// '+N more' in a grid cell: a button that opens the day's full list (by click, or by
// keyboard from focus), so nothing is hidden from anyone. The popover (Chakra's, with its
// positioning and focus handling) loads when a button is first used, not with the calendar.
import { Button } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import type { CalendarItem } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { longDate } from './dates.ts';

const MoreEventsPopover = lazy(() => import('./MoreEventsPopover.tsx').then((m) => ({ default: m.MoreEventsPopover })));

interface MoreEventsProps {
  date: string;
  hidden: number;
  items: CalendarItem[];
  tzid: string;
}

export function MoreEvents({ date, hidden, items, tzid }: MoreEventsProps) {
  const t = useT();
  const locale = useLocale();
  const [used, setUsed] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      variant="plain"
      size="xs"
      h="auto"
      p="0"
      color="blue.600"
      fontWeight="medium"
      aria-label={t('calendar.day.moreLabel', { count: hidden, date: longDate(date, locale) })}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {t('calendar.day.more', { count: hidden })}
    </Button>
  );
  if (!used) return button(() => setUsed(true));
  return (
    <Suspense fallback={button()}>
      <MoreEventsPopover date={date} items={items} tzid={tzid} trigger={button()} />
    </Suspense>
  );
}
