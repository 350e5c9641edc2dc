import { Badge, Card, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { Navigation } from 'lucide-react';
import type { Synagogue } from '#contract/synagogues.ts';
import { ContactLines } from './ContactLines.tsx';
import { LocalName, ShownName } from './ListingName.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { shulPath } from './format.ts';
import { useListingWords } from './words.ts';

/** A result card. */
export function SynagogueCard({ synagogue: s }: { synagogue: Synagogue }) {
  const t = useT();
  const words = useListingWords();
  return (
    <Card.Root as="article" size="sm" height="full" variant="outline">
      <Card.Body gap="3">
        <Heading as="h3" size="md" lineHeight="short">
          <Link asChild color="inherit">
            <AppLink to={shulPath(s.id)}>
              <ShownName listing={s} />
            </AppLink>
          </Link>
        </Heading>
        <LocalName listing={s} fontSize="sm" color="fg.muted" mt="-2" />
        <ContactLines listing={s} iconSize={16} fontSize="sm">
          {s.distanceKm !== undefined && (
            <HStack gap="2">
              <Navigation size={16} aria-hidden />
              <Text>{words.distance(s.distanceKm)}</Text>
            </HStack>
          )}
        </ContactLines>
        <HStack gap="2" wrap="wrap" mt="auto">
          {s.nusach && <Badge colorPalette="blue">{words.nusach(s.nusach)}</Badge>}
          {s.hasWheelchairAccess && <Badge colorPalette="green">{t('directory.card.wheelchair')}</Badge>}
          {s.hasParking && <Badge colorPalette="purple">{t('directory.amenity.hasParking')}</Badge>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
