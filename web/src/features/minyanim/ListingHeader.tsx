import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { ContactLines } from '../directory/ContactLines.tsx';
import { AMENITIES, capitalize } from '../directory/format.ts';

/** Everything the directory knows about a listing: name, address, contacts, nusach, amenities, notes. */
export function ListingHeader({ listing: s }: { listing: SynagogueDetail }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {s.name}
      </Heading>
      <ContactLines listing={s} iconSize={18} />
      <HStack gap="2" wrap="wrap">
        {s.nusach && <Badge colorPalette="blue">Nusach {capitalize(s.nusach)}</Badge>}
        {AMENITIES.filter((a) => s[a.key]).map((a) => (
          <Badge key={a.key} colorPalette="green">
            {a.label}
          </Badge>
        ))}
      </HStack>
      {s.notes && <Text fontSize="sm">{s.notes}</Text>}
    </Stack>
  );
}
