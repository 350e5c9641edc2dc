import { Text } from '@chakra-ui/react';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { useShownNames } from '../directory/ListingName.tsx';

/**
 * The listing's Hebrew name under its names, when it has one that is neither of the names shown
 * above it (the page language's and the local one): on a Hebrew page it is the name itself.
 */
export function ListingHebrewName({ listing }: { listing: Pick<SynagogueDetail, 'name' | 'hebrewName' | 'names'> }) {
  const shown = useShownNames(listing);
  if (!listing.hebrewName || listing.hebrewName === shown.name || listing.hebrewName === listing.name) return null;
  return (
    <Text dir="rtl" lang="he" fontSize="xl" fontWeight="medium" textAlign="start" data-testid="hebrew-name">
      {listing.hebrewName}
    </Text>
  );
}
