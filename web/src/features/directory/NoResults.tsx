import { Button } from '@chakra-ui/react';
import { EmptyResults } from '../../app/EmptyResults.tsx';

/** The empty state of a search: 'Show All Synagogues' clears the search. */
export function NoResults({ onShowAll }: { onShowAll: () => void }) {
  return (
    <EmptyResults title="No synagogues found" description="Try adjusting your search terms or location">
      <Button colorPalette="blue" onClick={onShowAll}>
        Show All Synagogues
      </Button>
    </EmptyResults>
  );
}
