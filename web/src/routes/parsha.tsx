import { Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useLoaderData } from 'react-router';
import type { ParashasResponse } from '#contract/texts.ts';
// Build time only (the route's loader runs when the page is prerendered, and is left out of the
// browser's code): the same list of portions the API answers.
import { parashaList } from '#domain/parashas.ts';
import { useHydratedSearchParams } from '../app/hydration.ts';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo } from '../app/Seo.tsx';
import { Loading } from '../features/texts/Loading.tsx';
import { ParashaList } from '../features/texts/ParashaList.tsx';
import { ReadingView } from '../features/texts/ReadingView.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { localIsoDate, useParashas } from '../features/texts/useTexts.ts';
import { useLocale, useT } from '../i18n/I18nProvider.tsx';
import { badgeRecipe, cardSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, iconRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  icon: iconRecipe,
  input: inputRecipe,
});

/**
 * The 54 portions, in the prerendered page's HTML so that its main content needs no request to
 * appear. "This week" is the build's, corrected by the browser's own request (useParashas).
 */
export function loader() {
  return parashaList(localIsoDate(), false);
}

/** The 54 weekly portions and this week's; `?name=` opens a portion's reading. */
export default function ParshaPage() {
  const t = useT();
  const locale = useLocale();
  const back = { to: '/tefillah', label: t('texts.back.hub') };
  const [params] = useHydratedSearchParams();
  const name = params.get('name');
  const answer = useParashas(localIsoDate(), useLoaderData<ParashasResponse | undefined>());
  // The list of 54 cards renders in the background, in slices, once the answer is in: the page
  // keeps responding meanwhile (total blocking time: docs/product-rules.md: Budgets).
  const data = useDeferredValue(answer.data);
  const { error } = answer;
  const isLoading = answer.isLoading || (answer.data !== undefined && data === undefined);
  const parasha = data?.parashas.find((p) => p.name === name);

  if (name) {
    return (
      <TextPageShell
        // On a Hebrew page the portion's Hebrew name is the heading.
        title={(locale === 'he' ? parasha?.hebrewName : parasha?.name) ?? name}
        subtitle={
          parasha &&
          locale !== 'he' && (
            <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize="2xl" alignSelf="flex-start">
              {parasha.hebrewName}
            </Text>
          )
        }
        back={back}
      >
        <Seo
          title={t('texts.parsha.named', { name: parasha?.name ?? name })}
          description={t('texts.parsha.namedDescription', { name })}
          path={`/parsha?name=${encodeURIComponent(name)}`}
        />
        <ReadingView name={name} parasha={parasha} />
      </TextPageShell>
    );
  }

  return (
    <TextPageShell title={t('texts.parsha.title')} subtitle={<Text color="fg.muted">{t('texts.parsha.subtitle')}</Text>} back={back}>
      <Seo
        title={t('texts.parsha.title')}
        description={t('texts.parsha.description')}
        path="/parsha"
        keywords={t('texts.parsha.keywords')}
      />
      {isLoading && <Loading label={t('texts.parsha.loading')} />}
      {error && <LoadFailed title={t('texts.parsha.failed')} />}
      {data && <ParashaList parashas={data.parashas} thisWeek={data.thisWeek} />}
    </TextPageShell>
  );
}
