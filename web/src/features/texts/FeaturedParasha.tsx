import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import type { Parasha } from '#contract/texts.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { useFormat } from '../../i18n/format.ts';
import { AppLink } from '../../i18n/links.tsx';
import { readingPath } from './ParashaCard.tsx';

/** This week's portion, featured above the list. */
export function FeaturedParasha({ parashas, shabbat }: { parashas: Parasha[]; shabbat: string }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const [first] = parashas;
  if (!first) return <Text color="fg.muted">{t('texts.parsha.loadingCurrent')}</Text>;
  const names = parashas.map((p) => p.name).join('–');
  const hebrew = parashas.map((p) => p.hebrewName).join('–');
  // A civil day: noon UTC read in UTC is that day in every language.
  const shabbatDate = format.date(new Date(`${shabbat}T12:00:00Z`), 'UTC');
  return (
    <Card.Root as="section" aria-label={t('texts.parsha.thisWeekLabel')} variant="subtle" colorPalette="orange" bg="colorPalette.subtle">
      <Card.Body gap="3">
        <HStack gap="3" wrap="wrap">
          {/* White on orange.700 in both modes: the palette's own solid pair is 3.5:1 in light
              (white on orange.600) and 2.7:1 in dark; WCAG AA needs 4.5. */}
          <Badge colorPalette="orange" variant="solid" size="lg" bg="orange.700" color="white">
            {t('texts.parsha.thisWeek')}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('texts.parsha.shabbat', { date: shabbatDate })}
          </Text>
        </HStack>
        <HStack justify="space-between" align="baseline" gap="4" wrap="wrap">
          {/* On a Hebrew page the Hebrew name is the heading; elsewhere it follows the transliteration. */}
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
            {locale === 'he' ? hebrew : t('texts.parsha.named', { name: names })}
          </Heading>
          {locale !== 'he' && (
            <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
              {hebrew}
            </Text>
          )}
        </HStack>
        <Stack gap="0" color="fg.muted">
          {parashas.map((p) => (
            <Text key={p.name} dir="auto">
              {t('texts.parsha.refs', { ref: p.ref, haftarah: p.haftarahRef })}
            </Text>
          ))}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {parashas.map((p) => (
            <Button key={p.name} asChild colorPalette="orange" size="sm" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }}>
              <AppLink to={readingPath(p.name)}>
                <BookOpen aria-hidden /> {t('texts.parsha.read', { name: locale === 'he' ? p.hebrewName : p.name })}
              </AppLink>
            </Button>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
