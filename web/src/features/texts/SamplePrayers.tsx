import { Stack } from '@chakra-ui/react';
import { SIDDUR_SECTION_LABELS, type SiddurSection } from '#contract/texts.ts';
import type { TextLanguage } from './language.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { PrayerCard } from './PrayerCard.tsx';
import { samplePrayers } from './samples.ts';

/** When the library fails and nothing is cached: the section's built-in samples, labelled, or a notice that there are none. */
export function SamplePrayers({ section, language }: { section: SiddurSection; language: TextLanguage }) {
  const samples = samplePrayers(section);
  return (
    <Stack gap="4">
      <OfflineNotice>
        {samples.length
          ? 'The prayers could not be loaded from the text library. These built-in samples are shown instead.'
          : `The ${SIDDUR_SECTION_LABELS[section]} prayers could not be loaded from the text library, and there is no built-in sample for this section. Please try again later.`}
      </OfflineNotice>
      {samples.map((prayer, i) => (
        <PrayerCard key={`${section}-${prayer.title}`} prayer={prayer} index={i} language={language} />
      ))}
    </Stack>
  );
}
