import { Stack, Text } from '@chakra-ui/react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { useRead } from '../../lib/useRead.ts';
import { pendingProposals } from './api/manage.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { ProposalCard } from '../admin/proposals/ProposalCard.tsx';

/** The visitors' proposed times for one listing that wait for its manager. */
export function ManageProposals({ synagogueId, onReviewed }: { synagogueId: number; onReviewed: () => void }) {
  const { data, error, isLoading, mutate } = useRead(pendingProposals(synagogueId));
  if (error) {
    return <LoadFailed title="Could not load the proposals" detail={errorMessage(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) {
    return (
      <Text color="fg.muted" role="status">
        Loading proposals...
      </Text>
    );
  }
  if (data.length === 0)
    return (
      <Text color="fg.muted">
        No proposed times are waiting for you. Visitors propose times with &lsquo;Report a problem&rsquo; on the listing.
      </Text>
    );
  return (
    <Stack role="list" gap="3" aria-label="Proposed times waiting for review">
      {data.map((p) => (
        <ProposalCard
          key={p.id}
          proposal={p}
          onReviewed={() => {
            void mutate();
            onReviewed();
          }}
        />
      ))}
    </Stack>
  );
}
