import { Box, Heading, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';

// Loaded only for an admin: the rule editor and the change log.
const MinyanRulesEditor = lazy(() => import('../minyanim/MinyanRulesEditor.tsx').then((m) => ({ default: m.MinyanRulesEditor })));
const ListingHistory = lazy(() => import('./history/ListingHistory.tsx').then((m) => ({ default: m.ListingHistory })));

/** On a listing's page, for an admin: edit its minyan times, and its change history with revert. */
export function ListingAdminTools({ synagogueId, onChanged }: { synagogueId: number; onChanged: () => void }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="rules-heading" borderTopWidth="1px" pt="8">
      <Heading as="h2" id="rules-heading" size="lg" mb="4">
        {t('admin.tools.editTimes')}
      </Heading>
      <Suspense fallback={<Text>{t('admin.common.loading')}</Text>}>
        <MinyanRulesEditor synagogueId={synagogueId} onSaved={() => onChanged()} />
      </Suspense>
      <Heading as="h2" id="history-heading" size="lg" mt="10" mb="4">
        {t('admin.tools.history')}
      </Heading>
      <Suspense fallback={<Text>{t('admin.common.loading')}</Text>}>
        <ListingHistory synagogueId={synagogueId} onReverted={onChanged} />
      </Suspense>
    </Box>
  );
}
