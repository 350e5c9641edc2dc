import { Alert, Box, Button, Container, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { Seo, siteOrigin } from '../app/Seo.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { addressLine } from '#domain/address.ts';
import { shulPath, toPoint } from '../features/directory/format.ts';
import { listingFormFields } from '../features/directory/listingFields.ts';
import { ManageRequestSection } from '../features/manage/ManageRequestSection.tsx';
import { Announcements } from '../features/minyanim/Announcements.tsx';
import { Freshness } from '../features/minyanim/Freshness.tsx';
import { ListingActions } from '../features/minyanim/ListingActions.tsx';
import { ListingHeader } from '../features/minyanim/ListingHeader.tsx';
import { MinyanSchedule } from '../features/minyanim/MinyanSchedule.tsx';
import { SiddurLink } from '../features/siddur/SiddurLink.tsx';
import { HttpError } from '../lib/api.ts';
import { useRead } from '../lib/useRead.ts';
import { listingDetail } from '../features/minyanim/api/listing.ts';

// Loaded only when used: the map (maplibre), the request form, and the admin's rule editor.
const LiveMap = lazy(() => import('../features/directory/LiveMap.tsx').then((m) => ({ default: m.LiveMap })));
const LocationRequestForm = lazy(() =>
  import('../features/submissions/LocationRequestForm.tsx').then((m) => ({ default: m.LocationRequestForm })),
);
const ListingHistory = lazy(() => import('../features/admin/history/ListingHistory.tsx').then((m) => ({ default: m.ListingHistory })));
const MinyanRulesEditor = lazy(() => import('../features/minyanim/MinyanRulesEditor.tsx').then((m) => ({ default: m.MinyanRulesEditor })));

/** schema.org Synagogue, with its address and position, for search engines. */
function structuredData(s: SynagogueDetail) {
  const point = toPoint(s);
  return {
    '@context': 'https://schema.org',
    '@type': 'Synagogue',
    name: s.name,
    url: `${siteOrigin()}${shulPath(s.id)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address,
      addressLocality: s.city,
      addressRegion: s.state ?? undefined,
      postalCode: s.zipCode ?? undefined,
      addressCountry: s.country,
    },
    telephone: s.phone ?? undefined,
    sameAs: s.website ?? undefined,
    geo: point ? { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng } : undefined,
  };
}

function NotFound({ path }: { path: string }) {
  return (
    <Container maxW="3xl" py="16">
      <Seo title="Synagogue Not Found" description="This listing does not exist or has been removed." path={path} noIndex />
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Synagogue not found
        </Heading>
        <Text color="fg.muted">This listing does not exist or has been removed from the directory.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/search">Search the Directory</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function Loading() {
  return (
    <Stack gap="6" aria-busy="true" aria-live="polite">
      <Text srOnly>Loading...</Text>
      <Skeleton height="10" width="70%" />
      <SkeletonText noOfLines={3} />
      <Skeleton height="48" />
    </Stack>
  );
}

function Listing({ listing, path, onChanged }: { listing: SynagogueDetail; path: string; onChanged: () => void }) {
  const { isAdmin } = useUser();
  const [suggesting, setSuggesting] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  const mappable = toPoint(listing) !== null;

  if (suggesting) {
    return (
      <Suspense fallback={<Text>Loading...</Text>}>
        <LocationRequestForm
          onClose={() => setSuggesting(false)}
          initial={{ type: 'edit', synagogueId: listing.id, synagogueName: listing.name, ...listingFormFields(listing) }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="8">
      <Seo
        title={listing.name}
        description={`Minyan times, address and contact details for ${listing.name}, ${addressLine(listing)}.`}
        path={path}
        jsonLd={structuredData(listing)}
      />
      <Stack gap="4">
        <ListingHeader listing={listing} />
        {listing.hebrewName && listing.hebrewName !== listing.name ? (
          <Text dir="rtl" lang="he" fontSize="xl" fontWeight="medium" textAlign="start" data-testid="hebrew-name">
            {listing.hebrewName}
          </Text>
        ) : null}
        <ListingActions listing={listing} onSuggestEdit={() => setSuggesting(true)} />
        <SiddurLink nusach={listing.nusach} />
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <Stack as="section" aria-labelledby="minyanim-heading" gap="4" minW="0">
          <Heading as="h2" id="minyanim-heading" size="xl">
            Minyanim
          </Heading>
          <Announcements announcements={listing.announcements} />
          <MinyanSchedule listing={listing} />
          <Freshness listing={listing} onConfirmed={() => onChanged()} />
        </Stack>
        {mappable && !mapFailed && (
          <Box as="section" aria-label="Map" minW="0">
            <Suspense fallback={<Skeleton height={{ base: '320px', md: '450px' }} />}>
              <LiveMap synagogues={[listing]} onFail={() => setMapFailed(true)} />
            </Suspense>
          </Box>
        )}
      </Grid>
      {isAdmin && (
        <Box as="section" aria-labelledby="rules-heading" borderTopWidth="1px" pt="8">
          <Heading as="h2" id="rules-heading" size="lg" mb="4">
            Edit minyan times
          </Heading>
          <Suspense fallback={<Text>Loading...</Text>}>
            <MinyanRulesEditor synagogueId={listing.id} onSaved={() => onChanged()} />
          </Suspense>
          <Heading as="h2" id="history-heading" size="lg" mt="10" mb="4">
            History
          </Heading>
          <Suspense fallback={<Text>Loading...</Text>}>
            <ListingHistory synagogueId={listing.id} onReverted={onChanged} />
          </Suspense>
        </Box>
      )}
      <ManageRequestSection synagogueId={listing.id} path={path} />
    </Stack>
  );
}

/** A listing's own page (/shul/:id, issue 10): details, today's and this week's minyanim, map, freshness. */
export function ShulPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const path = `/shul/${id}`;
  const { data, error, isLoading, mutate } = useRead(valid ? listingDetail(Number(id)) : null);

  if (!valid || (error instanceof HttpError && error.status === 404)) return <NotFound path={path} />;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Could not load this synagogue</Alert.Title>
            <Alert.Description>{error instanceof Error ? error.message : 'Please try again.'}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => mutate()}>
            Try again
          </Button>
        </Alert.Root>
      ) : isLoading || !data ? (
        <Loading />
      ) : (
        <Listing listing={data} path={path} onChanged={() => void mutate()} />
      )}
    </Container>
  );
}
