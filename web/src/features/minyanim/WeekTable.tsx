import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { TEFILLOT, type Tefillah } from '#domain/enums.ts';
import type { MinyanOccurrence } from '#contract/minyanim.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { groupByDate, shortDayLabel } from './format.ts';

interface WeekTableProps {
  occurrences: readonly MinyanOccurrence[];
  /** The listing's today (yyyy-MM-dd), marked in the table. */
  today?: string;
  caption: string;
  /** The days to show, in order (default: the days the occurrences fall on): a comparison shows the same days on both sides. */
  dates?: readonly string[];
  /** Cells to mark as changed, as `${date}|${tefillah}`. */
  changed?: ReadonlySet<string>;
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

/** The key of one day's tefillah in `changed`. */
export const cellKey = (date: string, tefillah: Tefillah) => `${date}|${tefillah}`;

/**
 * A week of minyanim. From md up: days down, Shacharit / Mincha / Maariv across, several
 * minyanim of one tefillah sharing a cell, and a line under it when it still has to scroll
 * sideways. Below md (a phone) a day per row with its tefillot stacked in one cell, which fits
 * 375 px in every language. Only one of the two is displayed (CSS), so a screen reader meets one
 * table. The day comes first in the reading direction (on the right in Hebrew).
 */
export function WeekTable({ occurrences, today, caption, dates, changed }: WeekTableProps) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const [scrollRef, overflows] = useOverflows<HTMLDivElement>();
  const grouped = groupByDate(occurrences);
  const days = dates ? dates.map((date) => ({ date, items: grouped.find((g) => g.date === date)?.items ?? [] })) : grouped;
  const timesOf = (items: MinyanOccurrence[], tefillah: Tefillah) => items.filter((o) => o.tefillah === tefillah);
  const isChanged = (date: string, tefillah: Tefillah) => changed?.has(cellKey(date, tefillah)) ?? false;
  const changedMark = (
    <Text as="span" srOnly>
      {` (${t('minyanim.week.changed')})`}
    </Text>
  );
  const times = (list: MinyanOccurrence[]) =>
    list.map((o) => (
      // The API describes the rule in English: the tooltip only where that is the page's language.
      <Text as="span" display="block" key={`${o.minyanId}-${o.start}`} title={locale === 'en' ? o.rule : undefined}>
        <bdi>{format.clock(o.time)}</bdi>
      </Text>
    ));
  const none = (
    <Text as="span" color="fg.subtle" aria-label={t('minyanim.week.none')}>
      —
    </Text>
  );
  // On a phone the day takes only the width of its label (width 1%), 'Today' under it.
  const dayCell = (date: string, phone = false) => (
    <Table.Cell
      as="th"
      scope="row"
      fontWeight="medium"
      whiteSpace="nowrap"
      textAlign="start"
      verticalAlign="top"
      width={phone ? '1%' : undefined}
    >
      {shortDayLabel(date, locale)}{' '}
      {date === today && (
        <Badge
          size="xs"
          colorPalette="blue"
          ms={phone ? '0' : '1'}
          display={phone ? 'flex' : undefined}
          width={phone ? 'fit-content' : undefined}
        >
          {t('minyanim.week.today')}
        </Badge>
      )}
    </Table.Cell>
  );
  const changedStyle = { bg: 'orange.subtle', fontWeight: 'semibold' } as const;

  return (
    <>
      {/* Focusable, so a keyboard can scroll the table sideways when its box is narrow. */}
      <Table.ScrollArea ref={scrollRef} hideBelow="md" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
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
                {dayCell(date)}
                {TEFILLOT.map((tefillah) => {
                  const list = timesOf(items, tefillah);
                  const marked = isChanged(date, tefillah);
                  return (
                    <Table.Cell key={tefillah} whiteSpace="nowrap" textAlign="start" {...(marked ? changedStyle : {})}>
                      {list.length ? times(list) : none}
                      {marked && changedMark}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {overflows && (
        <Text hideBelow="md" fontSize="xs" color="fg.muted">
          {t('minyanim.week.scrollHint')}
        </Text>
      )}

      {/* A phone: a day per row, its tefillot stacked. */}
      <Box hideFrom="md" borderWidth="1px" rounded="md" overflowX="auto">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" srOnly>
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" textAlign="start">
                {t('minyanim.week.day')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="start">
                {t('minyanim.week.services')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map(({ date, items }) => (
              <Table.Row key={date} aria-current={date === today ? 'date' : undefined}>
                {dayCell(date, true)}
                <Table.Cell textAlign="start">
                  {TEFILLOT.map((tefillah) => {
                    const list = timesOf(items, tefillah);
                    const marked = isChanged(date, tefillah);
                    return (
                      <HStack
                        key={tefillah}
                        gap="3"
                        align="baseline"
                        justify="space-between"
                        px="1"
                        rounded="sm"
                        {...(marked ? changedStyle : {})}
                      >
                        <Text as="span" color="fg.muted">
                          {t(`minyanim.tefillah.${tefillah}`)}
                        </Text>
                        <Text as="span" textAlign="end">
                          {list.length ? (
                            <bdi>
                              {list.map((o, i) => (
                                // A time never breaks inside ('7:00 AM'); several break between them.
                                <Fragment key={`${o.minyanId}-${o.start}`}>
                                  {i > 0 && ' · '}
                                  <Text as="span" whiteSpace="nowrap">
                                    {format.clock(o.time)}
                                  </Text>
                                </Fragment>
                              ))}
                            </bdi>
                          ) : (
                            none
                          )}
                          {marked && changedMark}
                        </Text>
                      </HStack>
                    );
                  })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
