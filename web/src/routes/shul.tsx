import { Alert, Box, Container, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useParams } from 'react-router';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { addressLine } from '#domain/address.ts';
import { otherNames } from '#domain/listing-names.ts';
import { parseListingId } from '#domain/listing-id.ts';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Seo, siteOrigin } from '../app/Seo.tsx';
import { useUser } from '../features/auth/useUser.ts';
import { shulPath, toPoint } from '../features/directory/format.ts';
import { useShownNames } from '../features/directory/ListingName.tsx';
import { listingFormFields } from '../features/directory/listingFields.ts';
import { ManageRequestSection } from '../features/manage/ManageRequestSection.tsx';
import { listingPage, type ListingPage } from '../features/minyanim/api/listing.ts';
import { ListingActions } from '../features/minyanim/ListingActions.tsx';
import { ListingHeader } from '../features/minyanim/ListingHeader.tsx';
import { ListingMinyanim } from '../features/minyanim/ListingMinyanim.tsx';
import { ListingNotFound } from '../features/minyanim/ListingNotFound.tsx';
import { ListingSkeleton } from '../features/minyanim/ListingSkeleton.tsx';
import { SiddurLink } from '../features/siddur/SiddurLink.tsx';
import { CityPageLink } from '../features/cities/CityPageLink.tsx';
import { useFormat } from '../i18n/format.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { HttpError } from '../lib/api.ts';
import { useRead } from '../lib/useRead.ts';
import { badgeRecipe, cardSlotRecipe, listSlotRecipe, skeletonRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../app/theme.ts';

// The recipes of the Chakra components this page renders beyond the frame's (app/theme.ts).
registerRecipes({
  badge: badgeRecipe,
  card: cardSlotRecipe,
  list: listSlotRecipe,
  skeleton: skeletonRecipe,
  table: tableSlotRecipe,
});

// Loaded only when used: the map (maplibre), the request form, an admin's tools and what is about
// this device ('Save for offline', after hydration).
const LiveMap = lazy(() => import('../features/directory/LiveMap.tsx').then((m) => ({ default: m.LiveMap })));
const ListingAdminTools = lazy(() => import('../features/admin/ListingAdminTools.tsx').then((m) => ({ default: m.ListingAdminTools })));
const SaveForOffline = lazy(() => import('../features/minyanim/SaveForOffline.tsx').then((m) => ({ default: m.SaveForOffline })));
const LocationRequestForm = lazy(() =>
  import('../features/submissions/LocationRequestForm.tsx').then((m) => ({ default: m.LocationRequestForm })),
);

/** schema.org Synagogue, named in the page's language (its other names as alternates), with its address and position, for search engines. */
function structuredData(s: SynagogueDetail, name: string) {
  const point = toPoint(s);
  const alternates = otherNames(s, name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Synagogue',
    name,
    alternateName: alternates.length ? alternates : undefined,
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

/**
 * The loaded listing: its details, minyanim and map, an admin's tools, and the manager request;
 * 'Suggest an edit' puts the request form in its place. It lays out several features (the
 * directory's map, submissions, admin, manage, siddur) that no one feature may import together.
 */
function Listing({ listing, path, onChanged }: { listing: ListingPage; path: string; onChanged: () => void }) {
  const t = useT();
  const format = useFormat();
  const { user, isAdmin } = useUser();
  const [suggesting, setSuggesting] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  const mappable = toPoint(listing) !== null;
  const { name } = useShownNames(listing);

  if (suggesting) {
    return (
      <Suspense fallback={<Text>{t('minyanim.listing.loading')}</Text>}>
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
        title={name}
        description={t('minyanim.listing.description', { name, address: addressLine(listing) })}
        path={path}
        jsonLd={structuredData(listing, name)}
      />
      {listing.savedOn !== undefined && (
        <Alert.Root status="info" variant="subtle" data-testid="saved-copy">
          <Alert.Indicator />
          <Alert.Description>
            {t('saved.listing.offline', { date: format.date(new Date(listing.savedOn), Intl.DateTimeFormat().resolvedOptions().timeZone) })}
          </Alert.Description>
        </Alert.Root>
      )}
      <Stack gap="4">
        <ListingHeader listing={listing} />
        <ListingActions listing={listing} onSuggestEdit={() => setSuggesting(true)} />
        <SiddurLink nusach={listing.nusach} />
        {listing.cityPage && (
          // Its words load with it (the cities namespace), without holding up the listing.
          <Suspense fallback={null}>
            <CityPageLink city={listing.cityPage} />
          </Suspense>
        )}
        <Suspense>
          <SaveForOffline listingId={listing.id} signedIn={user !== null} />
        </Suspense>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <ListingMinyanim listing={listing} onConfirmed={() => onChanged()} />
        {mappable && !mapFailed && (
          <Box as="section" aria-label={t('minyanim.listing.map')} minW="0">
            <Suspense fallback={<Skeleton height={{ base: '320px', md: '450px' }} />}>
              <LiveMap synagogues={[listing]} onFail={() => setMapFailed(true)} />
            </Suspense>
          </Box>
        )}
      </Grid>
      {isAdmin && (
        <Suspense fallback={null}>
          <ListingAdminTools synagogueId={listing.id} onChanged={onChanged} />
        </Suspense>
      )}
      <ManageRequestSection synagogueId={listing.id} path={path} />
    </Stack>
  );
}

/** A listing's own page (/shul/:id): details, today's and this week's minyanim, map, freshness. */
export default function ShulPage() {
  const t = useT();
  const { id = '' } = useParams();
  const listingId = parseListingId(id);
  const path = `/shul/${id}`;
  const { data, error, isLoading, mutate } = useRead(listingId !== null ? listingPage(listingId) : null);

  if (listingId === null || (error instanceof HttpError && error.status === 404)) {
    return (
      <>
        <Seo title={t('minyanim.notFound.title')} description={t('minyanim.notFound.description')} path={path} noIndex />
        <ListingNotFound />
      </>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {error ? (
        <LoadFailed
          title={t('minyanim.listing.loadFailed')}
          detail={error instanceof Error ? error.message : t('minyanim.listing.tryAgain')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <ListingSkeleton />
      ) : (
        <Listing listing={data} path={path} onChanged={() => void mutate()} />
      )}
    </Container>
  );
}
