import { Stack, Text } from '@chakra-ui/react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRead } from '../../lib/useRead.ts';
import { pendingProposals } from './api/manage.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { ProposalCard } from '../admin/proposals/ProposalCard.tsx';

/** The visitors' proposed times for one listing that wait for its manager. */
export function ManageProposals({ synagogueId, onReviewed }: { synagogueId: number; onReviewed: () => void }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useRead(pendingProposals(synagogueId));
  if (error) {
    return <LoadFailed title={t('manage.proposals.loadFailed')} detail={errorMessage(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) {
    return (
      <Text color="fg.muted" role="status">
        {t('manage.proposals.loading')}
      </Text>
    );
  }
  if (data.length === 0) return <Text color="fg.muted">{t('manage.proposals.none')}</Text>;
  return (
    <Stack role="list" gap="3" aria-label={t('manage.proposals.listLabel')}>
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
