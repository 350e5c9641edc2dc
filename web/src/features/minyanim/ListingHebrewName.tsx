import { Text } from '@chakra-ui/react';
import type { SynagogueDetail } from '#contract/minyanim.ts';

/** The listing's Hebrew name under its name, when it has one that differs. */
export function ListingHebrewName({ listing }: { listing: Pick<SynagogueDetail, 'name' | 'hebrewName'> }) {
  if (!listing.hebrewName || listing.hebrewName === listing.name) return null;
  return (
    <Text dir="rtl" lang="he" fontSize="xl" fontWeight="medium" textAlign="start" data-testid="hebrew-name">
      {listing.hebrewName}
    </Text>
  );
}
