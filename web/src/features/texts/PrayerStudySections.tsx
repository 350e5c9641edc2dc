import { Card, Heading, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, BookOpenText, ScrollText } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

const SECTIONS = [
  {
    to: '/siddur',
    title: 'Siddur',
    hebrew: 'סידור',
    text: 'The complete siddur, Ashkenaz, Sefard or Edot HaMizrach, with today’s changes.',
    icon: BookOpen,
  },
  {
    to: '/parsha',
    title: 'Weekly Parsha',
    hebrew: 'פרשת השבוע',
    text: 'The 54 Torah portions with their Haftarah, and this week’s.',
    icon: ScrollText,
  },
  { to: '/tehillim', title: 'Tehillim', hebrew: 'תהילים', text: 'The 150 Psalms, verse by verse, with bookmarks.', icon: BookOpenText },
];

/** The prayer & study hub's three sections, each a card that is one link. */
export function PrayerStudySections() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
      {SECTIONS.map((s) => (
        <li key={s.to}>
          <Card.Root variant="outline" height="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="blue" position="relative">
            <Card.Body gap="3">
              <Icon size="xl" color="colorPalette.fg">
                <s.icon aria-hidden />
              </Icon>
              <Stack gap="0">
                <Heading as="h2" size="lg">
                  {/* The whole card is the link: the heading's link stretches over it. */}
                  <Link asChild _after={{ content: '""', position: 'absolute', inset: 0 }}>
                    <RouterLink to={s.to}>{s.title}</RouterLink>
                  </Link>
                </Heading>
                <Text lang="he" dir="rtl" fontFamily="hebrew" color="fg.muted" alignSelf="flex-start">
                  {s.hebrew}
                </Text>
              </Stack>
              <Text>{s.text}</Text>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
