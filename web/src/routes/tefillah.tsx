import { Link, Text } from '@chakra-ui/react';
import { Seo } from '../app/Seo.tsx';
import { TodayPanel } from '../features/siddur/TodayPanel.tsx';
import { PrayerStudySections } from '../features/texts/PrayerStudySections.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cardSlotRecipe, iconRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe, icon: iconRecipe, list: listSlotRecipe });

/** Splits a translated sentence around its one link, so the link sits where each language puts it. */
const LINK_MARK = '\u2063';

/** The prayer & study hub. */
export default function TefillahPage() {
  const t = useT();
  const [before, after] = t('texts.hub.source', { sefaria: LINK_MARK }).split(LINK_MARK);
  return (
    <TextPageShell title={t('texts.hub.title')}>
      <Seo title={t('texts.hub.title')} description={t('texts.hub.description')} path="/tefillah" keywords={t('texts.hub.keywords')} />
      <Text color="fg.muted">
        {before}
        <Link href="https://www.sefaria.org" target="_blank" rel="noopener" colorPalette="blue" textDecoration="underline">
          <bdi>{SEFARIA}</bdi>
        </Link>
        {after}
      </Text>
      <PrayerStudySections />
      <TodayPanel />
    </TextPageShell>
  );
}

/** The library's name, the same in every language. */
const SEFARIA = 'Sefaria';
