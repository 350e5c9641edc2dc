import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Info, Map as MapIcon, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/ids.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

const FEATURES: { title: MessageId; text: MessageId; icon: ReactNode; link?: { to: string; label: MessageId } }[] = [
  { title: 'directory.features.maps.title', text: 'directory.features.maps.text', icon: <MapIcon /> },
  { title: 'directory.features.search.title', text: 'directory.features.search.text', icon: <Search /> },
  { title: 'directory.features.details.title', text: 'directory.features.details.text', icon: <Info /> },
  {
    title: 'directory.features.calendar.title',
    text: 'directory.features.calendar.text',
    icon: <CalendarDays />,
    link: { to: '/calendar', label: 'directory.features.calendar.link' },
  },
];

/** The home page's four cards saying what the directory offers. */
export function FeatureCards() {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="features-heading" gap="6">
      <Heading as="h2" id="features-heading" size="xl" textAlign="center">
        {t('directory.features.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {FEATURES.map((f) => (
          <Card.Root key={f.title} variant="outline" height="full">
            <Card.Body gap="3">
              <Box color="blue.700" aria-hidden>
                {f.icon}
              </Box>
              <Heading as="h3" size="md">
                {t(f.title)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(f.text)}
              </Text>
              {f.link && (
                <Link asChild color="blue.700" fontWeight="medium" mt="auto">
                  <AppLink to={f.link.to}>{t(f.link.label)}</AppLink>
                </Link>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
