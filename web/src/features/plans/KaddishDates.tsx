// The dates of a year of Kaddish: the Hebrew date of death, shloshim, the last day of Kaddish
// (with the custom followed) and the yahrzeits of the coming years.
import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { DatedHebrewDay, YahrzeitResponse } from '#contract/kaddish.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { addDays, dayAsDate } from './dates.ts';

function useDay() {
  const format = useFormat();
  const locale = useLocale();
  return {
    civil: (d: DatedHebrewDay) => format.date(dayAsDate(d.date), 'UTC'),
    hebrew: (d: DatedHebrewDay) => (locale === 'he' ? d.hebrewDate.he : d.hebrewDate.text),
    eve: (d: DatedHebrewDay) => format.date(dayAsDate(addDays(d.date, -1)), 'UTC'),
  };
}

export function KaddishDates({ year }: { year: YahrzeitResponse }) {
  const t = useT();
  const day = useDay();
  const line = (label: string, d: DatedHebrewDay) => (
    <Stack gap="0">
      <Text fontWeight="semibold">{label}</Text>
      <Text>
        <bdi>{day.hebrew(d)}</bdi> · {day.civil(d)}
      </Text>
    </Stack>
  );
  return (
    <Card.Root as="section" aria-labelledby="kaddish-dates">
      <Card.Header>
        <Heading as="h2" size="lg" id="kaddish-dates">
          {t('plans.kaddish.dates')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {line(t('plans.kaddish.hebrewDate'), year)}
          {line(t('plans.kaddish.shloshim'), year.shloshimEnd)}
          <Text fontSize="sm" color="fg.muted">
            {t('plans.kaddish.shloshimRule')}
          </Text>
          {line(t('plans.kaddish.kaddishEnd'), year.kaddishEnd)}
          <Text fontSize="sm" color="fg.muted">
            {t('plans.kaddish.kaddishRule')}
          </Text>
          <Heading as="h3" size="md">
            {t('plans.kaddish.yahrzeits')}
          </Heading>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader textAlign="start">{t('plans.kaddish.civilDate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="start">{t('plans.kaddish.hebrewColumn')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {year.yahrzeits.map((y) => (
                <Table.Row key={y.date}>
                  <Table.Cell>
                    {day.civil(y)}
                    <Text fontSize="xs" color="fg.muted">
                      {t('plans.kaddish.fromEvening', { date: day.eve(y) })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <bdi>{day.hebrew(y)}</bdi>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('plans.kaddish.yahrzeitRule')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
