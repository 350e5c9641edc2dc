import { Box, Button, Card, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SponsorSubmission } from '#contract/sponsor-submissions.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { deleteInquiry, reviewInquiry } from '../api/admin.ts';
import { useConfirmDelete } from '../ConfirmDelete.tsx';
import { ListPanel, ListScroll } from '../ListPanel.tsx';
import { ReviewActions, StatusBadge, formatDateTime } from '../review/review.tsx';

/** The empty text of the inquiries list. */
const NO_INQUIRIES = 'No sponsor submissions yet. Share the sponsor page to start receiving inquiries!';

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
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h4" size="sm">
            {inquiry.companyName}
          </Heading>
          <StatusBadge status={inquiry.status} />
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          <Detail label="Contact">{inquiry.contactName}</Detail>
          <Detail label="Email">
            <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
          </Detail>
          <Detail label="Phone">{inquiry.phone ? <Link href={`tel:${inquiry.phone}`}>{inquiry.phone}</Link> : '—'}</Detail>
          <Detail label="Website">
            {inquiry.website ? (
              <Link href={inquiry.website} target="_blank" rel="noopener noreferrer">
                {inquiry.website}
              </Link>
            ) : (
              '—'
            )}
          </Detail>
          <Detail label="Submitted">{formatDateTime(inquiry.createdAt)}</Detail>
          <Detail label="Reviewed">{inquiry.reviewedAt ? formatDateTime(inquiry.reviewedAt) : 'Not yet'}</Detail>
        </SimpleGrid>
        <Detail label="Business description">{inquiry.description ?? '—'}</Detail>
        <Detail label="Sponsorship interest">{inquiry.sponsorshipInterest ?? '—'}</Detail>
        <ReviewActions review={reviewInquiry} id={inquiry.id} status={inquiry.status} refresh={['inquiries']} canReset>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete inquiry from ${inquiry.companyName}`}>
            Delete
          </Button>
        </ReviewActions>
      </Card.Body>
    </Card.Root>
  );
}

export function InquiriesTab() {
  const { data, error, isLoading, mutate } = useAdminData(adminReads.inquiries);
  const remove = useConfirmDelete({
    remove: deleteInquiry,
    noun: 'inquiry',
    success: 'Submission deleted successfully',
    failure: 'Failed to delete submission.',
    refresh: ['inquiries'],
  });
  const inquiries = data ?? [];
  return (
    <>
      <ListPanel
        title="Sponsor Inquiries"
        count={inquiries.length}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText={NO_INQUIRIES}
      >
        <ListScroll label="Sponsor inquiry list">
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
