import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { ContactLines } from '../directory/ContactLines.tsx';
import { LocalName, ShownName } from '../directory/ListingName.tsx';
import { AMENITIES } from '../directory/format.ts';
import { useListingWords } from '../directory/words.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { ListingHebrewName } from './ListingHebrewName.tsx';

/**
 * Everything the directory knows about a listing: its name in the page's language with the local
 * name and the Hebrew name beneath, address, contacts, nusach, amenities, notes.
 */
export function ListingHeader({ listing: s }: { listing: SynagogueDetail }) {
  const t = useT();
  const words = useListingWords();
  return (
    <Stack gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <ShownName listing={s} />
      </Heading>
      <LocalName listing={s} fontSize="xl" fontWeight="medium" mt="-2" />
      <ListingHebrewName listing={s} />
      <ContactLines listing={s} iconSize={18} />
      <HStack gap="2" wrap="wrap">
        {s.nusach && <Badge colorPalette="blue">{t('minyanim.listing.nusach', { nusach: words.nusach(s.nusach) })}</Badge>}
        {AMENITIES.filter((a) => s[a.key]).map((a) => (
          <Badge key={a.key} colorPalette="green">
            {t(a.label)}
          </Badge>
        ))}
      </HStack>
      {s.notes && (
        <Text fontSize="sm" dir="auto" textAlign="start">
          {s.notes}
        </Text>
      )}
    </Stack>
  );
}
