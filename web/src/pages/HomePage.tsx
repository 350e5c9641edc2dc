import { Box, Button, Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Info, LocateFixed, Map as MapIcon, Search } from 'lucide-react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useHydratedSearchParams } from '../app/hydration.ts';
import { PRODUCT_NAME, Seo, siteOrigin } from '../app/Seo.tsx';
import { TAGLINE } from '../app/nav.ts';
import { AdBlock } from '../features/ads/AdBlock.tsx';
import { DirectoryStats } from '../features/directory/DirectoryStats.tsx';
import { LOCATION_FAILED_SETTINGS, locate } from '../features/directory/geolocation.ts';
import { SearchBox } from '../features/directory/SearchBox.tsx';
import { searchPath, type NearMeState } from '../features/directory/searchState.ts';
import { usePublicStats } from '../features/directory/api/usePublicStats.ts';
import { MinyanNow } from '../features/minyanim/MinyanNow.tsx';
import { LOCATION_FORM_PARAM, LOCATION_FORM_VALUE } from '../features/submissions/paths.ts';
import { SponsorStrip } from '../features/sponsors/SponsorStrip.tsx';
import { formatInteger } from '../lib/format.ts';
import type { PublicStats } from '#contract/synagogues.ts';

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

const FEATURES: { title: string; text: string; icon: ReactNode; link?: { to: string; label: string } }[] = [
  { title: 'Interactive Maps', text: 'See shuls on a live map and pan around to discover more nearby.', icon: <MapIcon /> },
  { title: 'Smart Search', text: 'Search by city, synagogue name or zip code, with suggestions as you type.', icon: <Search /> },
  {
    title: 'Detailed Information',
    text: 'Addresses, phone numbers, websites, nusach and amenities at a glance.',
    icon: <Info />,
  },
  {
    title: 'Hebrew Calendar',
    text: 'Holidays, candle lighting, havdalah and daily zmanim for your location.',
    icon: <CalendarDays />,
    link: { to: '/calendar', label: 'View Calendar' },
  },
];

function FeatureCards() {
  return (
    <Stack as="section" aria-labelledby="features-heading" gap="6">
      <Heading as="h2" id="features-heading" size="xl" textAlign="center">
        Everything you need to find a minyan
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {FEATURES.map((f) => (
          <Card.Root key={f.title} variant="outline" height="full">
            <Card.Body gap="3">
              <Box color="blue.700" aria-hidden>
                {f.icon}
              </Box>
              <Heading as="h3" size="md">
                {f.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {f.text}
              </Text>
              {f.link && (
                <Link asChild color="blue.700" fontWeight="medium" mt="auto">
                  <RouterLink to={f.link.to}>{f.link.label}</RouterLink>
                </Link>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ExploreBand() {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const findNearMe = async () => {
    setLocating(true);
    const coords = await locate(LOCATION_FAILED_SETTINGS);
    setLocating(false);
    if (coords) navigate(searchPath({ nearMe: true }), { state: { coords } satisfies NearMeState });
  };
  return (
    <Box as="section" aria-labelledby="explore-heading" bg="blue.900" color="white" rounded="2xl" px={{ base: '6', md: '12' }} py="12">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h2" id="explore-heading" size="2xl">
          Ready to Explore?
        </Heading>
        <Text color="blue.100" maxW="xl">
          Browse the whole directory, or let us find the synagogues closest to you.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }}>
            <RouterLink to="/search">Browse Directory</RouterLink>
          </Button>
          <Button size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'blue.800' }} loading={locating} onClick={findNearMe}>
            <LocateFixed aria-hidden /> Find Near Me
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

// The figures arrive after the page shows. Only the parts that name them read them, so that their
// arrival re-renders those parts and not the whole landing page.
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

function LandingStats() {
  const { stats, error } = usePublicStats();
  return <DirectoryStats stats={stats} failed={Boolean(error)} />;
}

function Landing() {
  const navigate = useNavigate();
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
            <LandingStats />
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

/** The home page: the landing content, or the location request form in its place. */
export function HomePage() {
  const [params] = useHydratedSearchParams();
  const navigate = useNavigate();
  if (params.get(LOCATION_FORM_PARAM) !== LOCATION_FORM_VALUE) return <Landing />;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Seo title="Add or Update a Location" description="Ask us to add, update or remove a synagogue listing." path="/" />
      <Suspense fallback={<Text>Loading...</Text>}>
        <LocationRequestForm onClose={() => navigate('/')} />
      </Suspense>
    </Container>
  );
}
