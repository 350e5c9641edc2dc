import { Credits } from './Credits.tsx';
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Prayer } from '#contract/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { showsEnglish, showsHebrew, type TextLanguage } from './language.ts';
import { EnglishText, HebrewText } from './TextBlocks.tsx';

/** A siddur card: 'Prayer N' with its section's badge, the prayer's name, its text. */
export function PrayerCard({ prayer, index, language }: { prayer: Prayer; index: number; language: TextLanguage }) {
  const t = useT();
  return (
    <Card.Root as="article" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0">
            <Heading as="h2" size="lg">
              {t('texts.prayer.number', { n: index + 1 })}
            </Heading>
            <Text color="fg.muted" dir="auto">
              {prayer.title}
            </Text>
          </Stack>
          <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
            {t(`texts.section.${prayer.category}`)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {showsHebrew(language) && prayer.hebrew && <HebrewText>{prayer.hebrew}</HebrewText>}
        {showsEnglish(language) && prayer.english && <EnglishText>{prayer.english}</EnglishText>}
        <Credits credits={prayer.credits} />
      </Card.Body>
    </Card.Root>
  );
}
