import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { Parasha } from '#contract/texts.ts';
import { formatLongDate } from '../../lib/format.ts';
import { readingPath } from './ParashaCard.tsx';

/** This week's portion, featured above the list. */
export function FeaturedParasha({ parashas, shabbat }: { parashas: Parasha[]; shabbat: string }) {
  const [first] = parashas;
  if (!first) return <Text color="fg.muted">Loading current parsha...</Text>;
  const names = parashas.map((p) => p.name).join('–');
  const hebrew = parashas.map((p) => p.hebrewName).join('–');
  return (
    <Card.Root as="section" aria-label="This week's Torah portion" variant="subtle" colorPalette="orange" bg="colorPalette.subtle">
      <Card.Body gap="3">
        <HStack gap="3" wrap="wrap">
          {/* White on orange.700 in both modes: the palette's own solid pair is 3.5:1 in light
              (white on orange.600) and 2.7:1 in dark; WCAG AA needs 4.5. */}
          <Badge colorPalette="orange" variant="solid" size="lg" bg="orange.700" color="white">
            THIS WEEK
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            Shabbat, {formatLongDate(shabbat)}
          </Text>
        </HStack>
        <HStack justify="space-between" align="baseline" gap="4" wrap="wrap">
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
            Parashat {names}
          </Heading>
          <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
            {hebrew}
          </Text>
        </HStack>
        <Stack gap="0" color="fg.muted">
          {parashas.map((p) => (
            <Text key={p.name}>
              {p.ref} · Haftarah: {p.haftarahRef}
            </Text>
          ))}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {parashas.map((p) => (
            <Button key={p.name} asChild colorPalette="orange" size="sm" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }}>
              <RouterLink to={readingPath(p.name)}>
                <BookOpen aria-hidden /> Read {p.name}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
