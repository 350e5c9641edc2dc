import { Card, Heading, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, BookOpenText, ScrollText } from 'lucide-react';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { AppLink } from '../../i18n/links.tsx';

const SECTIONS: { to: string; title: MessageId; hebrew: string; text: MessageId; icon: typeof BookOpen }[] = [
  { to: '/siddur', title: 'texts.hub.siddur.title', hebrew: 'סידור', text: 'texts.hub.siddur.text', icon: BookOpen },
  { to: '/parsha', title: 'texts.hub.parsha.title', hebrew: 'פרשת השבוע', text: 'texts.hub.parsha.text', icon: ScrollText },
  { to: '/tehillim', title: 'texts.hub.tehillim.title', hebrew: 'תהילים', text: 'texts.hub.tehillim.text', icon: BookOpenText },
];

/** The prayer & study hub's three sections, each a card that is one link. */
export function PrayerStudySections() {
  const t = useT();
  const locale = useLocale();
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
                    <AppLink to={s.to}>{t(s.title)}</AppLink>
                  </Link>
                </Heading>
                {/* The Hebrew name under the heading, unless the heading is already in Hebrew. */}
                {locale !== 'he' && (
                  <Text lang="he" dir="rtl" fontFamily="hebrew" color="fg.muted" alignSelf="flex-start">
                    {s.hebrew}
                  </Text>
                )}
              </Stack>
              <Text>{t(s.text)}</Text>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
