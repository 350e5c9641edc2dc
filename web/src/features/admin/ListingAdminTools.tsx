import { Box, Heading, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';

// Loaded only for an admin: the rule editor and the change log.
const MinyanRulesEditor = lazy(() => import('../minyanim/MinyanRulesEditor.tsx').then((m) => ({ default: m.MinyanRulesEditor })));
const ListingHistory = lazy(() => import('./history/ListingHistory.tsx').then((m) => ({ default: m.ListingHistory })));

/** On a listing's page, for an admin: edit its minyan times, and its change history with revert. */
export function ListingAdminTools({ synagogueId, onChanged }: { synagogueId: number; onChanged: () => void }) {
  return (
    <Box as="section" aria-labelledby="rules-heading" borderTopWidth="1px" pt="8">
      <Heading as="h2" id="rules-heading" size="lg" mb="4">
        Edit minyan times
      </Heading>
      <Suspense fallback={<Text>Loading...</Text>}>
        <MinyanRulesEditor synagogueId={synagogueId} onSaved={() => onChanged()} />
      </Suspense>
      <Heading as="h2" id="history-heading" size="lg" mt="10" mb="4">
        History
      </Heading>
      <Suspense fallback={<Text>Loading...</Text>}>
        <ListingHistory synagogueId={synagogueId} onReverted={onChanged} />
      </Suspense>
    </Box>
  );
}
