import { Button, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { PSALM_MAX, PSALM_MIN } from '#domain/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
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
  const t = useT();
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
            {t('texts.tehillim.psalm', { n })}
          </Heading>
          {data?.heRef && (
            <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize="2xl">
              {data.heRef}
            </Text>
          )}
        </HStack>
        <Button variant={bookmarked ? 'solid' : 'outline'} colorPalette="yellow" size="sm" aria-pressed={bookmarked} onClick={onBookmark}>
          {bookmarked ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
          {t(bookmarked ? 'texts.tehillim.bookmarked' : 'texts.tehillim.bookmark')}
        </Button>
      </HStack>
      <LanguageSelector value={language} onChange={onLanguage} />
      {isLoading && <Loading label={t('texts.tehillim.loading')} />}
      {sample && (
        <OfflineNotice>
          {sample.kind === 'full' ? t('texts.tehillim.offlineFull', { n }) : t('texts.tehillim.offlineVerse', { n, ref: sample.ref })}
        </OfflineNotice>
      )}
      {verses && (
        <VerseList
          verses={verses.map((v) => ({ ...v, label: String(v.verse) }))}
          language={language}
          label={t('texts.verses', { title: t('texts.tehillim.psalm', { n }) })}
        />
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
          <Icon _rtl={{ transform: 'scaleX(-1)' }}>
            <ChevronLeft aria-hidden />
          </Icon>{' '}
          {t('texts.tehillim.psalm', { n: Math.max(PSALM_MIN, n - 1) })}
        </Button>
        <Button variant="outline" size="sm" disabled={n >= PSALM_MAX} onClick={() => onGo(n + 1)}>
          {t('texts.tehillim.psalm', { n: Math.min(PSALM_MAX, n + 1) })}{' '}
          <Icon _rtl={{ transform: 'scaleX(-1)' }}>
            <ChevronRight aria-hidden />
          </Icon>
        </Button>
      </HStack>
    </Stack>
  );
}
