import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { PSALM_MAX, PSALM_MIN } from '#contract/texts.ts';
import { Credits } from './Credits.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { showsEnglish, showsHebrew, type TextLanguage } from './language.ts';
import { Loading } from './Loading.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { samplePsalm } from './samples.ts';
import { EnglishText, HebrewText } from './TextBlocks.tsx';
import { usePsalm } from './useTexts.ts';
import { VerseList } from './VerseList.tsx';

interface PsalmProps {
  n: number;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
  bookmarked: boolean;
  onBookmark: () => void;
  onGo: (n: number) => void;
}

/** One psalm verse by verse, with its bookmark and the way to the psalms before and after it; a built-in copy when the library fails. */
export function Psalm({ n, language, onLanguage, bookmarked, onBookmark, onGo }: PsalmProps) {
  const { data, error, isLoading } = usePsalm(n);
  useEffect(() => {
    if (error) console.error('Psalm unavailable', n, error);
  }, [error, n]);
  const sample = error ? samplePsalm(n) : null;
  const verses = data?.verses ?? (sample?.kind === 'full' ? sample.psalm.verses : null);

  return (
    <Stack as="article" gap="5" aria-labelledby="psalm-heading">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="4" align="baseline" wrap="wrap">
          <Heading as="h2" size="2xl" id="psalm-heading">
            Psalm {n}
          </Heading>
          {data?.heRef && (
            <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize="2xl">
              {data.heRef}
            </Text>
          )}
        </HStack>
        <Button variant={bookmarked ? 'solid' : 'outline'} colorPalette="yellow" size="sm" aria-pressed={bookmarked} onClick={onBookmark}>
          {bookmarked ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
          {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
      </HStack>
      <LanguageSelector value={language} onChange={onLanguage} />
      {isLoading && <Loading label="Loading psalm..." />}
      {sample && (
        <OfflineNotice>
          {sample.kind === 'full'
            ? `Psalm ${n} could not be loaded from the text library. A built-in copy is shown instead.`
            : `Psalm ${n} could not be loaded from the text library. A one-verse sample (${sample.ref}) is shown instead; please try again later.`}
        </OfflineNotice>
      )}
      {verses && (
        <VerseList verses={verses.map((v) => ({ ...v, label: String(v.verse) }))} language={language} label={`Psalm ${n} verses`} />
      )}
      {data && <Credits credits={data.credits} />}
      {sample?.kind === 'verse' && (
        <Stack gap="2" as="blockquote">
          {showsHebrew(language) && <HebrewText>{sample.hebrew}</HebrewText>}
          {showsEnglish(language) && <EnglishText>{`${sample.english} (${sample.ref})`}</EnglishText>}
        </Stack>
      )}
      <HStack justify="space-between" gap="2">
        <Button variant="outline" size="sm" disabled={n <= PSALM_MIN} onClick={() => onGo(n - 1)}>
          <ChevronLeft aria-hidden /> Psalm {Math.max(PSALM_MIN, n - 1)}
        </Button>
        <Button variant="outline" size="sm" disabled={n >= PSALM_MAX} onClick={() => onGo(n + 1)}>
          Psalm {Math.min(PSALM_MAX, n + 1)} <ChevronRight aria-hidden />
        </Button>
      </HStack>
    </Stack>
  );
}
