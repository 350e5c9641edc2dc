import { useState } from 'react';
import { ProposalCard } from './ProposalCard.tsx';
import { adminReads, refresh, useAdminData } from '../adminData.ts';
import { ReviewQueue, type ReviewFilter } from '../review/ReviewQueue.tsx';

/** Times proposed by visitors for listings that have no managers (the others go to the managers). */
export function ProposalsTab() {
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { data, error, isLoading, mutate } = useAdminData(adminReads.proposals(filter), { keepPreviousData: true });
  const proposals = data ?? [];
  return (
    <ReviewQueue
      title="Time Proposals"
      listLabel="Time proposal list"
      filterName="proposal-status"
      approvedLabel="Accepted"
      filter={filter}
      onFilter={setFilter}
      items={proposals}
      loading={isLoading && !data}
      error={error}
      onRetry={() => void mutate()}
      emptyPending="No proposed times are waiting for review."
      emptyOther="No proposals here."
      renderItem={(p) => <ProposalCard key={p.id} proposal={p} showListing onReviewed={() => void refresh('proposals', 'synagogues')} />}
    />
  );
}
