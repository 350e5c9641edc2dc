import { Box, Button, Card, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SponsorSubmission } from '#contract/sponsor-submissions.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { useAdminDates } from '../dates.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { deleteInquiry, reviewInquiry } from '../api/admin.ts';
import { useConfirmDelete } from '../ConfirmDelete.tsx';
import { ListPanel, ListScroll } from '../ListPanel.tsx';
import { ReviewActions, StatusBadge } from '../review/review.tsx';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="sm" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

function InquiryCard({ inquiry, onDelete }: { inquiry: SponsorSubmission; onDelete: () => void }) {
  const t = useT();
  const dates = useAdminDates();
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h4" size="sm">
            <bdi>{inquiry.companyName}</bdi>
          </Heading>
          <StatusBadge status={inquiry.status} />
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          <Detail label={t('admin.inquiries.contact')}>{inquiry.contactName}</Detail>
          <Detail label={t('admin.inquiries.email')}>
            <Link href={`mailto:${inquiry.email}`} dir="ltr">
              {inquiry.email}
            </Link>
          </Detail>
          <Detail label={t('admin.inquiries.phone')}>
            {inquiry.phone ? (
              <Link href={`tel:${inquiry.phone}`} dir="ltr">
                {inquiry.phone}
              </Link>
            ) : (
              '—'
            )}
          </Detail>
          <Detail label={t('admin.inquiries.website')}>
            {inquiry.website ? (
              <Link href={inquiry.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                {inquiry.website}
              </Link>
            ) : (
              '—'
            )}
          </Detail>
          <Detail label={t('admin.inquiries.submitted')}>{dates.dateTime(inquiry.createdAt)}</Detail>
          <Detail label={t('admin.inquiries.reviewed')}>
            {inquiry.reviewedAt ? dates.dateTime(inquiry.reviewedAt) : t('admin.inquiries.notYet')}
          </Detail>
        </SimpleGrid>
        <Detail label={t('admin.inquiries.description')}>{inquiry.description ?? '—'}</Detail>
        <Detail label={t('admin.inquiries.interest')}>{inquiry.sponsorshipInterest ?? '—'}</Detail>
        <ReviewActions review={reviewInquiry} id={inquiry.id} status={inquiry.status} refresh={['inquiries']} canReset>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={onDelete}
            aria-label={t('admin.inquiries.deleteLabel', { company: inquiry.companyName })}
          >
            {t('admin.common.delete')}
          </Button>
        </ReviewActions>
      </Card.Body>
    </Card.Root>
  );
}

export function InquiriesTab() {
  const t = useT();
  const { data, error, isLoading, mutate } = useAdminData(adminReads.inquiries);
  const remove = useConfirmDelete({
    remove: deleteInquiry,
    title: t('admin.inquiries.deleteTitle'),
    success: t('admin.inquiries.deleted'),
    failure: t('admin.inquiries.deleteFailed'),
    refresh: ['inquiries'],
  });
  const inquiries = data ?? [];
  return (
    <>
      <ListPanel
        title={t('admin.tabs.inquiries')}
        loadingText={t('admin.inquiries.loading')}
        failedText={t('admin.inquiries.loadFailed')}
        count={inquiries.length}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText={t('admin.inquiries.empty')}
      >
        <ListScroll label={t('admin.inquiries.listLabel')}>
          <Stack role="list" gap="3">
            {inquiries.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} onDelete={() => remove.ask({ id: inquiry.id, name: inquiry.companyName })} />
            ))}
          </Stack>
        </ListScroll>
      </ListPanel>
      {remove.dialog}
    </>
  );
}
