import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SIDDUR_SECTIONS, SIDDUR_SECTION_LABELS, type SiddurSection } from '../../../schema/texts.ts';
import { Seo } from '../app/Seo.tsx';
import { LanguageSelector } from '../features/texts/LanguageSelector.tsx';
import { DEFAULT_LANGUAGE, type TextLanguage } from '../features/texts/language.ts';
import { Loading } from '../features/texts/Loading.tsx';
import { OfflineNotice } from '../features/texts/OfflineNotice.tsx';
import { PrayerCard } from '../features/texts/PrayerCard.tsx';
import { samplePrayers } from '../features/texts/samples.ts';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { useSiddur } from '../features/texts/useTexts.ts';

const sectionOf = (value: string | null): SiddurSection =>
  (SIDDUR_SECTIONS as readonly string[]).includes(value ?? '') ? (value as SiddurSection) : 'shacharit';

/** The siddur by section (spec §2 Siddur); `?section=` keeps the choice in the address. */
export function SiddurPage() {
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { data, error, isLoading } = useSiddur(section);

  useEffect(() => {
    if (error) console.error('Siddur texts unavailable', section, error);
  }, [error, section]);

  // Spec §8: when no prayers come back, the built-in samples for this section stand in.
  const fromLibrary = data?.prayers ?? [];
  const offline = !isLoading && fromLibrary.length === 0;
  const prayers = offline ? samplePrayers(section) : fromLibrary;

  return (
    <TextPageShell title="Siddur" subtitle={<Text color="fg.muted">Prayers in Hebrew and English</Text>} back={{ to: '/tefillah', label: 'Back to Prayer & Study' }}>
      <Seo title="Siddur" description="The siddur by section: Shacharit, Mincha, Maariv, Shabbat and blessings, in Hebrew and English." path="/siddur" />
      <Stack gap="4">
        <Wrap gap="2" role="group" aria-label="Siddur section">
          {SIDDUR_SECTIONS.map((s) => (
            <Button
              key={s}
              size="sm"
              colorPalette="blue"
              variant={s === section ? 'solid' : 'outline'}
              aria-pressed={s === section}
              onClick={() => setParams(s === 'shacharit' ? {} : { section: s })}
            >
              {SIDDUR_SECTION_LABELS[s]}
            </Button>
          ))}
        </Wrap>
        <LanguageSelector value={language} onChange={setLanguage} />
      </Stack>

      {isLoading ? (
        <Loading label="Loading prayers..." />
      ) : (
        <Stack gap="4">
          {offline && (
            <OfflineNotice>
              {prayers.length
                ? 'The prayers could not be loaded from the text library. These built-in samples are shown instead.'
                : `The ${SIDDUR_SECTION_LABELS[section]} prayers could not be loaded from the text library, and there is no built-in sample for this section. Please try again later.`}
            </OfflineNotice>
          )}
          {prayers.map((prayer, i) => (
            <PrayerCard key={`${section}-${prayer.title}`} prayer={prayer} index={i} language={language} />
          ))}
        </Stack>
      )}
    </TextPageShell>
  );
}
