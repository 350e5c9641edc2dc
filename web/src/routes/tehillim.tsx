import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PSALM_MIN } from '#domain/texts.ts';
import { useHydratedSearchParams } from '../app/hydration.ts';
import { Seo } from '../app/Seo.tsx';
import { TodaysPsalms } from '../features/siddur/TodaysPsalms.tsx';
import { BookmarkedPsalms } from '../features/texts/BookmarkedPsalms.tsx';
import { DEFAULT_LANGUAGE, type TextLanguage } from '../features/texts/language.ts';
import { PopularPsalms } from '../features/texts/PopularPsalms.tsx';
import { Psalm } from '../features/texts/Psalm.tsx';
import { isPsalmNumber, psalmHref } from '../features/texts/psalmAddress.ts';
import { PsalmFinder } from '../features/texts/PsalmFinder.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { useBookmarks } from '../features/texts/useBookmarks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { badgeRecipe, fieldSlotRecipe, iconRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ badge: badgeRecipe, field: fieldSlotRecipe, icon: iconRecipe, input: inputRecipe });

/** Tehillim: one psalm at a time, `?psalm=` (or the older `?n=`) in the address, starting at psalm 1. */
export default function TehillimPage() {
  const t = useT();
  const [params, setParams] = useHydratedSearchParams();
  const requested = Number(params.get('psalm') ?? params.get('n') ?? PSALM_MIN);
  const n = isPsalmNumber(requested) ? requested : PSALM_MIN;
  const go = (psalm: number) => setParams(psalm === PSALM_MIN ? {} : { psalm: String(psalm) });
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  const { bookmarks, toggle, isBookmarked } = useBookmarks();

  return (
    <TextPageShell
      title={t('texts.tehillim.title')}
      subtitle={<Text color="fg.muted">{t('texts.tehillim.subtitle')}</Text>}
      back={{ to: '/tefillah', label: t('texts.back.hub') }}
    >
      <Seo
        title={n === PSALM_MIN ? t('texts.tehillim.title') : t('texts.tehillim.psalmTitle', { n })}
        description={t('texts.tehillim.description')}
        path={psalmHref(n)}
        keywords={t('texts.tehillim.keywords')}
      />
      <PsalmFinder onGo={go} />
      <PopularPsalms current={n} />
      <TodaysPsalms current={n} />
      <BookmarkedPsalms bookmarks={bookmarks} onGo={go} />
      <Psalm n={n} language={language} onLanguage={setLanguage} bookmarked={isBookmarked(n)} onBookmark={() => toggle(n)} onGo={go} />
    </TextPageShell>
  );
}
