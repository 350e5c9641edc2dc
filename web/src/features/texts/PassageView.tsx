import { Credits } from './Credits.tsx';
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { TextPassage } from '#contract/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { TextLanguage } from './language.ts';
import { VerseList } from './VerseList.tsx';

/** A reading (Torah or Haftarah) with its references, verse by verse. */
export function PassageView({ title, passage, language }: { title: string; passage: TextPassage; language: TextLanguage }) {
  const t = useT();
  const verses = passage.labels.map((label, i) => ({ label, hebrew: passage.he[i] ?? '', english: passage.text[i] ?? '' }));
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Stack gap="0">
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        <HStack justify="space-between" gap="3" wrap="wrap" color="fg.muted">
          <Text dir="ltr">{passage.ref}</Text>
          <Text lang="he" dir="rtl" fontFamily="hebrew">
            {passage.heRef}
          </Text>
        </HStack>
      </Stack>
      <VerseList verses={verses} language={language} label={t('texts.verses', { title })} />
      <Credits credits={passage.credits ?? []} />
    </Stack>
  );
}
