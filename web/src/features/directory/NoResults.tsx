import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';

/** The empty state of a search (spec §2): 'Show All Synagogues' clears the search. */
export function NoResults({ onShowAll }: { onShowAll: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>No synagogues found</EmptyState.Title>
          <EmptyState.Description>Try adjusting your search terms or location</EmptyState.Description>
        </VStack>
        <Button colorPalette="blue" onClick={onShowAll}>
          Show All Synagogues
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
