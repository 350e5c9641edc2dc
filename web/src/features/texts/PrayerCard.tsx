import { Credits } from './Credits.tsx';
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { SIDDUR_SECTION_LABELS, type Prayer } from '#contract/texts.ts';
import { showsEnglish, showsHebrew, type TextLanguage } from './language.ts';
import { EnglishText, HebrewText } from './TextBlocks.tsx';

/** A siddur card: 'Prayer N' with its section's badge, the prayer's name, its text. */
export function PrayerCard({ prayer, index, language }: { prayer: Prayer; index: number; language: TextLanguage }) {
  return (
    <Card.Root as="article" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0">
            <Heading as="h2" size="lg">
              Prayer {index + 1}
            </Heading>
            <Text color="fg.muted">{prayer.title}</Text>
          </Stack>
          <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
            {SIDDUR_SECTION_LABELS[prayer.category]}
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
