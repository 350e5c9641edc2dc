import { Badge, Card, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { Navigation } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { Synagogue } from '#contract/synagogues.ts';
import { ContactLines } from './ContactLines.tsx';
import { capitalize, distanceLabel, shulPath } from './format.ts';

/** A result card. */
export function SynagogueCard({ synagogue: s }: { synagogue: Synagogue }) {
  return (
    <Card.Root as="article" size="sm" height="full" variant="outline">
      <Card.Body gap="3">
        <Heading as="h3" size="md" lineHeight="short">
          <Link asChild color="inherit">
            <RouterLink to={shulPath(s.id)}>{s.name}</RouterLink>
          </Link>
        </Heading>
        <ContactLines listing={s} iconSize={16} fontSize="sm">
          {s.distanceKm !== undefined && (
            <HStack gap="2">
              <Navigation size={16} aria-hidden />
              <Text>{distanceLabel(s.distanceKm)}</Text>
            </HStack>
          )}
        </ContactLines>
        <HStack gap="2" wrap="wrap" mt="auto">
          {s.nusach && <Badge colorPalette="blue">{capitalize(s.nusach)}</Badge>}
          {s.hasWheelchairAccess && <Badge colorPalette="green">Wheelchair Accessible</Badge>}
          {s.hasParking && <Badge colorPalette="purple">Parking</Badge>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
