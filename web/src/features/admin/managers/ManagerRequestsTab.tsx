import { Badge, Box, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ManagerRequest } from '#contract/managers.ts';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { approveManagerRequest, rejectManagerRequest } from '../api/admin.ts';
import { ReviewQueue, type ReviewFilter } from '../review/ReviewQueue.tsx';
import { StatusBadge, formatDateTime } from '../review/review.tsx';
import { ListingManagers } from './ListingManagers.tsx';

function RequestCard({ request }: { request: ManagerRequest }) {
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [showManagers, setShowManagers] = useState(false);
  const review = async (action: 'approve' | 'reject') => {
    setBusy(action);
    await adminAction(() => (action === 'approve' ? approveManagerRequest(request.id) : rejectManagerRequest(request.id)), {
      success:
        action === 'approve'
          ? ['Request approved', `${request.userName || request.userEmail} now manages ${request.synagogueName}.`]
          : ['Request rejected'],
      failure: withMessage(`Could not ${action} the request`),
      refresh: ['managerRequests', 'synagogues'],
    });
    setBusy(null);
  };
  const who = request.userName || request.userEmail;
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Heading as="h4" size="sm">
              <Link href={`/shul/${request.synagogueId}`}>{request.synagogueName}</Link>
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' '}
                · {request.synagogueCity}
              </Text>
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              Asked {formatDateTime(request.createdAt)}
              {request.reviewedAt && ` · reviewed ${formatDateTime(request.reviewedAt)}`}
            </Text>
          </Box>
          <StatusBadge status={request.status} />
        </HStack>
        <Stack gap="1" textStyle="sm">
          <Text>
            <Text as="span" fontWeight="medium">
              {who}
            </Text>{' '}
            <Badge variant="outline">{request.role}</Badge>
          </Text>
          <Text>
            <Link href={`mailto:${request.userEmail}`}>{request.userEmail}</Link>
            {request.phone && (
              <>
                {' · '}
                <Link href={`tel:${request.phone}`}>{request.phone}</Link>
              </>
            )}
          </Text>
          {request.message && <Text whiteSpace="pre-wrap">{request.message}</Text>}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {request.status === 'pending' && (
            <>
              <Button
                size="sm"
                colorPalette="green"
                loading={busy === 'approve'}
                disabled={busy !== null}
                onClick={() => void review('approve')}
                aria-label={`Approve ${who} for ${request.synagogueName}`}
              >
                Approve
              </Button>
              <Button
                size="sm"
                colorPalette="red"
                variant="outline"
                loading={busy === 'reject'}
                disabled={busy !== null}
                onClick={() => void review('reject')}
                aria-label={`Reject ${who} for ${request.synagogueName}`}
              >
                Reject
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" aria-expanded={showManagers} onClick={() => setShowManagers((v) => !v)}>
            {showManagers ? 'Hide the listing’s managers' : 'Show the listing’s managers'}
          </Button>
        </HStack>
        {showManagers && <ListingManagers synagogueId={request.synagogueId} synagogueName={request.synagogueName} />}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 'I help run this shul' requests: approving makes the member a manager of that listing only;
 * each listing's managers can be listed and revoked here and in the Synagogues tab.
 */
export function ManagerRequestsTab() {
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { data, error, isLoading, mutate } = useAdminData(adminReads.managerRequests(filter), { keepPreviousData: true });
  const requests = data ?? [];
  return (
    <ReviewQueue
      title="Manager Requests"
      listLabel="Manager request list"
      filterName="manager-request-status"
      filter={filter}
      onFilter={setFilter}
      items={requests}
      loading={isLoading && !data}
      error={error}
      onRetry={() => void mutate()}
      emptyPending="No requests to manage a listing are waiting for review."
      emptyOther="No manager requests here."
      renderItem={(r) => <RequestCard key={r.id} request={r} />}
    />
  );
}
