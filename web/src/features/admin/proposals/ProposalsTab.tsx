import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { ProposalCard } from './ProposalCard.tsx';
import { adminReads, refresh, useAdminData } from '../adminData.ts';
import { ReviewQueue, type ReviewFilter } from '../review/ReviewQueue.tsx';

/** Times proposed by visitors for listings that have no managers (the others go to the managers). */
export function ProposalsTab() {
  const t = useT();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { data, error, isLoading, mutate } = useAdminData(adminReads.proposals(filter), { keepPreviousData: true });
  const proposals = data ?? [];
  return (
    <ReviewQueue
      title={t('admin.tabs.proposals')}
      loadingText={t('admin.proposals.loading')}
      failedText={t('admin.proposals.loadFailed')}
      listLabel={t('admin.proposals.listLabel')}
      filterName="proposal-status"
      approvedLabel={t('admin.proposals.accepted')}
      filter={filter}
      onFilter={setFilter}
      items={proposals}
      loading={isLoading && !data}
      error={error}
      onRetry={() => void mutate()}
      emptyPending={t('admin.proposals.emptyPending')}
      emptyOther={t('admin.proposals.emptyOther')}
      renderItem={(p) => <ProposalCard key={p.id} proposal={p} showListing onReviewed={() => void refresh('proposals', 'synagogues')} />}
    />
  );
}
