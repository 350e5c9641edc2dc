import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router';
import type { PublicStats } from '#contract/synagogues.ts';
import { useHydratedSearchParams } from '../app/hydration.ts';
import { PRODUCT_NAME, Seo, siteOrigin } from '../app/Seo.tsx';
import { AdBlock } from '../features/ads/AdBlock.tsx';
import { usePublicStats } from '../features/directory/api/usePublicStats.ts';
import { DirectoryStats } from '../features/directory/DirectoryStats.tsx';
import { ExploreBand } from '../features/directory/ExploreBand.tsx';
import { FeatureCards } from '../features/directory/FeatureCards.tsx';
import { SearchBox } from '../features/directory/SearchBox.tsx';
import { searchPath, type NearMeState } from '../features/directory/searchState.ts';
import { MinyanNow } from '../features/minyanim/MinyanNow.tsx';
import { SponsorStrip } from '../features/sponsors/SponsorStrip.tsx';
import { LOCATION_FORM_PARAM, LOCATION_FORM_VALUE } from '../features/submissions/paths.ts';
import { useT, type Translate } from '../i18n/I18nProvider.tsx';
import { useFormat, type Formatters } from '../i18n/format.ts';
import { useLocalizedPath } from '../i18n/links.tsx';
import { cardSlotRecipe, inputRecipe, skeletonRecipe, statSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({ card: cardSlotRecipe, input: inputRecipe, skeleton: skeletonRecipe, stat: statSlotRecipe });

// The form (and the zod schema it validates with) loads only when someone opens it.
const LocationRequestForm = lazy(() =>
  import('../features/submissions/LocationRequestForm.tsx').then((m) => ({ default: m.LocationRequestForm })),
);

/** Structured data: WebSite with a SearchAction, and the listing count from the server, price 0 USD. */
function structuredData(stats: PublicStats | undefined, t: Translate, format: Formatters, localize: (path: string) => string) {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        name: PRODUCT_NAME,
        url: `${origin}${localize('/')}`,
        description: t('frame.tagline'),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localize('/search')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'WebApplication',
        name: PRODUCT_NAME,
        url: `${origin}${localize('/')}`,
        applicationCategory: 'ReferenceApplication',
        operatingSystem: 'Any',
        description: stats
          ? t('home.listingsSummary', {
              listings: format.integer(stats.listings),
              countries: format.integer(stats.countries),
              countryCount: stats.countries,
            })
          : t('home.description'),
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    ],
  };
}

// The figures arrive after the page shows. Only the parts that name them read them (this head and
// DirectoryStats), so that their arrival re-renders those parts and not the whole landing page.
function LandingSeo() {
  const { stats } = usePublicStats();
  const t = useT();
  return (
    <Seo
      title={t('home.title')}
      description={t('home.description')}
      keywords={t('home.keywords')}
      path="/"
      jsonLd={structuredData(stats, t, useFormat(), useLocalizedPath())}
    />
  );
}

/** The home page: the landing content, or the location request form in its place. */
export default function HomePage() {
  const [params] = useHydratedSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalizedPath();
  if (params.get(LOCATION_FORM_PARAM) === LOCATION_FORM_VALUE) {
    return (
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Seo title={t('home.location.title')} description={t('home.location.description')} path="/" />
        <Suspense fallback={<Text>{t('home.location.loading')}</Text>}>
          <LocationRequestForm onClose={() => navigate(localize('/'))} />
        </Suspense>
      </Container>
    );
  }
  return (
    <>
      <LandingSeo />
      <Box bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg" pt={{ base: '10', md: '20' }} pb="12">
        <Container maxW="5xl">
          <Stack gap="8" align="center" textAlign="center">
            <Stack gap="3">
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="blue.900">
                {t('home.title')}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
                {t('frame.tagline')}
              </Text>
            </Stack>
            <SearchBox
              onSearch={(text) => navigate(localize(searchPath({ q: text })))}
              onNearMe={(coords) => navigate(localize(searchPath({ nearMe: true })), { state: { coords } satisfies NearMeState })}
            />
            <DirectoryStats />
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" pt="10">
        <MinyanNow />
      </Container>
      <Container maxW="7xl" py="12">
        <FeatureCards />
      </Container>
      <SponsorStrip />
      <Container maxW="7xl" py="12">
        <Stack gap="12">
          <AdBlock />
          <ExploreBand />
        </Stack>
      </Container>
    </>
  );
}
