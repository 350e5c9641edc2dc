import { Stack } from '@chakra-ui/react';
import type { SiddurSection } from '#contract/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { TextLanguage } from './language.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { PrayerCard } from './PrayerCard.tsx';
import { samplePrayers } from './samples.ts';

/** When the library fails and nothing is cached: the section's built-in samples, labelled, or a notice that there are none. */
export function SamplePrayers({ section, language }: { section: SiddurSection; language: TextLanguage }) {
  const t = useT();
  const samples = samplePrayers(section);
  return (
    <Stack gap="4">
      <OfflineNotice>
        {samples.length ? t('texts.prayer.samples') : t('texts.prayer.noSamples', { section: t(`texts.section.${section}`) })}
      </OfflineNotice>
      {samples.map((prayer, i) => (
        <PrayerCard key={`${section}-${prayer.title}`} prayer={prayer} index={i} language={language} />
      ))}
    </Stack>
  );
}
