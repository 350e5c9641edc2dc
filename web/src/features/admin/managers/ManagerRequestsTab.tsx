import { Badge, Box, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ManagerRequest } from '#contract/managers.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { AppLink } from '../../../i18n/links.tsx';
import { useAdminDates } from '../dates.ts';
import { adminAction, withMessage } from '../adminAction.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { approveManagerRequest, rejectManagerRequest } from '../api/admin.ts';
import { ReviewQueue, type ReviewFilter } from '../review/ReviewQueue.tsx';
import { StatusBadge } from '../review/review.tsx';
import { ListingManagers } from './ListingManagers.tsx';

function RequestCard({ request }: { request: ManagerRequest }) {
  const t = useT();
  const dates = useAdminDates();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [showManagers, setShowManagers] = useState(false);
  const review = async (action: 'approve' | 'reject') => {
    setBusy(action);
    await adminAction(() => (action === 'approve' ? approveManagerRequest(request.id) : rejectManagerRequest(request.id)), {
      success:
        action === 'approve'
          ? [
              t('admin.managerRequests.approved'),
              t('admin.managerRequests.approvedText', { who: request.userName || request.userEmail, listing: request.synagogueName }),
            ]
          : [t('admin.managerRequests.rejected')],
      failure: withMessage(t('admin.managerRequests.failed', { action }), t('admin.common.tryAgain')),
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
              <Link asChild>
                <AppLink to={`/shul/${request.synagogueId}`} dir="auto">
                  {request.synagogueName}
                </AppLink>
              </Link>
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' '}
                · {request.synagogueCity}
              </Text>
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {request.reviewedAt
                ? t('admin.managerRequests.askedReviewed', {
                    asked: dates.dateTime(request.createdAt),
                    reviewed: dates.dateTime(request.reviewedAt),
                  })
                : t('admin.managerRequests.asked', { asked: dates.dateTime(request.createdAt) })}
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
            <Link href={`mailto:${request.userEmail}`} dir="ltr">
              {request.userEmail}
            </Link>
            {request.phone && (
              <>
                {' · '}
                <Link href={`tel:${request.phone}`} dir="ltr">
                  {request.phone}
                </Link>
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
                aria-label={t('admin.managerRequests.approveLabel', { who, listing: request.synagogueName })}
              >
                {t('admin.review.approve')}
              </Button>
              <Button
                size="sm"
                colorPalette="red"
                variant="outline"
                loading={busy === 'reject'}
                disabled={busy !== null}
                onClick={() => void review('reject')}
                aria-label={t('admin.managerRequests.rejectLabel', { who, listing: request.synagogueName })}
              >
                {t('admin.review.reject')}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" aria-expanded={showManagers} onClick={() => setShowManagers((v) => !v)}>
            {t(showManagers ? 'admin.managerRequests.hideManagers' : 'admin.managerRequests.showManagers')}
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
  const t = useT();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { data, error, isLoading, mutate } = useAdminData(adminReads.managerRequests(filter), { keepPreviousData: true });
  const requests = data ?? [];
  return (
    <ReviewQueue
      title={t('admin.tabs.managers')}
      loadingText={t('admin.managerRequests.loading')}
      failedText={t('admin.managerRequests.loadFailed')}
      listLabel={t('admin.managerRequests.listLabel')}
      filterName="manager-request-status"
      filter={filter}
      onFilter={setFilter}
      items={requests}
      loading={isLoading && !data}
      error={error}
      onRetry={() => void mutate()}
      emptyPending={t('admin.managerRequests.emptyPending')}
      emptyOther={t('admin.managerRequests.emptyOther')}
      renderItem={(r) => <RequestCard key={r.id} request={r} />}
    />
  );
}
