import { Badge, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Globe, MapPin, Phone } from 'lucide-react';
import type { SynagogueDetail } from '../../../../schema/minyanim.ts';
import { AMENITIES, addressLine, capitalize, telHref, websiteLabel } from '../directory/format.ts';

/** Everything the directory knows about a listing: name, address, contacts, nusach, amenities, notes. */
export function ListingHeader({ listing: s }: { listing: SynagogueDetail }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {s.name}
      </Heading>
      <Stack gap="2" color="fg.muted">
        <HStack align="flex-start" gap="2">
          <MapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text>{addressLine(s)}</Text>
        </HStack>
        {s.phone && (
          <HStack gap="2">
            <Phone size={18} aria-hidden />
            <Link href={telHref(s.phone)} color="blue.700">
              {s.phone}
            </Link>
          </HStack>
        )}
        {s.website && (
          <HStack gap="2" minW="0">
            <Globe size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Link href={s.website} target="_blank" rel="noopener" color="blue.700" truncate>
              {websiteLabel(s.website)}
            </Link>
          </HStack>
        )}
      </Stack>
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
