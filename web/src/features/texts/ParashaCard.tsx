import { Badge, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { Parasha } from '#contract/texts.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

export const readingPath = (name: string) => `/parsha?name=${encodeURIComponent(name)}`;

/**
 * One of the 54: number, names, books and references; the card opens the reading. On a Hebrew
 * page the Hebrew name, book and reference only; elsewhere the transliteration and English beside them.
 */
export function ParashaCard({ parasha: p, thisWeek }: { parasha: Parasha; thisWeek: boolean }) {
  const t = useT();
  const hebrewPage = useLocale() === 'he';
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      height="full"
      position="relative"
      colorPalette={thisWeek ? 'orange' : 'blue'}
      borderColor={thisWeek ? 'colorPalette.solid' : undefined}
      borderWidth={thisWeek ? '2px' : undefined}
      _hover={{ borderColor: 'colorPalette.solid' }}
      data-testid="parasha-card"
    >
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted">
            #{p.number}
          </Text>
          {thisWeek && (
            <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white">
              {t('texts.parsha.thisWeek')}
            </Badge>
          )}
        </HStack>
        <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h3" size="md">
            <Link asChild _after={{ content: '""', position: 'absolute', inset: 0 }}>
              <AppLink to={readingPath(p.name)}>{hebrewPage ? p.hebrewName : <bdi>{p.name}</bdi>}</AppLink>
            </Link>
          </Heading>
          {!hebrewPage && (
            <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize="lg" fontWeight="bold">
              {p.hebrewName}
            </Text>
          )}
        </HStack>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <HStack justify="space-between" gap="3" wrap="wrap">
            {!hebrewPage && <Text dir="ltr">{p.book}</Text>}
            <Text lang="he" dir="rtl" fontFamily="hebrew">
              {p.hebrewBook}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="3" wrap="wrap">
            {!hebrewPage && <Text dir="ltr">{p.ref}</Text>}
            <Text lang="he" dir="rtl" fontFamily="hebrew">
              {p.heRef}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
