import { Link, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { TodayPanel } from '../features/siddur/TodayPanel.tsx';
import { PrayerStudySections } from '../features/texts/PrayerStudySections.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';

/** The prayer & study hub. */
export default function TefillahPage() {
  return (
    <TextPageShell title="Prayer & Study">
      <Seo
        title="Prayer & Study"
        description="Siddur, the weekly Torah portion with Haftarah, and Tehillim in Hebrew and English."
        path="/tefillah"
        keywords="siddur, parsha, parashat hashavua, tehillim, psalms, tefillah, prayer"
      />
      <Text color="fg.muted">
        Hebrew and English texts come from{' '}
        <Link href="https://www.sefaria.org" target="_blank" rel="noopener" colorPalette="blue" textDecoration="underline">
          Sefaria
        </Link>
        , a free library of Jewish texts.
      </Text>
      <PrayerStudySections />
      <TodayPanel />
    </TextPageShell>
  );
}
