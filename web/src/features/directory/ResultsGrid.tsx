import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { memo } from 'react';
import type { Synagogue } from '#contract/synagogues.ts';
import { SynagogueCard } from './SynagogueCard.tsx';

const PLACEHOLDERS = 6;

interface ResultsGridProps {
  results: Synagogue[] | undefined;
  /** The results shown are the previous query's while the next loads. */
  stale: boolean;
}

/**
 * The 'Synagogue Directory' card grid; skeleton cards while loading. Memoized: each answer from
 * the API renders the search page at once (SWR's store updates are synchronous), while the
 * results reach this grid deferred (useSynagogueSearch), so the 20 cards are not rendered again
 * for nothing in those long, uninterruptible renders.
 */
export const ResultsGrid = memo(function ResultsGrid({ results, stale }: ResultsGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="4"
      aria-busy={!results || stale}
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {results
        ? results.map((s) => (
            <li key={s.id}>
              <SynagogueCard synagogue={s} />
            </li>
          ))
        : Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <Skeleton height="44" rounded="lg" />
            </li>
          ))}
    </SimpleGrid>
  );
});
