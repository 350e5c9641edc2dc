// One calendar item with its icon: a candle for candle lighting, a star for
// havdalah, a scroll for the parasha and a wine cup for every other event.
import { HStack, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { Flame, Scroll, Star, Wine, type LucideIcon } from 'lucide-react';
import type { CalendarItem } from '#contract/calendar.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { formatTime, isTimed, isTorahReading } from './dates.ts';

function itemIcon(item: CalendarItem): { icon: LucideIcon; color: string } {
  if (item.category === 'candles') return { icon: Flame, color: 'orange.500' };
  if (item.category === 'havdalah') return { icon: Star, color: 'purple.500' };
  if (isTorahReading(item)) return { icon: Scroll, color: 'teal.600' };
  return { icon: Wine, color: 'red.600' };
}

interface ItemLineProps {
  item: CalendarItem;
  tzid: string;
  /** One line with an ellipsis (grid cells) rather than wrapping (lists). */
  truncate?: boolean;
  /** Candle lighting and havdalah read as just their time in a grid cell. */
  timeOnly?: boolean;
}

export function ItemLine({ item, tzid, truncate = false, timeOnly = false }: ItemLineProps) {
  const t = useT();
  const locale = useLocale();
  const { icon, color } = itemIcon(item);
  const time = isTimed(item) ? formatTime(item.date, tzid, locale) : null;
  const text = time ? t('calendar.item.withTime', { title: item.title, time }) : item.title;
  return (
    <HStack gap="1" align="start" minW="0" fontSize="sm" title={truncate ? text : undefined}>
      <Icon as={icon} color={color} boxSize="3.5" mt="0.5" flexShrink={0} aria-hidden />
      <Text truncate={truncate} minW="0">
        {timeOnly && time ? (
          <>
            <VisuallyHidden>{item.title} </VisuallyHidden>
            {time}
          </>
        ) : (
          text
        )}
      </Text>
    </HStack>
  );
}
