import { Button, Field, HStack, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { POPULAR_PSALMS, PSALM_MAX, PSALM_MIN } from '#contract/texts.ts';
import { useHydrated, useHydratedSearchParams } from '../app/hydration.ts';
import { Seo } from '../app/Seo.tsx';
import { useLearning } from '../features/siddur/useSiddurTexts.ts';
import { Credits } from '../features/texts/Credits.tsx';
import { LanguageSelector } from '../features/texts/LanguageSelector.tsx';
import { DEFAULT_LANGUAGE, showsEnglish, showsHebrew, type TextLanguage } from '../features/texts/language.ts';
import { Loading } from '../features/texts/Loading.tsx';
import { OfflineNotice } from '../features/texts/OfflineNotice.tsx';
import { samplePsalm } from '../features/texts/samples.ts';
import { EnglishText, HebrewText } from '../features/texts/TextBlocks.tsx';
import { useTypedBeforeStart } from '../features/forms/typedBeforeStart.ts';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { useBookmarks } from '../features/texts/useBookmarks.ts';
import { localIsoDate, usePsalm } from '../features/texts/useTexts.ts';
import { VerseList } from '../features/texts/VerseList.tsx';

const inRange = (n: number) => Number.isInteger(n) && n >= PSALM_MIN && n <= PSALM_MAX;

/** The address of a psalm: `/tehillim?psalm=23` (the number box is a GET form that sends it). */
const psalmHref = (psalm: number) => (psalm === PSALM_MIN ? '/tehillim' : `/tehillim?psalm=${psalm}`);

/** Tehillim: one psalm at a time, `?psalm=` (or the older `?n=`) in the address, starting at psalm 1. */
export function TehillimPage() {
  const [params, setParams] = useHydratedSearchParams();
  const requested = Number(params.get('psalm') ?? params.get('n') ?? PSALM_MIN);
  const n = inRange(requested) ? requested : PSALM_MIN;
  const go = (psalm: number) => setParams(psalm === PSALM_MIN ? {} : { psalm: String(psalm) });
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { bookmarks, toggle, isBookmarked } = useBookmarks();

  return (
    <TextPageShell title="Tehillim" subtitle={<Text color="fg.muted">The Book of Psalms</Text>} back={{ to: '/tefillah', label: 'Back to Prayer & Study' }}>
      <Seo
        title={n === PSALM_MIN ? 'Tehillim' : `Psalm ${n} | Tehillim`}
        description="The 150 Psalms in Hebrew and English, verse by verse, with bookmarks for your session."
        path={psalmHref(n)}
        keywords="tehillim, psalms, psalm 23, psalm 121, hebrew, english"
      />
      <PsalmFinder onGo={go} />
      <Stack gap="2" as="nav" aria-label="Popular Psalms">
        <Heading as="h2" size="md">
          Popular Psalms
        </Heading>
        <Wrap gap="2">
          {POPULAR_PSALMS.map((p) => (
            <Button key={p} asChild size="sm" variant={p === n ? 'solid' : 'outline'} colorPalette="blue">
              <RouterLink to={psalmHref(p)} aria-current={p === n ? 'page' : undefined}>
                Psalm {p}
              </RouterLink>
            </Button>
          ))}
        </Wrap>
      </Stack>
      <TodaysPsalms current={n} />
      {bookmarks.length > 0 && (
        <Stack gap="2" as="nav" aria-label="Bookmarked">
          <Heading as="h2" size="md">
            Bookmarked
          </Heading>
          <Wrap gap="2">
            {bookmarks.map((p) => (
              <Button key={p} size="sm" variant="subtle" colorPalette="yellow" onClick={() => go(p)}>
                <BookmarkCheck aria-hidden /> Psalm {p}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
      <Psalm n={n} language={language} onLanguage={setLanguage} bookmarked={isBookmarked(n)} onBookmark={() => toggle(n)} onGo={go} />
    </TextPageShell>
  );
}

/** Today's psalms by the monthly cycle (day of the Hebrew month) and the weekly one (day of the week). */
function TodaysPsalms({ current }: { current: number }) {
  const hydrated = useHydrated();
  const { data } = useLearning(hydrated ? localIsoDate() : null);
  if (!data) return null;
  const cycles = [
    { label: 'Monthly cycle', psalms: data.psalms.monthly },
    { label: 'Weekly cycle', psalms: data.psalms.weekly },
  ];
  return (
    <Stack gap="2" as="nav" aria-label="Today's psalms">
      <Heading as="h2" size="md">
        Today’s psalms
      </Heading>
      {cycles.map((cycle) => (
        <HStack key={cycle.label} gap="2" align="baseline" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" minW="28">
            {cycle.label}
          </Text>
          <Wrap gap="1">
            {cycle.psalms.map((p) => (
              <Button key={p} asChild size="xs" variant={p === current ? 'solid' : 'outline'} colorPalette="teal">
                <RouterLink to={psalmHref(p)} aria-current={p === current ? 'page' : undefined} aria-label={`Psalm ${p}`}>
                  {p}
                </RouterLink>
              </Button>
            ))}
          </Wrap>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The number box: a GET form to `/tehillim?psalm=N`, so it works before the app starts; once it
 * has, it jumps in place, only to 1-150, and says so otherwise. A number typed before then is kept.
 */
function PsalmFinder({ onGo }: { onGo: (n: number) => void }) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(inputRef, value, setValue);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value.trim());
    setInvalid(!inRange(n));
    if (inRange(n)) {
      onGo(n);
      setValue('');
    }
  };
  return (
    <form method="get" action="/tehillim" onSubmit={submit} role="search" aria-label="Go to a psalm" noValidate>
      <Field.Root invalid={invalid} maxW={{ md: 'md' }}>
        <Field.Label>Psalm number</Field.Label>
        <HStack gap="2" w="full">
          <Input
            ref={inputRef}
            name="psalm"
            type="number"
            inputMode="numeric"
            min={PSALM_MIN}
            max={PSALM_MAX}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="Enter psalm number (1-150)"
          />
          <Button type="submit" colorPalette="blue">
            Go
          </Button>
        </HStack>
        <Field.ErrorText>Enter a whole number from 1 to 150.</Field.ErrorText>
      </Field.Root>
    </form>
  );
}

interface PsalmProps {
  n: number;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
  bookmarked: boolean;
  onBookmark: () => void;
  onGo: (n: number) => void;
}

function Psalm({ n, language, onLanguage, bookmarked, onBookmark, onGo }: PsalmProps) {
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
      {verses && <VerseList verses={verses.map((v) => ({ ...v, label: String(v.verse) }))} language={language} label={`Psalm ${n} verses`} />}
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
