import { Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../app/hydration.ts';
import { Seo } from '../app/Seo.tsx';
import { ServiceView } from '../features/siddur/ServiceView.tsx';
import { SiddurChoices } from '../features/siddur/SiddurChoices.tsx';
import { choiceOf, customsOf, dayOf, prayerOf, todayTimeFor } from '../features/siddur/siddurAddress.ts';
import { TodaySummary } from '../features/siddur/TodaySummary.tsx';
import { useNusachOfReferrer } from '../features/siddur/useNusachOfReferrer.ts';
import { localTime, useToc, useToday } from '../features/siddur/useSiddurTexts.ts';
import { VisitorPlace } from '../features/siddur/VisitorPlace.tsx';
import { LanguageSelector } from '../features/texts/LanguageSelector.tsx';
import { DEFAULT_LANGUAGE, type TextLanguage } from '../features/texts/language.ts';
import { Loading } from '../features/texts/Loading.tsx';
import { SamplePrayers } from '../features/texts/SamplePrayers.tsx';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { badgeRecipe, cardSlotRecipe, iconRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ badge: badgeRecipe, card: cardSlotRecipe, icon: iconRecipe, list: listSlotRecipe });

const NO_PARAMS = new URLSearchParams();

// About this device, shown once the page runs: 'Download the siddur for offline'.
const SiddurDownload = lazy(() => import('../features/siddur/SiddurDownload.tsx').then((m) => ({ default: m.SiddurDownload })));

/**
 * The whole siddur (docs/domain.md: Siddur): section, service and nusach chosen in the
 * address (`?section=&service=&nusach=&il=`), opening on the service of the hour, each service
 * with its table of contents and its parts loaded as the reader reaches them, marked with what
 * today adds or removes.
 */
export default function SiddurPage() {
  const t = useT();
  const [addressParams] = useSearchParams();
  const hydrated = useHydrated();
  // The page is prerendered without an address: hydration must meet that HTML (choices for the
  // default nusach), so the address's choices apply from the render after it.
  const params = hydrated ? addressParams : NO_PARAMS;
  const customs = customsOf(params);
  const now = hydrated ? new Date() : null;
  // At a place with no section chosen, the place's clock and zmanim say which service is of the
  // hour: ask at the visitor's moment and open on the answer's service, on the place's weekday.
  // Otherwise ask for the service shown (at a place, by name; without one, at an hour of it).
  const atPlaceHour = customs.place !== null && !params.has('section');
  const byClock = choiceOf(params, now);
  const ask = now && { now, time: customs.place ? localTime(now) : todayTimeFor(byClock.service, localTime(now)) };
  const today = useToday(ask, customs, customs.place && !atPlaceHour ? prayerOf(byClock.service) : null);
  const choice = atPlaceHour && today.data ? choiceOf(params, dayOf(today.data.date), today.data.service) : byClock;
  const il = customs.il ?? today.data?.il ?? false;
  // Section and service links keep the nusach the address names; the prerendered page's name none.
  const namedNusach = params.has('nusach') ? choice.nusach : undefined;
  const [language, setLanguage] = useState<TextLanguage>(DEFAULT_LANGUAGE);
  useNusachOfReferrer();
  // Asked for once the visit's choice is known, so hydration costs no request for the built default.
  const waiting = !hydrated || (atPlaceHour && !today.data && !today.error);
  const toc = useToc(waiting ? null : choice);
  // The service (its contents and its parts' frames) renders in the background, in slices, once
  // the contents are in: the page keeps answering input meanwhile.
  const contents = useDeferredValue(toc.data);
  const tocLoading = waiting || toc.isLoading || (toc.data !== undefined && contents !== toc.data);

  useEffect(() => {
    if (toc.error) console.error('Siddur contents unavailable', choice.nusach, choice.service, toc.error);
  }, [toc.error, choice.nusach, choice.service]);

  return (
    <TextPageShell
      title={t('siddur.page.title')}
      subtitle={<Text color="fg.muted">{t('siddur.page.subtitle')}</Text>}
      back={{ to: '/tefillah', label: t('texts.back.hub') }}
    >
      <Seo title={t('siddur.page.title')} description={t('siddur.page.description')} path="/siddur" />
      <Stack gap="4">
        <SiddurChoices choice={choice} customs={customs} il={il} namedNusach={namedNusach} />
        <VisitorPlace label={today.data?.place?.label ?? null} />
        <LanguageSelector value={language} onChange={setLanguage} />
      </Stack>

      {today.data && <TodaySummary today={today.data} />}

      {tocLoading ? (
        <Loading label={t('siddur.page.loading')} />
      ) : contents ? (
        <ServiceView toc={contents} today={today.data} language={language} />
      ) : (
        // When the library fails and nothing is cached, the built-in samples stand in, labelled.
        <SamplePrayers section={choice.section} language={language} />
      )}
      {hydrated && (
        <Suspense>
          <SiddurDownload nusach={choice.nusach} />
        </Suspense>
      )}
    </TextPageShell>
  );
}
