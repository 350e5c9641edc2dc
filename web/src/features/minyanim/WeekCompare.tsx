import { Alert, Badge, Grid, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import useSWR from 'swr';
import { TEFILLOT } from '#domain/enums.ts';
import type { MinyanOccurrence } from '#contract/minyanim.ts';
import type { EmptiedDay, ProposalChangeInput, ProposalPreview } from '#contract/proposals.ts';
import { todayIn } from '#domain/time-zone.ts';
import { INTL_LOCALE } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { HttpError } from '../../lib/api.ts';
import { useDebouncedValue } from '../directory/useDebouncedValue.ts';
import { previewProposal, proposalPreviewKey } from './api/listing.ts';
import { WeekTable, cellKey } from './WeekTable.tsx';

/** The preview of some changes, asked again (debounced) whenever they change; nothing while there are none. */
export function useProposalPreview(synagogueId: number, changes: readonly ProposalChangeInput[]) {
  const body = useDebouncedValue(JSON.stringify(changes), 400);
  const empty = changes.length === 0;
  return useSWR(empty ? null : [proposalPreviewKey(synagogueId), body], ([, json]: [string, string]) =>
    previewProposal(synagogueId, { changes: JSON.parse(json) as ProposalChangeInput[] }),
  );
}

/** The days both weeks show, and the cells whose times differ between them. */
export function compareWeeks(before: readonly MinyanOccurrence[], after: readonly MinyanOccurrence[]) {
  const dates = [...new Set([...before, ...after].map((o) => o.date))].sort();
  const times = (list: readonly MinyanOccurrence[], key: string) =>
    list
      .filter((o) => cellKey(o.date, o.tefillah) === key)
      .map((o) => o.time)
      .join(',');
  const changed = new Set<string>();
  for (const date of dates) {
    for (const tefillah of TEFILLOT) {
      const key = cellKey(date, tefillah);
      if (times(before, key) !== times(after, key)) changed.add(key);
    }
  }
  return { dates, changed };
}

/** 'Mincha on Sunday, Monday and Tuesday; Maariv on Motzaei Shabbat' in the page's language. */
function useEmptiedList(emptied: readonly EmptiedDay[]): string {
  const t = useT();
  const locale = useLocale();
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' });
  return TEFILLOT.filter((tefillah) => emptied.some((e) => e.tefillah === tefillah))
    .map((tefillah) =>
      t('proposals.emptied.item', {
        tefillah: t(`minyanim.tefillah.${tefillah}`),
        day: list.format(
          emptied
            .filter((e) => e.tefillah === tefillah)
            .map(({ day }) =>
              tefillah === 'maariv' && day === 'sat' ? t('proposals.emptied.motzaeiShabbat') : t(`proposals.emptied.day.${day}`),
            ),
        ),
      }),
    )
    .join('; ');
}

/** Says which services the changes leave with no time on some day: before they are sent, and before they are accepted. */
export function EmptiedWarning({ emptied, audience }: { emptied: readonly EmptiedDay[]; audience: 'visitor' | 'reviewer' }) {
  const t = useT();
  const list = useEmptiedList(emptied);
  if (emptied.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="emptied-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('proposals.emptied.title')}</Alert.Title>
        <Alert.Description>
          {t(audience === 'visitor' ? 'proposals.emptied.visitor' : 'proposals.emptied.reviewer', { list })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The listing's next seven days as they are and with the changes, side by side where there is
 * room (stacked on a phone), the cells that change marked in both, and the services the changes
 * would leave without a time.
 */
export function WeekCompare({
  synagogueId,
  changes,
  audience,
  headingAs = 'h3',
}: {
  synagogueId: number;
  changes: readonly ProposalChangeInput[];
  audience: 'visitor' | 'reviewer';
  headingAs?: 'h3' | 'h4' | 'h5';
}) {
  const t = useT();
  const { data, error, isLoading } = useProposalPreview(synagogueId, changes);
  return (
    <Stack gap="3" aria-live="polite" data-testid="week-compare">
      <Heading as={headingAs} size="sm">
        {t('proposals.compare.heading')}
      </Heading>
      {changes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('proposals.compare.waiting')}
        </Text>
      ) : error ? (
        <Text color="fg.error" fontSize="sm">
          {error instanceof HttpError && error.serverMessage ? error.serverMessage : t('proposals.compare.failed')}
        </Text>
      ) : isLoading || !data ? (
        <HStack gap="2" color="fg.muted">
          <Spinner size="sm" /> <Text fontSize="sm">{t('proposals.compare.loading')}</Text>
        </HStack>
      ) : (
        <ComparedWeeks preview={data} audience={audience} />
      )}
    </Stack>
  );
}

function ComparedWeeks({ preview, audience }: { preview: ProposalPreview; audience: 'visitor' | 'reviewer' }) {
  const t = useT();
  const { dates, changed } = useMemo(() => compareWeeks(preview.before, preview.after), [preview]);
  const today = preview.tzid ? todayIn(preview.tzid) : undefined;
  return (
    <Stack gap="3">
      <EmptiedWarning emptied={preview.emptied} audience={audience} />
      {preview.tzid === null ? (
        <Text fontSize="sm" color="fg.muted">
          {t('proposals.compare.noPlace')}
        </Text>
      ) : (
        <Grid templateColumns="repeat(auto-fit, minmax(min(100%, 20rem), 1fr))" gap="4">
          <Stack gap="2" minW="0">
            <Badge alignSelf="flex-start" colorPalette="gray" variant="surface">
              {t('proposals.compare.before')}
            </Badge>
            <WeekTable
              occurrences={preview.before}
              dates={dates}
              today={today}
              changed={changed}
              caption={t('proposals.compare.beforeCaption')}
            />
          </Stack>
          <Stack gap="2" minW="0">
            <Badge alignSelf="flex-start" colorPalette="orange" variant="surface">
              {t('proposals.compare.after')}
            </Badge>
            <WeekTable
              occurrences={preview.after}
              dates={dates}
              today={today}
              changed={changed}
              caption={t('proposals.compare.afterCaption')}
            />
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
