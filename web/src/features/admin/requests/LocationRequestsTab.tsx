import { Badge, Box, Card, HStack, Heading, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { SubmissionType } from '#domain/enums.ts';
import type { Submission } from '#contract/submissions.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { reviewRequest } from '../api/admin.ts';
import { ReviewQueue, type ReviewFilter } from '../review/ReviewQueue.tsx';
import { ReviewActions, StatusBadge, formatDateTime } from '../review/review.tsx';
import { compareRequest } from './compare.ts';

const TYPE_LABEL: Record<SubmissionType, string> = { add: 'Add listing', edit: 'Edit listing', remove: 'Remove listing' };
/** The request's fields, and for an edit or removal the listing's current values beside them. */
function Comparison({ request }: { request: Submission }) {
  const listingId = request.type === 'add' ? null : request.synagogueId;
  const { data: listing, error } = useAdminData(listingId ? adminReads.synagogue(listingId) : null);
  const rows = compareRequest(request, listing ?? null);
  const showRequested = request.type !== 'remove';
  const showCurrent = listingId !== null;
  return (
    <Stack gap="2">
      {listingId === null && request.type !== 'add' && (
        <Text textStyle="sm" color="orange.fg">
          This request names no listing, so it cannot be applied. Reject it, or add the listing by hand.
        </Text>
      )}
      {error && (
        <Text textStyle="sm" color="fg.error">
          The current listing #{listingId} could not be loaded: {error.message}
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Field</Table.ColumnHeader>
              {showRequested && <Table.ColumnHeader>Requested</Table.ColumnHeader>}
              {showCurrent && <Table.ColumnHeader>Current listing{listing ? '' : ' (loading...)'}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.label} bg={row.changed ? 'yellow.subtle' : undefined}>
                <Table.Cell fontWeight="medium">
                  {row.label}
                  {row.changed && <VisuallyHidden> (changed)</VisuallyHidden>}
                </Table.Cell>
                {showRequested && <Table.Cell wordBreak="break-word">{row.requested || '—'}</Table.Cell>}
                {showCurrent && <Table.Cell wordBreak="break-word">{row.current || '—'}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function RequestCard({ request }: { request: Submission }) {
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h4" size="sm">
              {request.synagogueName}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              Submitted {formatDateTime(request.createdAt)}
              {request.reviewedAt && ` · reviewed ${formatDateTime(request.reviewedAt)}`}
            </Text>
          </Box>
          <HStack gap="2">
            <Badge variant="outline" colorPalette={request.type === 'remove' ? 'red' : 'blue'}>
              {TYPE_LABEL[request.type]}
            </Badge>
            <StatusBadge status={request.status} />
          </HStack>
        </HStack>
        <Text textStyle="sm">
          From {request.submitterName} · <Link href={`mailto:${request.submitterEmail}`}>{request.submitterEmail}</Link> ·{' '}
          <Link href={`tel:${request.submitterPhone}`}>{request.submitterPhone}</Link>
        </Text>
        <Comparison request={request} />
        {request.notes && (
          <Text textStyle="sm" whiteSpace="pre-wrap">
            <Text as="span" fontWeight="medium">
              Notes:{' '}
            </Text>
            {request.notes}
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
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { data, error, isLoading, mutate } = useAdminData(adminReads.requests);
  const requests = (data ?? []).filter((r) => filter === 'all' || r.status === filter);
  return (
    <ReviewQueue
      title="Location Requests"
      listLabel="Location request list"
      filterName="status"
      filter={filter}
      onFilter={setFilter}
      items={requests}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      emptyPending="No location requests are waiting for review."
      emptyOther="No location requests here."
      renderItem={(r) => <RequestCard key={r.id} request={r} />}
    />
  );
}
