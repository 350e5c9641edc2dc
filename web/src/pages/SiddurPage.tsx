import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NUSACHOT, NUSACH_LABELS, SECTION_SERVICES, SERVICE_LABELS } from '#contract/siddur.ts';
import { SIDDUR_SECTIONS, SIDDUR_SECTION_LABELS } from '#contract/texts.ts';
import { useHydrated } from '../app/hydration.ts';
import { Seo } from '../app/Seo.tsx';
import { ServiceView } from '../features/siddur/ServiceView.tsx';
import { choiceOf, customsOf, dayOf, nusachFromReferrer, prayerOf, siddurHref, todayTimeFor } from '../features/siddur/siddurAddress.ts';
import { TodaySummary } from '../features/siddur/TodaySummary.tsx';
import { VisitorPlace } from '../features/siddur/VisitorPlace.tsx';
import { localTime, useToc, useToday } from '../features/siddur/useSiddurTexts.ts';
import { LanguageSelector } from '../features/texts/LanguageSelector.tsx';
import { DEFAULT_LANGUAGE, type TextLanguage } from '../features/texts/language.ts';
import { Loading } from '../features/texts/Loading.tsx';
import { OfflineNotice } from '../features/texts/OfflineNotice.tsx';
import { PrayerCard } from '../features/texts/PrayerCard.tsx';
import { samplePrayers } from '../features/texts/samples.ts';
import { TextPageShell } from '../features/texts/TextPageShell.tsx';

const NO_PARAMS = new URLSearchParams();

/** A row of choices as links: they work before the app starts, and the page reads them from the address. */
function ChoiceLinks({ label, items }: { label: string; items: { key: string; label: string; href: string; current: boolean }[] }) {
  return (
    <Wrap gap="2" role="group" aria-label={label}>
      {items.map((item) => (
        <Button key={item.key} asChild size="sm" colorPalette="blue" variant={item.current ? 'solid' : 'outline'}>
          <RouterLink to={item.href} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </RouterLink>
        </Button>
      ))}
    </Wrap>
  );
}

/** Whether this document has already applied its referrer's nusach (once, on its first siddur render). */
let referrerApplied = false;

/**
 * A section chosen on the prerendered page before the app had started arrives without the nusach
 * (nusachFromReferrer): put the referring page's nusach back in the address, once per document.
 * Such an address always names its section (siddurHref), so this waits until the router shows
 * one: it first hydrates at the bare path and reaches the visited address a moment later.
 */
function useNusachOfReferrer() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || referrerApplied || !params.has('section')) return;
    referrerApplied = true;
    const nusach = params.has('nusach') ? null : nusachFromReferrer(document.referrer, window.location.origin);
    if (!nusach) return;
    const next = new URLSearchParams(params);
    next.set('nusach', nusach);
    setParams(next, { replace: true });
  }, [hydrated, params, setParams]);
}

/**
 * The whole siddur (README: Siddur): section, service and nusach chosen in the
 * address (`?section=&service=&nusach=&il=`), opening on the service of the hour, each service
 * with its table of contents and its parts loaded as the reader reaches them, marked with what
 * today adds or removes.
 */
export function SiddurPage() {
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
  const tocLoading = waiting || toc.isLoading;

  useEffect(() => {
    if (toc.error) console.error('Siddur contents unavailable', choice.nusach, choice.service, toc.error);
  }, [toc.error, choice.nusach, choice.service]);

  // When the library fails and nothing is cached, the built-in samples stand in, labelled.
  const offline = !tocLoading && !toc.data;
  const samples = offline ? samplePrayers(choice.section) : [];
  const services = SECTION_SERVICES[choice.section];

  return (
    <TextPageShell title="Siddur" subtitle={<Text color="fg.muted">The complete prayers in Hebrew and English</Text>} back={{ to: '/tefillah', label: 'Back to Prayer & Study' }}>
      <Seo title="Siddur" description="The complete siddur, Ashkenaz, Sefard or Edot HaMizrach: Shacharit, Mincha, Maariv, Shabbat and blessings, with today's changes." path="/siddur" />
      <Stack gap="4">
        <ChoiceLinks
          label="Siddur section"
          items={SIDDUR_SECTIONS.map((s) => ({ key: s, label: SIDDUR_SECTION_LABELS[s], href: siddurHref({ section: s, nusach: namedNusach }, customs), current: s === choice.section }))}
        />
        {services.length > 1 && (
          <ChoiceLinks
            label="Service"
            items={services.map((s) => ({ key: s, label: SERVICE_LABELS[s], href: siddurHref({ section: choice.section, service: s, nusach: namedNusach }, customs), current: s === choice.service }))}
          />
        )}
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            Nusach
          </Text>
          <ChoiceLinks
            label="Nusach"
            items={NUSACHOT.map((n) => ({ key: n, label: NUSACH_LABELS[n], href: siddurHref({ ...choice, nusach: n }, customs), current: n === choice.nusach }))}
          />
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            Customs
          </Text>
          <ChoiceLinks
            label="Israel or outside Israel"
            items={[
              { key: 'out', label: 'Outside Israel', href: siddurHref(choice, { ...customs, il: false }), current: !il },
              { key: 'il', label: 'Israel', href: siddurHref(choice, { ...customs, il: true }), current: il },
            ]}
          />
        </HStack>
        <VisitorPlace label={today.data?.place?.label ?? null} />
        <LanguageSelector value={language} onChange={setLanguage} />
      </Stack>

      {today.data && <TodaySummary today={today.data} />}

      {tocLoading ? (
        <Loading label="Loading prayers..." />
      ) : toc.data ? (
        <ServiceView toc={toc.data} today={today.data} language={language} />
      ) : (
        <Stack gap="4">
          <OfflineNotice>
            {samples.length
              ? 'The prayers could not be loaded from the text library. These built-in samples are shown instead.'
              : `The ${SIDDUR_SECTION_LABELS[choice.section]} prayers could not be loaded from the text library, and there is no built-in sample for this section. Please try again later.`}
          </OfflineNotice>
          {samples.map((prayer, i) => (
            <PrayerCard key={`${choice.section}-${prayer.title}`} prayer={prayer} index={i} language={language} />
          ))}
        </Stack>
      )}
    </TextPageShell>
  );
}
