import { Badge, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { TEFILLOT } from '#domain/enums.ts';
import type { MinyanOccurrence } from '#contract/minyanim.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { groupByDate, shortDayLabel } from './format.ts';

interface WeekTableProps {
  occurrences: readonly MinyanOccurrence[];
  /** The listing's today (yyyy-MM-dd), marked in the table. */
  today?: string;
  caption: string;
}

/** Whether the element is wider than its box (a table that scrolls sideways on a narrow screen). */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * Days down, Shacharit / Mincha / Maariv across; several minyanim of one tefillah share a cell.
 * The day column comes first in the reading direction (on the right in Hebrew); when the table is
 * wider than the screen, a line under it says that it scrolls.
 */
export function WeekTable({ occurrences, today, caption }: WeekTableProps) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const [scrollRef, overflows] = useOverflows<HTMLDivElement>();
  const days = groupByDate(occurrences);
  return (
    <>
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
      <Table.ScrollArea ref={scrollRef} borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" striped>
          <Table.Caption captionSide="top" srOnly>
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" textAlign="start">
                {t('minyanim.week.day')}
              </Table.ColumnHeader>
              {TEFILLOT.map((tefillah) => (
                <Table.ColumnHeader key={tefillah} scope="col" textAlign="start">
                  {t(`minyanim.tefillah.${tefillah}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map(({ date, items }) => (
              <Table.Row key={date} aria-current={date === today ? 'date' : undefined}>
                <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap" textAlign="start">
                  {shortDayLabel(date, locale)}{' '}
                  {date === today && (
                    <Badge size="xs" colorPalette="blue" ms="1">
                      {t('minyanim.week.today')}
                    </Badge>
                  )}
                </Table.Cell>
                {TEFILLOT.map((tefillah) => {
                  const times = items.filter((o) => o.tefillah === tefillah);
                  return (
                    <Table.Cell key={tefillah} whiteSpace="nowrap" textAlign="start">
                      {times.length ? (
                        times.map((o) => (
                          // The API describes the rule in English: the tooltip only where that is the page's language.
                          <Text key={`${o.minyanId}-${o.start}`} title={locale === 'en' ? o.rule : undefined}>
                            <bdi>{format.clock(o.time)}</bdi>
                          </Text>
                        ))
                      ) : (
                        <Text color="fg.subtle" aria-label={t('minyanim.week.none')}>
                          —
                        </Text>
                      )}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {overflows && (
        <Text fontSize="xs" color="fg.muted">
          {t('minyanim.week.scrollHint')}
        </Text>
      )}
    </>
  );
}
