import { Box, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { TimeProposal } from '../../../../../schema/proposals.ts';
import { SelectField } from '../../forms/fields.tsx';
import { ProposalCard } from './ProposalCard.tsx';
import { ADMIN_URLS, refresh, useAdminData } from '../adminData.ts';
import { ListPanel, ListScroll } from '../ListPanel.tsx';

const FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** Times proposed by visitors for listings that have no managers (the others go to the managers). */
export function ProposalsTab() {
  const [filter, setFilter] = useState('pending');
  const { data, error, isLoading, mutate } = useAdminData<TimeProposal[]>(ADMIN_URLS.proposals(filter), { keepPreviousData: true });
  const proposals = data ?? [];
  return (
    <ListPanel
      title="Time Proposals"
      count={proposals.length}
      loading={isLoading && !data}
      error={error}
      onRetry={() => void mutate()}
      emptyText={filter === 'pending' ? 'No proposed times are waiting for review.' : 'No proposals here.'}
      toolbar={
        <Box maxW="xs">
          <SelectField label="Show" name="proposal-status" value={filter} onChange={setFilter} options={FILTERS} />
        </Box>
      }
    >
      <ListScroll label="Time proposal list" maxH="40rem">
        <Stack role="list" gap="3">
          {proposals.map((p) => (
            <ProposalCard key={p.id} proposal={p} showListing onReviewed={() => void refresh('/api/admin/proposals', '/api/synagogues')} />
          ))}
        </Stack>
      </ListScroll>
    </ListPanel>
  );
}
