import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import { SynagogueCard } from './SynagogueCard.tsx';

const PLACEHOLDERS = 6;

interface ResultsGridProps {
  results: Synagogue[] | undefined;
  /** The results shown are the previous query's while the next loads. */
  stale: boolean;
}

/** The 'Synagogue Directory' card grid; skeleton cards while loading. */
export function ResultsGrid({ results, stale }: ResultsGridProps) {
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
}
