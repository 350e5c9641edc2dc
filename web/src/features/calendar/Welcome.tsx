// Before a location is set: a welcome message and up to eight quick-picks, one
// per distinct preset city name.
import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { quickPicks } from '#domain/places.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { placeHref } from './location.ts';

const PICKS = quickPicks(8);

/** The quick-picks are links (/calendar?place=…), so they work before the page's script has run. */
export function Welcome() {
  const t = useT();
  return (
    <Card.Root as="section" aria-labelledby="calendar-welcome-heading" textAlign="center">
      <Card.Body gap="3" alignItems="center" py="8">
        <CalendarDays size={40} aria-hidden />
        <Heading as="h2" size="lg" id="calendar-welcome-heading">
          {t('calendar.welcome.heading')}
        </Heading>
        <Text color="fg.muted" maxW="xl">
          {t('calendar.welcome.text')}
        </Text>
        <Flex gap="2" wrap="wrap" justify="center" role="group" aria-label={t('calendar.welcome.cities')}>
          {PICKS.map((place) => (
            <Button key={place.geonameid} variant="outline" size="sm" asChild>
              <AppLink to={placeHref(place)}>
                <bdi>{place.name}</bdi>
              </AppLink>
            </Button>
          ))}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
