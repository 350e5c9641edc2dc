import { Badge, Box, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { Nusach, Service, SiddurPart } from '#contract/siddur.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Credits } from '../texts/Credits.tsx';
import { showsEnglish, showsHebrew, type TextLanguage } from '../texts/language.ts';
import { EnglishText, HebrewText } from '../texts/TextBlocks.tsx';
import type { PartMarks, SkippedVerses } from './todayMarks.ts';
import { usePartsBatch } from './useSiddurTexts.ts';

/** Starts loading a batch this far before the reader reaches it. */
const LOOKAHEAD = '800px 0px';

interface Props {
  nusach: Nusach;
  service: Service;
  serviceLabel: string;
  parts: SiddurPart[];
  /** The index of the batch's first part in the service. */
  first: number;
  marks: PartMarks[];
  language: TextLanguage;
}

/**
 * One batch of a service's parts (one request): each part is an article with its place in the
 * service, its text once the reader comes near it, and what today adds to or removes from it.
 */
export function PartsBatch({ nusach, service, serviceLabel, parts, first, marks, language }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(first === 0);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: LOOKAHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // A link to a part (#part-N) brings its batch near as well.
  useEffect(() => {
    const onHash = () => {
      const n = Number(window.location.hash.replace('#part-', ''));
      if (n >= first + 1 && n <= first + parts.length) setNear(true);
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [first, parts.length]);

  const answer = usePartsBatch(
    nusach,
    service,
    parts.map((p) => p.ref),
    near,
  );
  // The batch's texts render in the background, in slices, once they are in: the page keeps
  // answering input meanwhile (total blocking time: docs/product-rules.md: Budgets).
  const data = useDeferredValue(answer.data);
  const { error } = answer;
  const isLoading = answer.isLoading || (answer.data !== undefined && data !== answer.data);

  return (
    <Stack gap="4" ref={ref}>
      {parts.map((part, i) => {
        const text = data?.parts[i];
        const mark = marks[i] ?? { added: [], removed: [] };
        const n = first + i + 1;
        return (
          <Card.Root
            as="article"
            key={part.ref}
            id={`part-${n}`}
            variant="outline"
            scrollMarginTop="20"
            borderColor={mark.added.length ? 'green.solid' : undefined}
          >
            <Card.Header>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0">
                  <Heading as="h3" size="md">
                    {t('siddur.part.heading', { n })}
                  </Heading>
                  {/* The book's titles are Sefaria's English ones, whatever the page's language. */}
                  <Text color="fg.muted" dir="auto" lang="en" data-book-title>
                    {[...part.heading, part.title].join(' › ')}
                  </Text>
                </Stack>
                <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
                  {serviceLabel}
                </Badge>
              </HStack>
              {mark.added.map((a) => (
                <Badge
                  key={a.key}
                  colorPalette="green"
                  variant="solid"
                  bg="green.700"
                  color="white"
                  alignSelf="flex-start"
                  mt="2"
                  data-testid="today-insert"
                >
                  {t('siddur.part.today', { label: a.label, reason: a.reason })}
                </Badge>
              ))}
            </Card.Header>
            <Card.Body gap="4">
              {mark.note && (
                <Text fontWeight="medium" data-testid="today-note">
                  {mark.note}
                </Text>
              )}
              {mark.skipped ? (
                <SkippedPartText
                  text={text}
                  skipped={mark.skipped}
                  language={language}
                  loading={!near || isLoading}
                  failed={Boolean(error)}
                />
              ) : mark.removed.length ? (
                <Box as="details">
                  <Box as="summary" cursor="pointer" color="fg.muted" data-testid="today-omission">
                    {t('siddur.part.notSaidToday', { items: mark.removed.map((r) => `${r.label} (${r.reason})`).join('; ') })}
                  </Box>
                  <PartText text={text} language={language} loading={near && isLoading} failed={Boolean(error)} />
                </Box>
              ) : (
                <PartText text={text} language={language} loading={!near || isLoading} failed={Boolean(error)} />
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
      {data && <Credits credits={data.credits} />}
    </Stack>
  );
}

/**
 * A part whose opening verses are not said today: a text whose segments are the psalm's verses
 * is split, the skipped verses collapsed with the reason and the rest shown; any other
 * segmentation is collapsed whole, its summary saying where to begin.
 */
function SkippedPartText({
  text,
  skipped,
  language,
  loading,
  failed,
}: {
  text: PartTextData | undefined;
  skipped: SkippedVerses;
  language: TextLanguage;
  loading: boolean;
  failed: boolean;
}) {
  const t = useT();
  const split = (lines: string[]) =>
    lines.length === skipped.of ? [lines.slice(0, skipped.verses), lines.slice(skipped.verses)] : [lines, []];
  const [heSkipped, heSaid] = split(text?.he ?? []);
  const [enSkipped, enSaid] = split(text?.en ?? []);
  return (
    <>
      <Box as="details">
        <Box as="summary" cursor="pointer" color="fg.muted" data-testid="today-omission">
          {t('siddur.part.notSaidToday', { items: `${skipped.label} (${skipped.reason})` })}
        </Box>
        <PartText text={text && { ...text, he: heSkipped!, en: enSkipped! }} language={language} loading={loading} failed={failed} />
      </Box>
      {text && (heSaid!.length > 0 || enSaid!.length > 0) && (
        <PartText text={{ ...text, he: heSaid!, en: enSaid! }} language={language} loading={false} failed={false} />
      )}
    </>
  );
}

interface PartTextData {
  he: string[];
  en: string[];
  available: boolean;
}

function PartText({
  text,
  language,
  loading,
  failed,
}: {
  text: PartTextData | undefined;
  language: TextLanguage;
  loading: boolean;
  failed: boolean;
}) {
  const t = useT();
  if (failed) return <Text color="fg.muted">{t('siddur.part.failed')}</Text>;
  if (!text) return <Text color="fg.muted">{loading ? t('siddur.part.loading') : ''}</Text>;
  if (!text.available) return <Text color="fg.muted">{t('siddur.part.noText')}</Text>;
  return (
    <>
      {showsHebrew(language) && text.he.length > 0 && <HebrewText>{text.he.join('\n')}</HebrewText>}
      {showsEnglish(language) && text.en.length > 0 && <EnglishText>{text.en.join('\n')}</EnglishText>}
    </>
  );
}
