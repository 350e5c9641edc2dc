import { Badge, Box, Card, HStack, Heading, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { NUSACH } from '#domain/enums.ts';
import type { Submission } from '#contract/submissions.ts';
import { codeWord, isCode } from '../../../i18n/codes.ts';
import { useT, type Translate } from '../../../i18n/I18nProvider.tsx';
import { adminReads, useAdminData } from '../adminData.ts';
import { reviewRequest } from '../api/admin.ts';
import { useAdminDates } from '../dates.ts';
import { ReviewQueue, type ReviewFilter } from '../review/ReviewQueue.tsx';
import { ReviewActions, StatusBadge } from '../review/review.tsx';
import { compareRequest, type ComparedField } from './compare.ts';

/** A compared value in words: flags as yes/no, nusach by name, nothing as a dash. */
function cellText(t: Translate, row: ComparedField, value: string | null): string {
  if (!value) return '—';
  if (row.flag) return t(value === 'yes' ? 'codes.yes' : 'codes.no');
  if (row.field === 'nusach' && isCode(NUSACH, value)) return codeWord(t, 'nusach', value);
  return value;
}

/** The request's fields, and for an edit or removal the listing's current values beside them. */
function Comparison({ request }: { request: Submission }) {
  const t = useT();
  const listingId = request.type === 'add' ? null : request.synagogueId;
  const { data: listing, error } = useAdminData(listingId ? adminReads.synagogue(listingId) : null);
  const rows = compareRequest(request, listing ?? null);
  const showRequested = request.type !== 'remove';
  const showCurrent = listingId !== null;
  return (
    <Stack gap="2">
      {listingId === null && request.type !== 'add' && (
        <Text textStyle="sm" color="orange.fg">
          {t('admin.requests.noListing')}
        </Text>
      )}
      {error && (
        <Text textStyle="sm" color="fg.error">
          {t('admin.requests.listingFailed', { id: listingId ?? '', message: error.message })}
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.history.field')}</Table.ColumnHeader>
              {showRequested && <Table.ColumnHeader>{t('admin.requests.requested')}</Table.ColumnHeader>}
              {showCurrent && (
                <Table.ColumnHeader>{t(listing ? 'admin.requests.current' : 'admin.requests.currentLoading')}</Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.field} bg={row.changed ? 'yellow.subtle' : undefined}>
                <Table.Cell fontWeight="medium">
                  {codeWord(t, 'field', row.field)}
                  {row.changed && <VisuallyHidden> {t('admin.requests.changed')}</VisuallyHidden>}
                </Table.Cell>
                {showRequested && (
                  <Table.Cell wordBreak="break-word" dir="auto">
                    {cellText(t, row, row.requested)}
                  </Table.Cell>
                )}
                {showCurrent && (
                  <Table.Cell wordBreak="break-word" dir="auto">
                    {cellText(t, row, row.current)}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function RequestCard({ request }: { request: Submission }) {
  const t = useT();
  const dates = useAdminDates();
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Heading as="h4" size="sm">
              <bdi>{request.synagogueName}</bdi>
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {request.reviewedAt
                ? t('admin.requests.submittedReviewed', {
                    submitted: dates.dateTime(request.createdAt),
                    reviewed: dates.dateTime(request.reviewedAt),
                  })
                : t('admin.requests.submitted', { submitted: dates.dateTime(request.createdAt) })}
            </Text>
          </Box>
          <HStack gap="2">
            <Badge variant="outline" colorPalette={request.type === 'remove' ? 'red' : 'blue'}>
              {codeWord(t, 'submissionType', request.type)}
            </Badge>
            <StatusBadge status={request.status} />
          </HStack>
        </HStack>
        <Text textStyle="sm">
          {t('admin.requests.from', { name: request.submitterName })} ·{' '}
          <Link href={`mailto:${request.submitterEmail}`} dir="ltr">
            {request.submitterEmail}
          </Link>{' '}
          ·{' '}
          <Link href={`tel:${request.submitterPhone}`} dir="ltr">
            {request.submitterPhone}
          </Link>
        </Text>
        <Comparison request={request} />
        {request.notes && (
          <Text textStyle="sm" whiteSpace="pre-wrap">
            <Text as="span" fontWeight="medium">
              {t('admin.requests.notes')}{' '}
            </Text>
            <Text as="span" dir="auto">
              {request.notes}
            </Text>
          </Text>
        )}
        <ReviewActions review={reviewRequest} id={request.id} status={request.status} refresh={['requests', 'synagogues']} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Location requests (docs/api.md: Location requests, sponsors, ads, figures): approving applies the add, edit or removal
 * to the directory; rejecting records the decision.
 */
export function LocationRequestsTab() {
  const t = useT();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { data, error, isLoading, mutate } = useAdminData(adminReads.requests);
  const requests = (data ?? []).filter((r) => filter === 'all' || r.status === filter);
  return (
    <ReviewQueue
      title={t('admin.tabs.requests')}
      loadingText={t('admin.requests.loading')}
      failedText={t('admin.requests.loadFailed')}
      listLabel={t('admin.requests.listLabel')}
      filterName="status"
      filter={filter}
      onFilter={setFilter}
      items={requests}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      emptyPending={t('admin.requests.emptyPending')}
      emptyOther={t('admin.requests.emptyOther')}
      renderItem={(r) => <RequestCard key={r.id} request={r} />}
    />
  );
}
