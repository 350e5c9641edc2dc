import { Badge, Box, Grid, Stack } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { showsEnglish, showsHebrew, type TextLanguage } from './language.ts';
import { EnglishText, HebrewText } from './TextBlocks.tsx';

export interface Verse {
  /** "23" or "31:4": shown before the verse. */
  label: string;
  hebrew: string;
  english: string;
}

/**
 * Numbered verses in the chosen language(s): stacked on narrow screens; side by side (English,
 * Hebrew) on wide ones when both are shown.
 */
export function VerseList({ verses, language, label }: { verses: Verse[]; language: TextLanguage; label: string }) {
  const t = useT();
  const both = language === 'both';
  return (
    <Stack as="ol" listStyleType="none" gap="4" aria-label={label}>
      {verses.map((v, i) => (
        <Box as="li" key={`${v.label}-${i}`} borderBottomWidth="1px" borderColor="border.muted" pb="4">
          <Badge variant="outline" colorPalette="gray" mb="2">
            <span aria-hidden>{v.label}</span>
            <Box as="span" srOnly>
              {t('texts.verse', { label: v.label })}
            </Box>
          </Badge>
          <Grid templateColumns={{ base: '1fr', lg: both ? '1fr 1fr' : '1fr' }} gap={{ base: '2', lg: '6' }}>
            {showsEnglish(language) && v.english && <EnglishText>{v.english}</EnglishText>}
            {showsHebrew(language) && v.hebrew && <HebrewText>{v.hebrew}</HebrewText>}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
