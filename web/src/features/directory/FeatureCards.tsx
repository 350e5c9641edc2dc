import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Info, Map as MapIcon, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const FEATURES: { title: string; text: string; icon: ReactNode; link?: { to: string; label: string } }[] = [
  { title: 'Interactive Maps', text: 'See shuls on a live map and pan around to discover more nearby.', icon: <MapIcon /> },
  { title: 'Smart Search', text: 'Search by city, synagogue name or zip code, with suggestions as you type.', icon: <Search /> },
  {
    title: 'Detailed Information',
    text: 'Addresses, phone numbers, websites, nusach and amenities at a glance.',
    icon: <Info />,
  },
  {
    title: 'Hebrew Calendar',
    text: 'Holidays, candle lighting, havdalah and daily zmanim for your location.',
    icon: <CalendarDays />,
    link: { to: '/calendar', label: 'View Calendar' },
  },
];

/** The home page's four cards saying what the directory offers. */
export function FeatureCards() {
  return (
    <Stack as="section" aria-labelledby="features-heading" gap="6">
      <Heading as="h2" id="features-heading" size="xl" textAlign="center">
        Everything you need to find a minyan
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {FEATURES.map((f) => (
          <Card.Root key={f.title} variant="outline" height="full">
            <Card.Body gap="3">
              <Box color="blue.700" aria-hidden>
                {f.icon}
              </Box>
              <Heading as="h3" size="md">
                {f.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {f.text}
              </Text>
              {f.link && (
                <Link asChild color="blue.700" fontWeight="medium" mt="auto">
                  <RouterLink to={f.link.to}>{f.link.label}</RouterLink>
                </Link>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
