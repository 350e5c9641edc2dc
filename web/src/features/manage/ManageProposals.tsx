import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { TimeProposal } from '../../../../schema/proposals.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { ProposalCard } from '../admin/proposals/ProposalCard.tsx';

/** The visitors' proposed times for one listing that wait for its manager. */
export function ManageProposals({ synagogueId, onReviewed }: { synagogueId: number; onReviewed: () => void }) {
  const { data, error, isLoading, mutate } = useSWR<TimeProposal[]>(`/api/manage/synagogues/${synagogueId}/proposals?status=pending`);
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Could not load the proposals: {errorMessage(error)}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (isLoading || !data) {
    return (
      <Text color="fg.muted" role="status">
        Loading proposals...
      </Text>
    );
  }
  if (data.length === 0) return <Text color="fg.muted">No proposed times are waiting for you. Visitors propose times with &lsquo;Report a problem&rsquo; on the listing.</Text>;
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
