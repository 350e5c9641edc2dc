import { Badge, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Globe, MapPin, Navigation, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { Synagogue } from '../../../../schema/synagogues.ts';
import { shulPath } from '../minyanim/format.ts';
import { addressLine, capitalize, distanceLabel, telHref, websiteLabel } from './format.ts';

/** A result card (spec §2 Search). */
export function SynagogueCard({ synagogue: s }: { synagogue: Synagogue }) {
  return (
    <Card.Root as="article" size="sm" height="full" variant="outline">
      <Card.Body gap="3">
        <Heading as="h3" size="md" lineHeight="short">
          <Link asChild color="inherit">
            <RouterLink to={shulPath(s.id)}>{s.name}</RouterLink>
          </Link>
        </Heading>
        <Stack gap="2" fontSize="sm" color="fg.muted">
          <HStack align="flex-start" gap="2">
            <MapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>{addressLine(s)}</Text>
          </HStack>
          {s.phone && (
            <HStack gap="2">
              <Phone size={16} aria-hidden />
              <Link href={telHref(s.phone)} color="blue.700">
                {s.phone}
              </Link>
            </HStack>
          )}
          {s.website && (
            <HStack gap="2" minW="0">
              <Globe size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Link href={s.website} target="_blank" rel="noopener" color="blue.700" truncate>
                {websiteLabel(s.website)}
              </Link>
            </HStack>
          )}
          {s.distanceKm !== undefined && (
            <HStack gap="2">
              <Navigation size={16} aria-hidden />
              <Text>{distanceLabel(s.distanceKm)}</Text>
            </HStack>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap" mt="auto">
          {s.nusach && <Badge colorPalette="blue">{capitalize(s.nusach)}</Badge>}
          {s.hasWheelchairAccess && <Badge colorPalette="green">Wheelchair Accessible</Badge>}
          {s.hasParking && <Badge colorPalette="purple">Parking</Badge>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
