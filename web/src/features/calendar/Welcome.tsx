// Before a location is set: a welcome message and up to eight quick-picks, one
// per distinct preset city name.
import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { quickPicks } from '#domain/places.ts';
import { placeHref } from './location.ts';

const PICKS = quickPicks(8);

/** The quick-picks are links (/calendar?place=…), so they work before the page's script has run. */
export function Welcome() {
  return (
    <Card.Root as="section" aria-labelledby="calendar-welcome-heading" textAlign="center">
      <Card.Body gap="3" alignItems="center" py="8">
        <CalendarDays size={40} aria-hidden />
        <Heading as="h2" size="lg" id="calendar-welcome-heading">
          Welcome to the Hebrew Calendar
        </Heading>
        <Text color="fg.muted" maxW="xl">
          Search for a city or ZIP code, or use Near Me, to see holidays, candle lighting, havdalah and daily times for your location. Or
          pick a city:
        </Text>
        <Flex gap="2" wrap="wrap" justify="center" role="group" aria-label="Popular cities">
          {PICKS.map((place) => (
            <Button key={place.geonameid} variant="outline" size="sm" asChild>
              <Link to={placeHref(place)}>{place.name}</Link>
            </Button>
          ))}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
