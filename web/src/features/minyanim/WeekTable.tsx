import { Badge, Table, Text } from '@chakra-ui/react';
import { TEFILLOT } from '#domain/enums.ts';
import { TEFILLAH_LABELS, formatClock } from '#domain/minyan-format.ts';
import type { MinyanOccurrence } from '#contract/minyanim.ts';
import { groupByDate, shortDayLabel } from './format.ts';

interface WeekTableProps {
  occurrences: readonly MinyanOccurrence[];
  /** The listing's today (yyyy-MM-dd), marked in the table. */
  today?: string;
  caption: string;
}

/** Days down, Shacharit / Mincha / Maariv across; several minyanim of one tefillah share a cell. */
export function WeekTable({ occurrences, today, caption }: WeekTableProps) {
  const days = groupByDate(occurrences);
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Day</Table.ColumnHeader>
            {TEFILLOT.map((t) => (
              <Table.ColumnHeader key={t} scope="col">
                {TEFILLAH_LABELS[t]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map(({ date, items }) => (
            <Table.Row key={date} aria-current={date === today ? 'date' : undefined}>
              <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap">
                {shortDayLabel(date)}{' '}
                {date === today && (
                  <Badge size="xs" colorPalette="blue" ms="1">
                    Today
                  </Badge>
                )}
              </Table.Cell>
              {TEFILLOT.map((t) => {
                const times = items.filter((o) => o.tefillah === t);
                return (
                  <Table.Cell key={t} whiteSpace="nowrap">
                    {times.length ? (
                      times.map((o) => (
                        <Text key={`${o.minyanId}-${o.start}`} title={o.rule}>
                          {formatClock(o.time)}
                        </Text>
                      ))
                    ) : (
                      <Text color="fg.subtle" aria-label="none">
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
  );
}
