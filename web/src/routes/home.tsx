import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router';
import type { PublicStats } from '#contract/synagogues.ts';
import { useHydratedSearchParams } from '../app/hydration.ts';
import { TAGLINE } from '../app/nav.ts';
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
import { formatInteger } from '../lib/format.ts';

// The form (and the zod schema it validates with) loads only when someone opens it.
const LocationRequestForm = lazy(() =>
  import('../features/submissions/LocationRequestForm.tsx').then((m) => ({ default: m.LocationRequestForm })),
);

const DESCRIPTION =
  'Find synagogues, shuls and minyanim worldwide: search by city, name or zip code, see them on a map, and check the Hebrew calendar and zmanim.';

/** Structured data: WebSite with a SearchAction, and the listing count from the server, price 0 USD. */
function structuredData(stats: PublicStats | undefined) {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        name: PRODUCT_NAME,
        url: `${origin}/`,
        description: TAGLINE,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'WebApplication',
        name: PRODUCT_NAME,
        url: `${origin}/`,
        applicationCategory: 'ReferenceApplication',
        operatingSystem: 'Any',
        description: stats
          ? `A free directory of ${formatInteger(stats.listings)} synagogue listings in ${stats.countries} countries.`
          : DESCRIPTION,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    ],
  };
}

// The figures arrive after the page shows. Only the parts that name them read them (this head and
// DirectoryStats), so that their arrival re-renders those parts and not the whole landing page.
function LandingSeo() {
  const { stats } = usePublicStats();
  return (
    <Seo
      title="Find Your Local Shul"
      description={DESCRIPTION}
      keywords="synagogue, shul, minyan, Jewish, directory, Hebrew calendar, zmanim"
      path="/"
      jsonLd={structuredData(stats)}
    />
  );
}

/** The home page: the landing content, or the location request form in its place. */
export default function HomePage() {
  const [params] = useHydratedSearchParams();
  const navigate = useNavigate();
  if (params.get(LOCATION_FORM_PARAM) === LOCATION_FORM_VALUE) {
    return (
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Seo title="Add or Update a Location" description="Ask us to add, update or remove a synagogue listing." path="/" />
        <Suspense fallback={<Text>Loading...</Text>}>
          <LocationRequestForm onClose={() => navigate('/')} />
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
                Find Your Local Shul
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
                {TAGLINE}
              </Text>
            </Stack>
            <SearchBox
              onSearch={(text) => navigate(searchPath({ q: text }))}
              onNearMe={(coords) => navigate(searchPath({ nearMe: true }), { state: { coords } satisfies NearMeState })}
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
